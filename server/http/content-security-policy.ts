// The Content-Security-Policy (decisions 7 and 35), built whole by one function: nothing edits the
// header afterwards, so no stored setting can slip a directive into it.

interface PolicyOptions {
  /** PUBLIC_URL is https: browsers upgrade every plain http request of the page. */
  https: boolean;
  /** The address a page frames (the signup form on /join): its origin alone may be framed. */
  frameAddress?: string;
  /** The hashes of the page's inline scripts (inline-scripts.ts): none for what is not a page. */
  scriptHashes?: string[];
}

/** The header's value; `frame-src 'none'` unless `frameAddress` names a framable origin. */
export function contentSecurityPolicy({
  https,
  frameAddress,
  scriptHashes = [],
}: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // Radix dialogs inject a small <style> element to lock scrolling.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${framableOrigin(frameAddress, https) ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * A URL parser takes `;`, quotes and commas in a host name, so its origin alone could still end the
 * directive: the host must also be one a CSP source can name (letters, digits, hyphens, dots; an
 * international name arrives in punycode). An https page cannot frame plain http (the browser
 * upgrades or blocks it), so http is taken only on a site served over http, as in development.
 */
function framableOrigin(address: string | undefined, https: boolean): string | undefined {
  if (!address || !URL.canParse(address)) return undefined;
  const { protocol, hostname, origin } = new URL(address);
  const framable = protocol === 'https:' || (!https && protocol === 'http:');
  return framable && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(hostname) ? origin : undefined;
}

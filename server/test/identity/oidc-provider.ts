// Test support: a real OpenID provider (oidc-provider) on loopback with one client, the site, and
// accounts whose claims each test chooses. `signIn` goes through the provider's development login
// and consent pages over HTTP as a browser would (manual redirects, a cookie jar, the pages' forms)
// and answers the callback URL the provider sends the browser back to.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestProviderOptions {
  /** The site's PUBLIC_URL + /api/auth/callback. */
  redirectUri: string;
  /** A fixed port, for a test that starts the provider after the site; else any free one. */
  port?: number;
  /** Put the email and profile claims in the ID token (as Google does), not only in UserInfo. */
  claimsInIdToken?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces the account that signs in with this login name (its `sub`). */
  setAccount(login: string, claims: TestAccountClaims): void;
  /** Signs in as `login` from an authorization URL; answers the URL of the site's callback. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  /** Cancels at the login page; answers the URL of the site's callback (with an error). */
  cancel(authorizationUrl: string): Promise<URL>;
  /** From now on, take every request and never answer: a provider that hangs. */
  stall(): void;
  close(): Promise<void>;
}

const CLIENT_ID = 'club-website';
const CLIENT_SECRET = 'club-website-test-secret';

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestAccountClaims>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_context, id) => {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    cookies: { keys: ['test-provider-cookie-key'] },
    jwks: {
      keys: [
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
      ],
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  handle = provider.callback();

  const browse = (authorizationUrl: string, login: string | undefined) =>
    followToCallback(new URL(authorizationUrl), options.redirectUri, login);

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    setAccount: (login, claims) => accounts.set(login, claims),
    signIn: (authorizationUrl, login) => browse(authorizationUrl, login),
    cancel: (authorizationUrl) => browse(authorizationUrl, undefined),
    stall: () => {
      handle = () => {};
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows redirects from the authorization URL, fills in the login form (any password is accepted)
 * and the consent form, or takes the page's abort link when `login` is undefined, until the
 * provider redirects to the site.
 */
async function followToCallback(
  start: URL,
  redirectUri: string,
  login: string | undefined,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(redirectUri)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      redirect: 'manual',
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (setCookie.split(';')[0] ?? '').split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = undefined;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`);
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = page.match(/name="prompt" value="([^"]+)"/)?.[1];
    const abort = page.match(/href="([^"]+\/abort)"/)?.[1];
    if (login === undefined) {
      if (!abort) throw new Error(`no abort link on the provider's page:\n${page}`);
      url = new URL(abort, url);
      form = undefined;
      continue;
    }
    if (!action || !prompt) throw new Error(`no form on the provider's page:\n${page}`);
    url = new URL(action, url);
    form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt },
    );
  }
  throw new Error('the provider did not send the browser back to the site');
}

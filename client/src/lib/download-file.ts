// Downloads that need the session cookie and the server's error message: fetched, then saved from a
// blob, rather than a plain link that would open the server's JSON error as a page.
import { apiRequest } from './api';

// Long enough for the browser to have read the blob when the save starts (FileSaver waits 40 s).
const REVOKE_AFTER_MS = 40_000;

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then
 * `filename="…"` or `filename=…`), without folders; `fallback` when it gives none.
 */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const name =
    (extended && decodedOrUndefined(extended.trim())) ??
    plain?.[1]?.replace(/\\(.)/g, '$1') ??
    plain?.[2]?.trim();
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || fallback;
}

function decodedOrUndefined(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** Fetches `url` and saves the answer under the server's file name; throws ApiRequestError. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const name = filenameFromContentDisposition(
    response.headers.get('Content-Disposition'),
    fallbackName,
  );
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

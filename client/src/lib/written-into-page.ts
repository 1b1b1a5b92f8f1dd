// Data the server writes into the page itself as a JSON script element (the club's settings, the
// rewritten page texts), so that the first paint already shows it. The Vite dev server leaves the
// placeholder string there, and then the data is fetched from the API instead.

/** The JSON object in the element with this id, or undefined when there is none. */
export function readWrittenIntoPage<Data extends object>(elementId: string): Data | undefined {
  try {
    const written: unknown = JSON.parse(document.getElementById(elementId)?.textContent ?? '');
    return typeof written === 'object' && written !== null ? (written as Data) : undefined;
  } catch {
    return undefined;
  }
}

/** A query that starts from what the page holds, and asks the API only when it holds nothing. */
export function writtenIntoPageQuery<Data>(queryKey: readonly string[], written: Data | undefined) {
  return { queryKey, initialData: written, enabled: written === undefined };
}

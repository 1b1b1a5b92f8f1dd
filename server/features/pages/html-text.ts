// Club words and data written into HTML that the server sends: escaped so that no value can add
// markup, end an attribute or end its <script> element.

/** Text safe inside an element and inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that cannot end its <script> element early: every "<" is written as an escape. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

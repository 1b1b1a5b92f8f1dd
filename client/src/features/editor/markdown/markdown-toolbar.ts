// What the Markdown editor's toolbar does to a text area's text and selection (decision 37): each
// action returns the new text and what should be selected in it, so that a person keeps typing.

/** A text area's text and its selection (start === end: the cursor). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export type ToolbarAction =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'link'
  | 'bulleted-list'
  | 'numbered-list';

/** Applies a toolbar button (or its shortcut) to the text and its selection. */
export function applyToolbarAction(action: ToolbarAction, state: TextSelection): TextSelection {
  switch (action) {
    case 'heading':
      return prefixLines(state, { marker: () => '## ', existing: HEADING, isOn: /^## / });
    case 'bulleted-list':
      return prefixLines(state, { marker: () => '- ', existing: LIST_ITEM, isOn: /^- / });
    case 'numbered-list':
      return prefixLines(state, {
        marker: (index) => `${index + 1}. `,
        existing: LIST_ITEM,
        isOn: /^\d+\. /,
      });
    case 'bold':
      return wrap(state, '**', 'bold text');
    case 'italic':
      return wrap(state, '_', 'italic text');
    case 'link':
      return link(state);
  }
}

const HEADING = /^#{1,6}[ \t]+/;
const LIST_ITEM = /^(?:[-*+]|\d+[.)])[ \t]+/;

const lineStartOf = (text: string, index: number) =>
  index === 0 ? 0 : text.lastIndexOf('\n', index - 1) + 1;
function lineEndOf(text: string, index: number) {
  const end = text.indexOf('\n', index);
  return end === -1 ? text.length : end;
}

/**
 * Starts each line the selection touches with a marker (blank lines between them stay blank), or
 * takes the markers away when every line has this one already. A marker of another kind ("# ", or
 * "1. " for "- ") gives way to the new one.
 */
function prefixLines(
  state: TextSelection,
  rule: { marker: (index: number) => string; existing: RegExp; isOn: RegExp },
): TextSelection {
  const { text, start, end } = state;
  const blockStart = lineStartOf(text, start);
  // A selection that ends at the start of a line does not take that line in.
  const lastLine = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const blockEnd = lineEndOf(text, lastLine);
  const lines = text.slice(blockStart, blockEnd).split('\n');
  const hasText = lines.some((line) => line.trim() !== '');
  const takes = (line: string) => !hasText || line.trim() !== '';
  const turnOff = lines.filter(takes).every((line) => rule.isOn.test(line));

  let count = 0;
  const changed = lines.map((line) => {
    if (!takes(line)) return { line, oldPrefix: 0, newPrefix: 0 };
    const oldPrefix = (turnOff ? rule.isOn : rule.existing).exec(line)?.[0].length ?? 0;
    const newPrefix = turnOff ? '' : rule.marker(count++);
    return {
      line: newPrefix + line.slice(oldPrefix),
      oldPrefix,
      newPrefix: newPrefix.length,
    };
  });
  const block = changed.map(({ line }) => line).join('\n');
  const newText = text.slice(0, blockStart) + block + text.slice(blockEnd);

  if (start !== end) {
    return { text: newText, start: blockStart, end: blockStart + block.length };
  }
  // The cursor stays where it was in its line's text, and after the marker.
  const { oldPrefix = 0, newPrefix = 0 } = changed[0] ?? {};
  const column = start - blockStart;
  const cursor = blockStart + (column > oldPrefix ? column - oldPrefix + newPrefix : newPrefix);
  return { text: newText, start: cursor, end: cursor };
}

/**
 * Puts a marker on each side of the selection, or takes it away when the selection is already
 * inside (or includes) one. Without a selection a placeholder is inserted, selected to type over.
 * Spaces at the selection's ends stay outside the markers, as Markdown would not see them.
 */
function wrap(state: TextSelection, marker: string, placeholder: string): TextSelection {
  const { text } = state;
  const selected = text.slice(state.start, state.end);
  const start = state.start + (selected.length - selected.trimStart().length);
  const end = Math.max(start, state.end - (selected.length - selected.trimEnd().length));
  const inner = text.slice(start, end);

  // The marker may sit next to the selection, or outside another one: **_text_** is bold italic.
  const runBefore = /[*_]*$/.exec(text.slice(0, start))?.[0] ?? '';
  const runAfter = /^[*_]*/.exec(text.slice(end))?.[0] ?? '';
  const outside =
    runBefore.endsWith(marker) && runAfter.startsWith(marker)
      ? { before: start - marker.length, after: end }
      : runBefore.startsWith(marker) && runAfter.endsWith(marker)
        ? { before: start - runBefore.length, after: end + runAfter.length - marker.length }
        : undefined;
  if (outside) {
    const newText =
      text.slice(0, outside.before) +
      text.slice(outside.before + marker.length, outside.after) +
      text.slice(outside.after + marker.length);
    return { text: newText, start: start - marker.length, end: end - marker.length };
  }
  const wrappedInside =
    inner.length >= marker.length * 2 && inner.startsWith(marker) && inner.endsWith(marker);
  if (wrappedInside) {
    const unwrapped = inner.slice(marker.length, inner.length - marker.length);
    return {
      text: text.slice(0, start) + unwrapped + text.slice(end),
      start,
      end: start + unwrapped.length,
    };
  }

  const body = inner === '' ? placeholder : inner;
  return {
    text: text.slice(0, start) + marker + body + marker + text.slice(end),
    start: start + marker.length,
    end: start + marker.length + body.length,
  };
}

const LINK_PLACEHOLDER = 'link text';
const URL_PLACEHOLDER = 'https://';

/**
 * Makes the selection a link's text and selects the address to type. A selected address becomes
 * the link's address instead, and its text is selected.
 */
function link(state: TextSelection): TextSelection {
  const { text, start, end } = state;
  const selected = text.slice(start, end).trim();
  const before = text.slice(0, start);
  const after = text.slice(end);

  if (/^https?:\/\/\S+$/i.test(selected) || /^mailto:\S+$/i.test(selected)) {
    const inserted = `[${LINK_PLACEHOLDER}](${selected})`;
    return {
      text: before + inserted + after,
      start: start + 1,
      end: start + 1 + LINK_PLACEHOLDER.length,
    };
  }
  const label = escapeLinkText(selected === '' ? LINK_PLACEHOLDER : selected);
  const urlStart = start + label.length + 3;
  return {
    text: `${before}[${label}](${URL_PLACEHOLDER})${after}`,
    start: urlStart,
    end: urlStart + URL_PLACEHOLDER.length,
  };
}

const percentCode = (character: string) =>
  character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');

/** Brackets in a link's or image's text would end it early. */
const escapeLinkText = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

/**
 * Inserts an uploaded image as a paragraph of its own after the cursor's line, and selects its
 * description (`alt`) so that a person can write what the image shows.
 */
export function insertImage(
  state: TextSelection,
  image: { url: string; alt: string },
): TextSelection {
  const { text } = state;
  const at = lineEndOf(text, state.end);
  const before = text.slice(0, at);
  const after = text.slice(at);
  const leading =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trailing =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const alt = escapeLinkText(image.alt);
  const url = image.url.replace(/[\s()<>]/g, (character) => `%${percentCode(character)}`);
  const altStart = before.length + leading.length + 2;
  return {
    text: `${before}${leading}![${alt}](${url})${trailing}${after}`,
    start: altStart,
    end: altStart + alt.length,
  };
}

// The rules' messages about a list edited row by row, placed where a person reads them.
import { type SettingName, SettingRefused } from './use-club-settings';
import { rowControlId } from './use-row-focus';

type Messages = [string, string][];

/** The rules' issues as messages by position ("2.url"). */
export const issueMessagesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues.map(({ path, message }): [string, string] => [path.join('.'), message]);

/** The server's messages about a setting, by position within it ("socialLinks.2.url" gives "2.url"). */
export function refusalMessagesOf(refusal: unknown, setting: SettingName): Messages {
  const fieldErrors = refusal instanceof SettingRefused ? refusal.fieldErrors : {};
  const prefix = new RegExp(`^${setting}\\.?`);
  return Object.entries(fieldErrors).map(([field, message]) => [
    field.replace(prefix, ''),
    message,
  ]);
}

/**
 * Messages by control id from messages by position: one about a row's field ("2.url") beside that
 * field ("<row key>-url"), one about the list (too many, named twice) under it. `fields` are a
 * row's controls in order; a row without fields is one control, its key, and takes any message
 * about the row ("2"). `first` is the first control with a message, to focus.
 */
export function rowMessagesOf(
  rows: readonly { key: string }[],
  messages: Messages,
  fields: readonly string[] = [],
) {
  const controlsOf = (key: string) =>
    fields.length === 0 ? [key] : fields.map((field) => rowControlId(key, field));
  const controlOf = (key: string, field: string | undefined) => {
    if (fields.length === 0) return key;
    return field !== undefined && fields.includes(field) ? rowControlId(key, field) : null;
  };
  const byControl: Record<string, string> = {};
  let listMessage: string | null = null;
  for (const [path, message] of messages) {
    const [position, field] = path.split('.');
    const row = position ? rows[Number(position)] : undefined;
    const control = row ? controlOf(row.key, field) : null;
    if (control) byControl[control] ??= message;
    else listMessage ??= message;
  }
  const first = rows.flatMap((row) => controlsOf(row.key)).find((id) => byControl[id]) ?? null;
  return { byControl, listMessage, first };
}

// An audit entry's change as a person reads it: a short line naming the changed fields by their
// labels ("role pending → member, active no → yes"), and each changed field's whole values.
import type { AuditLogEntry } from '@common/admin';
import { auditFieldChanges } from '@common/audit-labels';

/** A value longer than this is named by its field on the short line, not quoted. */
const SHORT = 40;

const actionWords: Record<string, string> = {
  create: 'Created',
  delete: 'Deleted',
  restore: 'Restored',
  reset: 'Reset to the built-in text',
  import: 'Imported',
  reorder: 'Moved',
};

/** "create" → "Created"; a role, a flag or a field set by hand is "Changed". */
export const actionLabel = (action: string) => actionWords[action] ?? 'Changed';

const isFlag = (field: string, value: unknown) =>
  /^is[A-Z]/.test(field) && (value === 0 || value === 1);

/** A stored value in words: a 0/1 flag (isActive) as no or yes, nothing as "(empty)". */
function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (isFlag(field, value)) return value === 1 ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  return JSON.stringify(value, null, 1);
}

const isShort = (text: string) => text.length <= SHORT && !text.includes('\n');

/** A part of a stored summary, such as an import's `created`; undefined for anything else. */
const partOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? new Map(Object.entries(value)).get(name)
    : undefined;

const countOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

/** "position 3 → 2": where a moved entry was in its list, and is now. */
function moveLine({ entityId, before, after }: AuditLogEntry): string {
  const placeIn = (value: unknown) => {
    const order = partOf(value, 'order');
    return Array.isArray(order) ? order.indexOf(entityId) + 1 : 0;
  };
  const [from, to] = [placeIn(before), placeIn(after)];
  return from > 0 && to > 0 ? `position ${from} → ${to}` : '';
}

/**
 * The short line: each changed field by its label, with both values when they are short. Empty
 * for a creation or a deletion: the action says it, and the values are one click away.
 */
export function summarizeChange(entry: AuditLogEntry): string {
  if (entry.action === 'import') {
    const [created, skipped] = [partOf(entry.after, 'created'), partOf(entry.after, 'skipped')];
    return `${countOf(created)} created, ${countOf(skipped)} skipped`;
  }
  if (entry.action === 'reorder') return moveLine(entry);
  if (entry.action === 'create' || entry.action === 'delete') return '';
  return auditFieldChanges(entry)
    .map(({ field, label, before, after }) => {
      const now = shownValue(field, after);
      if (before === undefined) return isShort(now) ? `${label} ${now}` : label;
      const old = shownValue(field, before);
      return isShort(old) && isShort(now) ? `${label} ${old} → ${now}` : label;
    })
    .join(', ');
}

export interface ShownFieldChange {
  field: string;
  /** "Bio", "Image URL". */
  label: string;
  before: string;
  after: string;
  /** The change made or deleted the record: its one value is `after`. */
  single: boolean;
}

/** Every changed field with its whole values, for "Show full values"; none for a move. */
export function fullChanges(entry: AuditLogEntry): ShownFieldChange[] {
  if (entry.action === 'reorder') return [];
  const deleted = entry.after === null && entry.before !== null;
  return auditFieldChanges(entry).map(({ field, label, before, after }) => ({
    field,
    label: label.charAt(0).toUpperCase() + label.slice(1),
    before: shownValue(field, before),
    after: shownValue(field, deleted ? before : after),
    single: entry.before === null || deleted,
  }));
}

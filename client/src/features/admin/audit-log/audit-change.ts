// An audit entry's change as a person reads it: a short line naming the changed fields by their
// labels ("role pending → member, active no → yes"), and each changed field's whole values.
import type { AuditLogEntry } from '@common/admin/admin';
import { auditFieldChanges, shownValue } from '@common/editor/audit-labels';

/** A value longer than this is named by its field on the short line, not quoted. */
const SHORT = 40;

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
  if (['create', 'delete', 'decline'].includes(entry.action)) return '';
  return auditFieldChanges(entry)
    .map(({ field, label, before, after }) => {
      const now = shownValue(field, after);
      if (before === undefined) return isShort(now) ? `${label} ${now}` : label;
      const old = shownValue(field, before);
      return isShort(old) && isShort(now) ? `${label} ${old} → ${now}` : label;
    })
    .join(', ');
}

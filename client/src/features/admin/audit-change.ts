// One line for an audit entry's change, as a person reads it: "role: pending → member".
import type { AuditLogEntry } from '@common/admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_TEXT = 60;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export function describeChange({ action, before, after }: AuditLogEntry): string {
  if (action === 'import' && isRecord(after)) {
    const created = Array.isArray(after.created) ? after.created.length : 0;
    const skipped = Array.isArray(after.skipped) ? after.skipped.length : 0;
    return `${created} created, ${skipped} skipped`;
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]),
  );
  if (fields.length === 0) return '';
  return fields
    .map((field) => {
      if (!(field in old)) return `${field}: ${show(now[field])}`;
      if (!(field in now)) return `${field}: ${show(old[field])} → removed`;
      return `${field}: ${show(old[field])} → ${show(now[field])}`;
    })
    .join('; ');
}

/** "contact-submission" → "Contact submission" */
export function entityLabel(entity: string): string {
  const words = entity.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// How the audit log reads in a person's words: kinds of records ("Team member"), their fields
// ("bio"), page texts ("Home › hero badge") and the fields an entry changed, for the log in /admin
// and its CSV export.

import { isPageTextKey, pageOfText, pageTextDefaults } from '../club/page-texts';
import { SCHEDULED_PUBLISH_ACTION } from '../news/news-publishing';
import { editorEntityDescriptions } from './editor-entities';
import { isFieldValues } from './history';

/** The editor's description of an audit entity name (`team-member`), for the editor's entries. */
export const editorKindOf = (entity: string) =>
  editorEntityDescriptions.find((description) => description.auditName === entity);

const kindLabels: Record<string, string> = {
  ...Object.fromEntries(editorEntityDescriptions.map((kind) => [kind.auditName, kind.label])),
  // The editor calls them links; among every kind of record that needs the area's name.
  'member-resource': 'Members’ link',
  'page-text': 'Page text',
  'club-settings': 'Club settings',
  user: 'User',
  'contact-submission': 'Contact submission',
  invitation: 'Invitation',
  mail: 'Email',
};

/** "imageUrl" → "image url", "isActive" → "active": a field's name in words, lower case. */
export const fieldNameInWords = (name: string) =>
  name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .toLowerCase();

/** "Hero badge" → "hero badge", "Image URL" → "image URL": words set in capitals keep them. */
const lowerCased = (label: string) =>
  label.replace(/\b[A-Z][a-z]*\b/g, (word) => word.toLowerCase());

/** "team-member" → "Team member"; a kind with no label of its own is spelled out. */
export function auditKindLabel(entity: string): string {
  const label = kindLabels[entity] ?? entity.replaceAll('-', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Fields no form shows, whose names alone would not say what they hold. */
const unlistedFieldLabels: Record<string, string> = {
  publishAt: 'scheduled for',
  draft: 'draft of changes',
};

/** A field as the log names it: the editor's label in lower case, else its name in words. */
export function auditFieldLabel(entity: string, field: string): string {
  const label = editorKindOf(entity)?.fields.find((described) => described.name === field)?.label;
  return label ? lowerCased(label) : (unlistedFieldLabels[field] ?? fieldNameInWords(field));
}

/** "home.badge" → "Home › hero badge"; null for a key the site no longer has. */
export function pageTextName(key: string): string | null {
  if (!isPageTextKey(key)) return null;
  return `${pageOfText(key).name} › ${lowerCased(pageTextDefaults[key].label)}`;
}

/** Columns that say where a record sits or when it was saved, not what it says. */
export const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'sortOrder',
  'slug',
]);

export interface AuditFieldChange {
  field: string;
  label: string;
  /** Undefined where the change created (before) or deleted (after) the record. */
  before: unknown;
  after: unknown;
}

/** Each field an entry changed, by its label, with its whole values: every field of a creation. */
export function auditFieldChanges(entry: {
  entity: string;
  before: unknown;
  after: unknown;
}): AuditFieldChange[] {
  const before = isFieldValues(entry.before) ? entry.before : {};
  const after = isFieldValues(entry.after) ? entry.after : {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter(
      (field) =>
        !BOOKKEEPING.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    )
    .map((field) => ({
      field,
      label: auditFieldLabel(entry.entity, field),
      before: before[field],
      after: after[field],
    }));
}

const actionWords: Record<string, string> = {
  create: 'Created',
  delete: 'Deleted',
  decline: 'Declined',
  restore: 'Restored',
  reset: 'Reset to the built-in text',
  import: 'Imported',
  reorder: 'Moved',
  'delete-for-good': 'Deleted for good',
  claim: 'Claimed by its member',
  'ask-graduation': 'Asked to be listed as graduating',
  'link-account': 'Linked to an account',
  [SCHEDULED_PUBLISH_ACTION]: 'Published on schedule',
};

/** "create" → "Created"; a role, a flag or a field set by hand is "Changed". */
export const actionLabel = (action: string) => actionWords[action] ?? 'Changed';

/** Who made a change no signed-in person made: the site's schedule, or the server's command line. */
export const unsignedActorName = (action: string) =>
  action === SCHEDULED_PUBLISH_ACTION ? 'The schedule' : 'Command line';

const isFlag = (field: string, value: unknown) =>
  /^is[A-Z]/.test(field) && (value === 0 || value === 1);

/** A stored value in words: a 0/1 flag (isActive) as no or yes, nothing as "(empty)". */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (isFlag(field, value)) return value === 1 ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  // A record within the record (a news article's draft of changes): a line for each field.
  if (isFieldValues(value)) {
    return Object.entries(value)
      .map(([name, inner]) => `${fieldNameInWords(name)}: ${shownValue(name, inner)}`)
      .join('\n');
  }
  return JSON.stringify(value, null, 1);
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
export function fullChanges(entry: {
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}): ShownFieldChange[] {
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

// History and trash (decision 36): every change of a record admins edit keeps the whole record, so
// an admin can see who changed what and when, restore an older version, and bring a deleted entry
// back from the trash for 30 days. The API's paths and shapes, for the server and the editor.
import { z } from 'zod';
import { auditActorSchema } from '../admin/admin';
import { type EditorEntityPath, editorEntityPaths } from './editor';
import { editorEntityDescriptions } from './editor-entities';

/** The kinds of record with a history: the editor's entries, page texts and the club settings. */
export const historyKinds = [...editorEntityPaths, 'page-texts', 'club-settings'] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The audit log's name of a kind's records (`team-member`, `page-text`). */
export function historyEntity(kind: HistoryKind): string {
  if (kind === 'page-texts') return 'page-text';
  if (kind === 'club-settings') return 'club-settings';
  const description = editorEntityDescriptions.find((entity) => entity.path === kind);
  if (!description) throw new Error(`no editor entity at ${kind}`);
  return description.auditName;
}

export const isFieldValues = (value: unknown): value is FieldValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one club-settings record's id. */
export const CLUB_SETTINGS_ID = '1';

/** A deleted entry stays in the trash this long, then is gone for good. */
export const TRASH_DAYS = 30;

const HISTORY_PATH = '/api/admin/history';
export const TRASH_PATH = '/api/admin/trash';

/** GET: a record's changes, newest first. */
export const historyPath = (kind: HistoryKind, id: string) =>
  `${HISTORY_PATH}/${kind}/${encodeURIComponent(id)}`;
/** POST { entryId, state }: makes that version the record's current one. */
export const restoreVersionPath = (kind: HistoryKind, id: string) =>
  `${historyPath(kind, id)}/restore`;
/** POST …/restore brings the entry back; DELETE deletes it for good. */
export const trashItemPath = (kind: EditorEntityPath, id: string) => `${TRASH_PATH}/${kind}/${id}`;

export const historyParamsSchema = z.object({
  kind: z.enum(historyKinds, { error: 'No kind of record has this name' }),
  id: z.string().min(1).max(100, 'Not a valid id'),
});

export const trashParamsSchema = z.object({
  kind: z.enum(editorEntityPaths, { error: 'No kind of entry has this name' }),
  id: z.uuid('Not a valid id'),
});

export const restoreVersionSchema = z.object({
  entryId: z.number({ error: 'entryId must be a history entry' }).int().positive(),
  /** The version this change made (after), or the one it replaced (before). */
  state: z.enum(['after', 'before'], { error: 'state must be after or before' }).default('after'),
});
export type RestoreVersion = z.input<typeof restoreVersionSchema>;

const fieldValuesSchema = z.record(z.string(), z.unknown());
export type FieldValues = z.infer<typeof fieldValuesSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  /** create, update, delete, restore, reset and so on */
  action: z.string(),
  /** Null for the command line, or for an account deleted since. */
  actor: auditActorSchema.nullable(),
  ip: z.string().nullable(),
  /** The fields this change touched, as they were (null: it created the record) and became. */
  before: fieldValuesSchema.nullable(),
  after: fieldValuesSchema.nullable(),
  /** Whether the version this change made is kept whole, and so can be restored. */
  restorable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historySchema = z.object({ entries: z.array(historyEntrySchema) });
export type History = z.infer<typeof historySchema>;

export const trashItemSchema = z.object({
  kind: z.enum(editorEntityPaths),
  id: z.string(),
  /** The entry as it was deleted. */
  record: fieldValuesSchema,
  /** ISO timestamp. */
  deletedAt: z.string(),
  deletedBy: auditActorSchema.nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashSchema = z.array(trashItemSchema);

export const NO_SUCH_VERSION = 'This version is not in the record’s history';
export const VERSION_NOT_KEPT = 'This change was recorded before versions were kept';
export const NOT_IN_TRASH = 'This entry is not in the trash';
export const ALREADY_RESTORED = 'This entry is back already';

// Shapes of the admin panel's API (decision 15): the user list and role changes, bulk import with
// its preview, the contact inbox and the audit log. One schema for the route and the client.
import { z } from 'zod';
import { type Role, roles } from '../auth/access';
import { authUserSchema } from '../auth/auth';
import { dayField } from '../time/day-field';
import { listPageField } from './list-page';

/** A 0/1 flag of a stored entity (isActive, isProcessed). */
const flag = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });

/** A user as GET /api/admin/users lists it: the account's fields, never its Clockify key. */
export const adminUserSchema = authUserSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
  isActive: true,
  createdAt: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PATH = '/api/admin/users';
export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET ADMIN_USERS_PATH: a page of the accounts whose name or email holds `search`. */
export const adminUsersQuerySchema = z.object({
  page: listPageField,
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, 'search must be at most 200 characters')
    .default(''),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** The five counters of /admin: all users, active members, designers, pending, admins. */
export const userCountsSchema = z.object({
  total: z.number().int(),
  activeMembers: z.number().int(),
  designers: z.number().int(),
  pending: z.number().int(),
  admins: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/**
 * A page of the user list, newest first, with how many accounts match the search and the counters
 * of all accounts: an invitation link or an import can bring any number of them.
 */
export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  matching: z.number().int(),
  counts: userCountsSchema,
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid('Unknown user id') });

/** PATCH /api/admin/users/{userId}/role: both values, the changed one and the one kept. */
export const userRoleChangeSchema = z.object({
  role: z.enum(roles, { error: `Role must be one of ${roles.join(', ')}` }),
  isActive: flag('isActive must be 0 or 1'),
});
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

export const SELF_CHANGE_MESSAGE = 'You cannot change your own role or status.';
export const NOT_PENDING_MESSAGE = 'Only a request that waits for approval can be declined.';

/** POST: refuses a pending request; the account goes, and the person may sign in to ask again. */
export const declineUserPath = (userId: string) => `/api/admin/users/${userId}/decline`;
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted or deactivated.';

// ---- Bulk import: one "email, firstName, lastName, role" line per user ----

export const MAX_IMPORT_ROWS = 500;

const optionalName = z
  .string({ error: 'Names must be text' })
  .trim()
  .max(100, 'Names must be at most 100 characters')
  .nullish()
  .transform((value) => value || null);

/**
 * One row as the client sends it. Email and role are any text here, so that the preview can say
 * which rows are wrong instead of refusing the whole request; the import checks them.
 */
export const bulkImportRowSchema = z.object({
  email: z.string({ error: 'Email must be text' }).trim().max(320, 'Email is too long'),
  firstName: optionalName,
  lastName: optionalName,
  /** A missing role becomes pending: the account waits for an admin, as a new sign-in does. */
  role: z
    .string({ error: 'Role must be text' })
    .trim()
    .max(40, 'Role is too long')
    .nullish()
    .transform((value) => value || 'pending'),
});
export type BulkImportRowInput = z.input<typeof bulkImportRowSchema>;
export type BulkImportRow = z.output<typeof bulkImportRowSchema>;

export const bulkImportSchema = z.object({
  users: z
    .array(bulkImportRowSchema, { error: 'users must be a list' })
    .min(1, 'Please enter user data')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} users per import`),
});

export const bulkImportQuerySchema = z.object({
  dryRun: z.enum(['0', '1'], { error: 'dryRun must be 0 or 1' }).optional(),
  /** 1: each new address gets an invitation by email instead of an account (decision 41). */
  invite: z.enum(['0', '1'], { error: 'invite must be 0 or 1' }).optional(),
});

export const importOutcomes = [
  'create',
  'exists',
  'invalid-email',
  'unknown-role',
  'duplicate-in-import',
] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** Outcomes that stop the whole import; an existing email is only skipped. */
export const blockingOutcomes: readonly ImportOutcome[] = [
  'invalid-email',
  'unknown-role',
  'duplicate-in-import',
];

export const importOutcomeLabels: Record<ImportOutcome, string> = {
  create: 'Will be created',
  exists: 'Already exists, skipped',
  'invalid-email': 'Invalid email',
  'unknown-role': 'Unknown role',
  'duplicate-in-import': 'Listed twice in this import',
};

/** A row of the preview: its 1-based number among the users sent, and what the import will do. */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  outcome: z.enum(importOutcomes),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.array(importPreviewRowSchema);

export const importResultSchema = z.object({
  successCount: z.number().int(),
  skippedCount: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The role a row asks for, read case-insensitively, or undefined for an unknown one. */
export function roleOf(text: string): Role | undefined {
  const wanted = text.trim().toLowerCase();
  return roles.find((role) => role === wanted);
}

/** Whether text is an email address the site can store. */
export function isEmailAddress(text: string): boolean {
  return z.email().safeParse(text).success;
}

// ---- Contact inbox ----

export const contactInboxItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  majorYear: z.string().nullable(),
  interestLevel: z.string(),
  message: z.string(),
  /** ISO timestamp. */
  submittedAt: z.string(),
  isProcessed: z.number().int(),
});
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;
export const CONTACT_INBOX_PAGE_SIZE = 50;
export const contactInboxQuerySchema = z.object({ page: listPageField });

/** A page of the inbox, newest first, with how many messages there are and how many unprocessed. */
export const contactInboxSchema = z.object({
  items: z.array(contactInboxItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unprocessed: z.number().int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;

export const contactSubmissionParamsSchema = z.object({ id: z.uuid('Unknown submission id') });

export const contactProcessedSchema = z.object({
  isProcessed: flag('isProcessed must be 0 or 1'),
});

export const CONTACT_CSV_PATH = '/api/admin/contact-submissions.csv';

// ---- Audit log ----

export const AUDIT_LOG_PATH = '/api/admin/audit-log';
export const AUDIT_LOG_CSV_PATH = '/api/admin/audit-log.csv';
export const AUDIT_LOG_PAGE_SIZE = 50;
/** The export's newest entries at most: years of a club's changes, a file spreadsheets open. */
export const AUDIT_LOG_CSV_MAX_ROWS = 10_000;

const ENTITY_MESSAGE = 'entity must be a kind of record such as user';

/** Who, what kind of record, and which days (both included, in the reader's time zone). */
const auditLogFilterShape = {
  actor: z.uuid('actor must be a user id').optional(),
  entity: z
    .string({ error: ENTITY_MESSAGE })
    .regex(/^[a-z][a-z0-9-]{0,49}$/, ENTITY_MESSAGE)
    .optional(),
  from: dayField('from').optional(),
  to: dayField('to').optional(),
  /** IANA time zone the days are read in; UTC when absent or unknown. */
  timeZone: z
    .string({ error: 'timeZone must be a time zone such as Europe/Berlin' })
    .max(64, 'timeZone is too long')
    .optional(),
};

const fromBeforeTo = <Schema extends z.ZodType<{ from?: string; to?: string }>>(schema: Schema) =>
  schema.refine(({ from, to }) => !from || !to || from <= to, {
    message: 'to must not be before from',
    path: ['to'],
  });

/** GET AUDIT_LOG_CSV_PATH: every entry the filters match, up to AUDIT_LOG_CSV_MAX_ROWS. */
export const auditLogFilterSchema = fromBeforeTo(z.object(auditLogFilterShape));
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** GET AUDIT_LOG_PATH: one page of the entries the filters match, newest first. */
export const auditLogQuerySchema = fromBeforeTo(
  z.object({
    ...auditLogFilterShape,
    page: listPageField,
  }),
);

export const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  /** Null for the command line, or for an account deleted since. */
  actor: auditActorSchema.nullable(),
  /** Where the change came from; null for the command line and for older entries. */
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record as a person calls it: "Team member Priya Castellano", "User Avery Quinn". */
  record: z.string(),
  /** The changed fields, whole, as they were and became (or a summary, such as an import's). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** A page of entries, how many match in all, and what the filters can choose from. */
export const auditLogSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  actors: z.array(auditActorSchema),
  entities: z.array(z.string()),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** A person's name for lists: first and last name, or the email when both are missing. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

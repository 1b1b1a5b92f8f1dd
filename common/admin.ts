// Shapes of the admin panel's API (spec sections 2, 3, 7 and 8): the user list and role changes,
// bulk import with its preview, the contact inbox and the audit log. One schema for the route and
// the client.
import { z } from 'zod';
import { type Role, roles } from './access';
import { authUserSchema } from './auth';

/** A 0/1 flag of the spec's entities (isActive, isProcessed). */
const flag = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });

/** A user as GET /api/admin/users lists it (spec section 7). */
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

export const userIdParamsSchema = z.object({ userId: z.uuid('Unknown user id') });

/** PATCH /api/admin/users/{userId}/role: both values, the changed one and the one kept. */
export const userRoleChangeSchema = z.object({
  role: z.enum(roles, { error: `Role must be one of ${roles.join(', ')}` }),
  isActive: flag('isActive must be 0 or 1'),
});
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

export const SELF_CHANGE_MESSAGE = 'You cannot change your own role or status.';
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted or deactivated.';

/** Spec section 2: the five counters of /admin. */
export interface UserCounts {
  total: number;
  activeMembers: number;
  designers: number;
  pending: number;
  admins: number;
}

export function countUsers(users: readonly Pick<AdminUser, 'role' | 'isActive'>[]): UserCounts {
  const count = (test: (user: Pick<AdminUser, 'role' | 'isActive'>) => boolean) =>
    users.filter(test).length;
  return {
    total: users.length,
    activeMembers: count((user) => user.role === 'member' && user.isActive === 1),
    designers: count((user) => user.role === 'designer' && user.isActive === 1),
    pending: count((user) => user.role === 'pending'),
    admins: count((user) => user.role === 'admin'),
  };
}

// ---- Bulk import (spec sections 3, 5 and 8) ----

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
  /** Spec section 5: a missing role becomes pending. */
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

export const contactSubmissionParamsSchema = z.object({ id: z.uuid('Unknown submission id') });

export const contactProcessedSchema = z.object({
  isProcessed: flag('isProcessed must be 0 or 1'),
});

export const CONTACT_CSV_PATH = '/api/admin/contact-submissions.csv';

// ---- Audit log ----

export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 200;

export const auditLogQuerySchema = z.object({
  actor: z.uuid('actor must be a user id').optional(),
  entity: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,49}$/, 'entity must be a kind of record such as user')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AUDIT_LOG_MAX_LIMIT, `limit must be at most ${AUDIT_LOG_MAX_LIMIT}`)
    .default(AUDIT_LOG_DEFAULT_LIMIT),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  /** Null for the command line, or for an account deleted since. */
  actor: auditActorSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Whom the entry is about, for entries on users: their name, or email. */
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The latest entries, and what the filters can choose from: everyone who acted, every entity. */
export const auditLogSchema = z.object({
  entries: z.array(auditLogEntrySchema),
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

// Bulk import of users: a preview says what each row will do, and the import is all-or-nothing: one
// bad row and nothing is written. Existing emails are skipped. With invitations, each new address
// gets one by email instead of an account.
import { inArray, sql } from 'drizzle-orm';
import {
  type BulkImportRow,
  blockingOutcomes,
  type ImportOutcome,
  type ImportPreviewRow,
  type ImportResult,
  importOutcomeLabels,
  isEmailAddress,
  roleOf,
} from '../../../common/admin/admin';
import { invitationInputSchema } from '../../../common/admin/mail';
import type { Role } from '../../../common/auth/access';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/actor';
import { recordChange } from '../audit/record-change';
import { inviteWithin } from '../mail/invitations';
import type { MailConfig } from '../mail/outbox';
import { lockUsers } from './users';

/** A row the import may write: its email lowercased (accounts are matched by email at sign-in). */
interface PlannedRow extends ImportPreviewRow {
  firstName: string | null;
  lastName: string | null;
  role: Role | undefined;
}

/** The preview (dryRun) or the import itself. */
export async function importUsers(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  rows: BulkImportRow[],
  { dryRun, invite = false }: { dryRun: boolean; invite?: boolean },
): Promise<ImportPreviewRow[] | ImportResult> {
  if (dryRun) {
    const plan = await planImport(db, rows);
    return plan.map(({ row, email, outcome }) => ({ row, email, outcome }));
  }
  return db.transaction(async (tx) => {
    await lockUsers(tx);
    const plan = await planImport(tx, rows);
    const blocked = plan.filter((row) => blockingOutcomes.includes(row.outcome));
    if (blocked.length > 0) throw refusal(blocked);

    const toCreate = plan.filter((row) => row.outcome === 'create');
    const skipped = plan.filter((row) => row.outcome === 'exists').map((row) => row.email);
    if (invite) return inviteRows(tx, config, actor, toCreate, skipped.length);
    const created =
      toCreate.length === 0
        ? []
        : await tx
            .insert(users)
            .values(
              toCreate.map(({ email, firstName, lastName, role = 'pending' }) => ({
                email,
                firstName,
                lastName,
                role,
                isActive: role === 'pending' ? 0 : 1,
              })),
            )
            .returning({ id: users.id, email: users.email, role: users.role });
    await recordChange(tx, actor, {
      action: 'import',
      entity: 'user',
      after: { created, skipped },
    });
    return {
      successCount: created.length,
      skippedCount: skipped.length,
      message: importMessage(created.length, skipped.length),
    };
  });
}

/** The new addresses are invited instead: an invitation's role is at least member. */
async function inviteRows(
  tx: Database,
  config: MailConfig,
  actor: Actor,
  rows: PlannedRow[],
  hadAccount: number,
): Promise<ImportResult> {
  const inputs = rows.map(({ email, firstName, lastName, role }) => ({
    email,
    role: role === undefined || role === 'pending' ? ('member' as const) : role,
    name: [firstName, lastName].filter(Boolean).join(' ') || null,
  }));
  // An invitation's rules are stricter than an account's (one line, 100 characters, 254 for the
  // address): a row that breaks them is refused like any other bad row, not a server error.
  const errors = inputs.flatMap((input, index) => {
    const issue = invitationInputSchema.safeParse(input).error?.issues[0];
    const row = rows[index]?.row ?? index + 1;
    if (!issue) return [];
    const field = issue.path[0] === 'name' ? 'firstName' : 'email';
    return [{ field: `users.${row - 1}.${field}`, message: `Row ${row}: ${issue.message}` }];
  });
  if (errors.length > 0) {
    const messages = errors.map((error) => error.message).join('; ');
    throw new AppError(400, `Nothing was imported: ${messages}.`, errors);
  }
  const { invited } = await inviteWithin(tx, config, actor, inputs);
  const skipped = hadAccount + rows.length - invited;
  const sent = `Sent ${invited} invitation${invited === 1 ? '' : 's'}!`;
  return {
    successCount: invited,
    skippedCount: skipped,
    message:
      skipped === 0
        ? sent
        : `${sent} ${skipped} already had an account or an invitation and ${skipped === 1 ? 'was' : 'were'} skipped.`,
  };
}

/** What each row will do, in the order sent. */
async function planImport(db: Database, rows: BulkImportRow[]): Promise<PlannedRow[]> {
  const emails = rows.map((row) => row.email.toLowerCase());
  const existing = new Set(
    (
      await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    ).map((row) => row.email),
  );
  const seen = new Set<string>();
  return rows.map((input, index) => {
    const email = emails[index] ?? '';
    const role = roleOf(input.role);
    const outcome = outcomeOf(email, role, seen, existing);
    seen.add(email);
    return {
      row: index + 1,
      email,
      outcome,
      firstName: input.firstName,
      lastName: input.lastName,
      role,
    };
  });
}

function outcomeOf(
  email: string,
  role: Role | undefined,
  seen: Set<string>,
  existing: Set<string>,
): ImportOutcome {
  if (!isEmailAddress(email)) return 'invalid-email';
  if (!role) return 'unknown-role';
  if (seen.has(email)) return 'duplicate-in-import';
  return existing.has(email) ? 'exists' : 'create';
}

function refusal(blocked: PlannedRow[]): AppError {
  const errors = blocked.map(({ row, outcome }) => ({
    field: `users.${row - 1}.${outcome === 'unknown-role' ? 'role' : 'email'}`,
    message: `Row ${row}: ${importOutcomeLabels[outcome].toLowerCase()}`,
  }));
  const rowsText = blocked.length === 1 ? '1 row needs' : `${blocked.length} rows need`;
  return new AppError(
    400,
    `Nothing was imported: ${rowsText} fixing (${errors.map((error) => error.message).join('; ')}).`,
    errors,
  );
}

function importMessage(created: number, skipped: number): string {
  const createdText = `Successfully created ${created} users!`;
  if (skipped === 0) return createdText;
  return `${createdText} ${skipped} already had an account and ${skipped === 1 ? 'was' : 'were'} skipped.`;
}

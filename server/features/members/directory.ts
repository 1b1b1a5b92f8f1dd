// The members' directory (decision 58): approved, active accounts with their team card's role,
// subteam, year and major, and only the contact details each one shares. Searched and filtered by
// the database a page at a time, so no request reads the whole club.
import { type AnyColumn, and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ContactKind,
  type DirectoryContact,
  type DirectoryMember,
  MEMBER_NOT_FOUND_MESSAGE,
  MEMBERS_DIRECTORY_PAGE_SIZE,
  type MembersDirectory,
  notSharedMessage,
} from '../../../common/members/directory';
import type { Database } from '../../db/database';
import { directoryContacts } from '../../db/schema/people-schema';
import { teamMembers, users } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';

const accountName = sql`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;
/** The account's name; the linked card's while the account has none. Never the email. */
const memberName = sql<string>`coalesce(${accountName}, ${teamMembers.name}, 'Club member')`;
/** The order of the list and the export: by name as a person reads it, then a fixed tie-break. */
const sortName = sql<string>`lower(${memberName})`;

export const directoryColumns = {
  id: users.id,
  name: memberName,
  sortName,
  role: teamMembers.role,
  subteam: teamMembers.subteam,
  year: teamMembers.year,
  major: teamMembers.major,
  email: users.email,
  phone: directoryContacts.phone,
  chat: directoryContacts.chat,
  shareEmail: directoryContacts.shareEmail,
  sharePhone: directoryContacts.sharePhone,
  shareChat: directoryContacts.shareChat,
};

export type DirectoryRow = {
  id: string;
  name: string;
  role: string | null;
  subteam: string | null;
  year: string | null;
  major: string | null;
  email: string;
  phone: string | null;
  chat: string | null;
  shareEmail: boolean | null;
  sharePhone: boolean | null;
  shareChat: boolean | null;
};

/** Approved accounts still active: those the members area lets in. */
const listed = sql`${users.role} <> 'pending' and ${users.isActive} = 1`;

/** The accounts with their card (at most one: a card's account is unique) and their choices. */
export function directoryRows(db: Database) {
  return db
    .select(directoryColumns)
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(directoryContacts, eq(directoryContacts.userId, users.id));
}

/** Each detail the member shares and has filled in; the others are left out, not set to null. */
export function sharedContacts(row: DirectoryRow): Pick<DirectoryMember, ContactKind> {
  return {
    ...(row.shareEmail && { email: row.email }),
    ...(row.sharePhone && row.phone && { phone: row.phone }),
    ...(row.shareChat && row.chat && { chat: row.chat }),
  };
}

export const toDirectoryMember = (row: DirectoryRow): DirectoryMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  subteam: row.subteam,
  year: row.year,
  major: row.major,
  ...sharedContacts(row),
});

/** Case-insensitive, and taken as plain text: `%` and `_` are not wildcards. */
function holds(search: string): SQL {
  const wanted = search.toLowerCase();
  const within = (field: SQL | AnyColumn) => sql`strpos(lower(${field}), ${wanted}) > 0`;
  return sql`(${within(memberName)} or ${within(teamMembers.role)}
    or ${within(teamMembers.subteam)} or ${within(teamMembers.major)})`;
}

/** A page of the listed members whose name, role, subteam or major holds `search`, by name. */
export async function listMembersDirectory(
  { db }: Pick<Deps, 'db'>,
  { page, search, subteam }: { page: number; search: string; subteam: string },
): Promise<MembersDirectory> {
  const where = and(
    listed,
    search ? holds(search) : undefined,
    subteam ? sql`lower(${teamMembers.subteam}) = ${subteam.toLowerCase()}` : undefined,
  );
  const [rows, [matching]] = await Promise.all([
    directoryRows(db)
      .where(where)
      .orderBy(asc(sortName), asc(users.id))
      .limit(MEMBERS_DIRECTORY_PAGE_SIZE)
      .offset((page - 1) * MEMBERS_DIRECTORY_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
      .where(where),
  ]);
  return {
    items: rows.map(toDirectoryMember),
    page,
    pageSize: MEMBERS_DIRECTORY_PAGE_SIZE,
    matching: matching?.total ?? 0,
  };
}

/**
 * One listed member's detail, for a tap-to-call or a chat link. A detail not shared, or shared but
 * never filled in, is refused alike, so the refusal tells nothing of what the member keeps.
 */
export async function readSharedContact(
  { db }: Pick<Deps, 'db'>,
  memberId: string,
  contact: ContactKind,
): Promise<DirectoryContact> {
  const [row] = await directoryRows(db).where(and(listed, eq(users.id, memberId)));
  if (!row) throw new AppError(404, MEMBER_NOT_FOUND_MESSAGE);
  const value = sharedContacts(row)[contact];
  if (value === undefined) throw new AppError(400, notSharedMessage(contact));
  return { memberId, contact, value };
}

/** Rows read for the export at a time. */
const EXPORT_BATCH = 500;

/** Every listed member by name, a batch at a time, each batch read after the last one read. */
export async function* directoryBatches({ db }: Pick<Deps, 'db'>) {
  let last: { sortName: string; id: string } | undefined;
  for (;;) {
    const batch = await directoryRows(db)
      .where(and(listed, last && sql`(${sortName}, ${users.id}) > (${last.sortName}, ${last.id})`))
      .orderBy(asc(sortName), asc(users.id))
      .limit(EXPORT_BATCH);
    if (batch.length > 0) yield batch;
    const end = batch.at(-1);
    if (!end || batch.length < EXPORT_BATCH) return;
    last = { sortName: end.sortName, id: end.id };
  }
}

// A member's own entry in the directory (decision 58): the phone and chat handle they give, and which
// of their details (email, phone, chat) other members see. A member who never saved has nothing
// shared: the table's defaults, answered without a row.
import { eq } from 'drizzle-orm';
import {
  type DirectoryContacts,
  type DirectoryContactsChange,
  NO_CONTACTS,
} from '../../../common/members/directory';
import type { Database } from '../../db/database';
import { directoryContacts } from '../../db/schema/people-schema';

const contactColumns = {
  phone: directoryContacts.phone,
  chat: directoryContacts.chat,
  shareEmail: directoryContacts.shareEmail,
  sharePhone: directoryContacts.sharePhone,
  shareChat: directoryContacts.shareChat,
};

export async function readDirectoryContacts(
  db: Database,
  user: { id: string },
): Promise<DirectoryContacts> {
  const [row] = await db
    .select(contactColumns)
    .from(directoryContacts)
    .where(eq(directoryContacts.userId, user.id));
  return row ?? NO_CONTACTS;
}

/** Replaces the member's details and choices with those sent; answers them as stored. */
export async function saveDirectoryContacts(
  db: Database,
  user: { id: string },
  change: DirectoryContactsChange,
): Promise<DirectoryContacts> {
  const values = { ...change, updatedAt: new Date() };
  const [saved] = await db
    .insert(directoryContacts)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: directoryContacts.userId, set: values })
    .returning(contactColumns);
  if (!saved) throw new Error('saving directory contacts returned no row');
  return saved;
}

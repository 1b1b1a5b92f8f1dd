// The accounts the team's cards name, found in the admins' user list. The list is read a page at a
// time, newest first, and has no lookup by id, so the pages are read until every account a card
// names is found; a club's members fit in a few pages.
import type { AdminUser, AdminUsersPage } from '@common/admin/admin';
import type { Entry } from '../editor-entities';

/** How many pages of the user list are read at most (50 accounts each). */
export const MAX_ACCOUNT_PAGES = 40;

const idOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The account that keeps a card, and a member's claim on it that waits for an admin. */
export function cardLinks(card: Entry): { userId: string | null; claimedBy: string | null } {
  return { userId: idOf(card.userId), claimedBy: idOf(card.claimedBy) };
}

/** Every account the cards name, each once and in one order, so that a query key is stable. */
export function accountIdsOf(cards: readonly Entry[]): string[] {
  const ids = cards.flatMap((card) => Object.values(cardLinks(card)));
  return [...new Set(ids.filter((id): id is string => id !== null))].sort();
}

/**
 * The accounts with these ids, by id: pages are read until all are found, the list ends, or
 * `MAX_ACCOUNT_PAGES` were read. An id not found is left out.
 */
export async function findAccounts(
  ids: readonly string[],
  readPage: (page: number) => Promise<AdminUsersPage>,
): Promise<Record<string, AdminUser>> {
  const wanted = new Set(ids);
  const found: Record<string, AdminUser> = {};
  for (let page = 1; wanted.size > 0 && page <= MAX_ACCOUNT_PAGES; page++) {
    const list = await readPage(page);
    for (const user of list.items) {
      if (wanted.delete(user.id)) found[user.id] = user;
    }
    if (list.items.length === 0 || page * list.pageSize >= list.matching) break;
  }
  return found;
}

/** The card each account keeps, by account id: a member keeps one card at most. */
export function keptCards(cards: readonly Entry[]): Map<string, string> {
  const kept = new Map<string, string>();
  for (const card of cards) {
    const { userId } = cardLinks(card);
    if (userId) kept.set(userId, String(card.name ?? ''));
  }
  return kept;
}

import type { AdminUser, AdminUsersPage } from '@common/admin/admin';
import { describe, expect, it } from 'vitest';
import { accountIdsOf, findAccounts, keptCards, MAX_ACCOUNT_PAGES } from './card-accounts';

const account = (n: number): AdminUser => ({
  id: `user-${n}`,
  email: `member${n}@example.org`,
  firstName: 'Member',
  lastName: String(n),
  profileImageUrl: null,
  role: 'member',
  isActive: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A user list of `total` accounts, two to a page, that counts the pages read. */
function userList(total: number) {
  const reads: number[] = [];
  const readPage = async (page: number): Promise<AdminUsersPage> => {
    reads.push(page);
    const items = Array.from({ length: total }, (_, n) => account(n + 1)).slice(
      (page - 1) * 2,
      page * 2,
    );
    const counts = { total, activeMembers: total, designers: 0, pending: 0, admins: 0 };
    return { items, page, pageSize: 2, matching: total, counts };
  };
  return { reads, readPage };
}

describe('the accounts the team cards name', () => {
  it('are each keeper and claimant once, in a stable order', () => {
    const cards = [
      { id: 'a', userId: 'user-3', claimedBy: null },
      { id: 'b', userId: null, claimedBy: 'user-1' },
      { id: 'c', userId: 'user-3', claimedBy: '' },
      { id: 'd' },
    ];
    expect(accountIdsOf(cards)).toEqual(['user-1', 'user-3']);
    expect(accountIdsOf([...cards].reverse())).toEqual(['user-1', 'user-3']);
  });

  it('are found by reading pages until the last one wanted turns up', async () => {
    const list = userList(9);
    const found = await findAccounts(['user-2', 'user-5'], list.readPage);
    expect(Object.keys(found).sort()).toEqual(['user-2', 'user-5']);
    expect(found['user-5']?.email).toBe('member5@example.org');
    expect(list.reads).toEqual([1, 2, 3]);
  });

  it('stop at the end of the list, leaving out an account it no longer has', async () => {
    const list = userList(3);
    const found = await findAccounts(['user-1', 'gone'], list.readPage);
    expect(Object.keys(found)).toEqual(['user-1']);
    expect(list.reads).toEqual([1, 2]);
  });

  it(`read at most ${MAX_ACCOUNT_PAGES} pages, and none when no card names an account`, async () => {
    const long = userList(MAX_ACCOUNT_PAGES * 2 + 10);
    expect(await findAccounts(['missing'], long.readPage)).toEqual({});
    expect(long.reads).toHaveLength(MAX_ACCOUNT_PAGES);

    const none = userList(5);
    expect(await findAccounts([], none.readPage)).toEqual({});
    expect(none.reads).toEqual([]);
  });

  it('tell which card each account keeps', () => {
    const kept = keptCards([
      { id: 'a', name: 'Jordan Vale', userId: 'user-1', claimedBy: null },
      { id: 'b', name: 'Priya Castellano', userId: null, claimedBy: 'user-2' },
    ]);
    expect([...kept]).toEqual([['user-1', 'Jordan Vale']]);
  });
});

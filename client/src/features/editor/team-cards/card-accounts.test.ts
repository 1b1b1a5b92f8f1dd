import { describe, expect, it } from 'vitest';
import { accountIdsOf, keptCards } from './card-accounts';

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

  it('tell which card each account keeps', () => {
    const kept = keptCards([
      { id: 'a', name: 'Jordan Vale', userId: 'user-1', claimedBy: null },
      { id: 'b', name: 'Priya Castellano', userId: null, claimedBy: 'user-2' },
    ]);
    expect([...kept]).toEqual([['user-1', 'Jordan Vale']]);
  });
});

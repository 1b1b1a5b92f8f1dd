// The accounts the team's cards name: which ones, and the card each account keeps.
import type { Entry } from '../editor-entities';

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

/** The card each account keeps, by account id: a member keeps one card at most. */
export function keptCards(cards: readonly Entry[]): Map<string, string> {
  const kept = new Map<string, string>();
  for (const card of cards) {
    const { userId } = cardLinks(card);
    if (userId) kept.set(userId, String(card.name ?? ''));
  }
  return kept;
}

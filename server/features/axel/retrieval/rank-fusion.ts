// Reciprocal rank fusion: lists ranked by different measures (cards and clauses, words and
// embeddings) merged by rank alone, since their scores cannot be compared.

/** The constant of Cormack et al. (2009): it damps the weight of the very first ranks. */
const K = 60;

/** The items of every list, best first by the sum of 1 / (K + rank) over the lists they are in. */
export function fuseByRank<T>(lists: T[][], keyOf: (item: T) => string): T[] {
  const fused = new Map<string, { item: T; score: number }>();
  for (const list of lists) {
    list.forEach((item, rank) => {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0 };
      entry.score += 1 / (K + rank + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score).map(({ item }) => item);
}

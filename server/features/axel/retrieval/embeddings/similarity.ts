// Sources ranked by the cosine similarity of their embeddings to the question's.

export function cosineSimilarity(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The items closest to the query, best first. */
export function rankBySimilarity<T>(
  query: number[],
  items: { item: T; vector: number[] }[],
  limit: number,
): T[] {
  return items
    .map(({ item, vector }) => ({ item, score: cosineSimilarity(query, vector) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ item }) => item);
}

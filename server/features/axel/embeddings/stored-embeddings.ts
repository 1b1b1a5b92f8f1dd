// Embeddings kept in the database (axel_embeddings), by model and the text's SHA-256: a text is
// embedded once, by whichever instance first needs it, and every instance reads it from there.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { axelEmbeddings } from '../../../db/axel-schema';
import type { Database } from '../../../db/client';
import type { Embedder } from './embedder';

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

/** The texts' vectors, in order: stored ones read, the others embedded now and stored. */
export async function storedEmbeddings(
  db: Database,
  embedder: Embedder,
  texts: string[],
  signal?: AbortSignal,
): Promise<number[][]> {
  const hashes = texts.map(sha256Of);
  const stored = new Map<string, number[]>();
  // In slices: a statement's parameters are limited, and a rulebook has hundreds of clauses.
  for (let start = 0; start < hashes.length; start += 500) {
    const rows = await db
      .select({ hash: axelEmbeddings.textSha256, vector: axelEmbeddings.vector })
      .from(axelEmbeddings)
      .where(
        and(
          eq(axelEmbeddings.model, embedder.name),
          inArray(axelEmbeddings.textSha256, hashes.slice(start, start + 500)),
        ),
      );
    for (const row of rows) stored.set(row.hash, row.vector);
  }
  const missing = [...new Set(hashes.filter((hash) => !stored.has(hash)))];
  if (missing.length > 0) {
    const missingTexts = missing.map((hash) => texts[hashes.indexOf(hash)] ?? '');
    const vectors = await embedder.embed(missingTexts, signal);
    // A provider that answers too few vectors, or empty ones, must not leave them stored for good.
    if (vectors.length !== missing.length || vectors.some((vector) => vector.length === 0)) {
      throw new Error(
        `The embeddings model answered ${vectors.length} vectors for ${missing.length}`,
      );
    }
    const rows = missing.map((hash, i) => ({
      model: embedder.name,
      textSha256: hash,
      vector: vectors[i] ?? [],
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insert(axelEmbeddings)
        .values(rows.slice(start, start + 200))
        .onConflictDoNothing();
    }
    for (const row of rows) stored.set(row.textSha256, row.vector);
  }
  return hashes.map((hash) => stored.get(hash) ?? []);
}

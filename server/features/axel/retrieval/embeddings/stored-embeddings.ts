// Embeddings kept in the database (axel_embeddings), by model and the text's SHA-256: a text is
// embedded once, by whichever instance first needs it, and every instance reads it from there.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { axelEmbeddings } from '../../../../db/schema/axel-schema';
import { slicesOf } from '../../slices';
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
  const textOf = new Map(hashes.map((hash, i) => [hash, texts[i] ?? '']));
  const stored = new Map<string, number[]>();
  for (const slice of slicesOf(hashes, 500)) {
    const rows = await db
      .select({ hash: axelEmbeddings.textSha256, vector: axelEmbeddings.vector })
      .from(axelEmbeddings)
      .where(
        and(eq(axelEmbeddings.model, embedder.name), inArray(axelEmbeddings.textSha256, slice)),
      );
    for (const row of rows) stored.set(row.hash, row.vector);
  }
  const missing = [...textOf.keys()].filter((hash) => !stored.has(hash));
  if (missing.length > 0) {
    const missingTexts = missing.map((hash) => textOf.get(hash) ?? '');
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
    for (const slice of slicesOf(rows, 200)) {
      await db.insert(axelEmbeddings).values(slice).onConflictDoNothing();
    }
    for (const row of rows) stored.set(row.textSha256, row.vector);
  }
  return hashes.map((hash) => stored.get(hash) ?? []);
}

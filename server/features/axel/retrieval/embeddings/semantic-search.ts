// The embeddings half of Axel's hybrid search: the sources (cards, and the rulebook's clauses)
// ranked by how close their embeddings are to the question's. The sources' vectors are computed
// once per instance and document (stored in the database for the others), in the background:
// until they are ready, and when the question's own embedding takes longer than
// EMBEDDING_TIME_LIMIT_MS, the question is searched by its words alone.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/database';
import type { AxelSource } from '../sources';
import type { Embedder } from './embedder';
import { rankBySimilarity } from './similarity';
import { storedEmbeddings } from './stored-embeddings';

const EMBEDDING_TIME_LIMIT_MS = 5000;

/** What a source's embedding is made of: its title, then its text. */
export const embeddingText = (source: AxelSource) => `${source.title}\n${source.text}`;

interface SourceVectors {
  key: string;
  /** Set once computed. */
  vectors?: number[][];
}

/** Per database: the vectors of the sources of one model and document, once computed. */
const vectorsBuilt = new WeakMap<Database, SourceVectors>();

/** The sources' vectors if ready; otherwise their computation is started, and none are given. */
function readySourceVectors(
  db: Database,
  embedder: Embedder,
  documentKey: string,
  sources: AxelSource[],
  log: FastifyBaseLogger,
): number[][] | undefined {
  const key = `${embedder.name}\n${documentKey}`;
  const built = vectorsBuilt.get(db);
  if (built?.key === key) return built.vectors;
  const entry: SourceVectors = { key };
  vectorsBuilt.set(db, entry);
  storedEmbeddings(db, embedder, sources.map(embeddingText)).then(
    (vectors) => {
      entry.vectors = vectors;
    },
    (error: unknown) => {
      log.warn({ err: error }, 'could not embed the rules for Axel; it will try again');
      if (vectorsBuilt.get(db) === entry) vectorsBuilt.delete(db);
    },
  );
  return undefined;
}

/** The sources closest to the question, best first; undefined while the sources' are not ready. */
export async function searchSemantically(
  { db, embedder, log }: { db: Database; embedder: Embedder; log: FastifyBaseLogger },
  documentKey: string,
  sources: AxelSource[],
  question: string,
  limit: number,
): Promise<AxelSource[] | undefined> {
  const vectors = readySourceVectors(db, embedder, documentKey, sources, log);
  if (!vectors) return undefined;
  const [query] = await embedder.embed([question], AbortSignal.timeout(EMBEDDING_TIME_LIMIT_MS));
  if (!query) return undefined;
  return rankBySimilarity(
    query,
    sources.map((item, i) => ({ item, vector: vectors[i] ?? [] })),
    limit,
  );
}

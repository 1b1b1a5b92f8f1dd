// The embeddings half of Axel's hybrid search: the sources (cards, and the rulebook's clauses)
// ranked by how close their embeddings are to the question's. The sources' vectors are computed
// once per instance and list of sources (stored in the database by their text, for the others and
// for the next list, which an edit of the catalogue or a new rulebook makes), in the background:
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
  model: string;
  /** The list the vectors are for, in its order: the catalogue's or the rulebook's, as indexed. */
  sources: AxelSource[];
  /** Set once computed. */
  vectors?: number[][];
}

/** Per database: the vectors of one model's embeddings of one list of sources, once computed. */
const vectorsBuilt = new WeakMap<Database, SourceVectors>();

/** The sources' vectors if ready; otherwise their computation is started, and none are given. */
function readySourceVectors(
  db: Database,
  embedder: Embedder,
  sources: AxelSource[],
  log: FastifyBaseLogger,
): number[][] | undefined {
  const built = vectorsBuilt.get(db);
  if (built?.model === embedder.name && built.sources === sources) return built.vectors;
  const entry: SourceVectors = { model: embedder.name, sources };
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
  sources: AxelSource[],
  question: string,
  limit: number,
): Promise<AxelSource[] | undefined> {
  const vectors = readySourceVectors(db, embedder, sources, log);
  if (!vectors) return undefined;
  const [query] = await embedder.embed([question], AbortSignal.timeout(EMBEDDING_TIME_LIMIT_MS));
  if (!query) return undefined;
  return rankBySimilarity(
    query,
    sources.map((item, i) => ({ item, vector: vectors[i] ?? [] })),
    limit,
  );
}

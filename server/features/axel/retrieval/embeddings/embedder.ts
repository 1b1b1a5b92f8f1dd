// Embeddings of texts from the OpenAI-compatible endpoint's /embeddings (AI_EMBEDDING_MODEL), for
// Axel's hybrid search; undefined when none is configured, and the search stays lexical.
import type { Config } from '../../../../config';
import { slicesOf } from '../../slices';

export interface Embedder {
  /** The model's name: stored vectors are kept per model. */
  name: string;
  /** One vector per text, in order. */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** Texts sent in one call: providers limit a call's inputs (OpenAI to 2048). */
const TEXTS_PER_CALL = 96;

export async function createEmbedder(ai: Config['ai']): Promise<Embedder | undefined> {
  const { embeddingModel, baseUrl } = ai;
  if (ai.provider !== 'openai-compatible' || !embeddingModel || !baseUrl) return undefined;
  const [{ embedMany }, { createOpenAICompatible }] = await Promise.all([
    import('ai'),
    import('@ai-sdk/openai-compatible'),
  ]);
  const model = createOpenAICompatible({
    name: 'axel',
    baseURL: baseUrl,
    apiKey: ai.apiKey,
  }).embeddingModel(embeddingModel);
  return {
    name: embeddingModel,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (const values of slicesOf(texts, TEXTS_PER_CALL)) {
        const { embeddings } = await embedMany({
          model,
          values,
          // A failure falls back to the lexical search at once: a retry would only make the
          // designer wait.
          maxRetries: 0,
          abortSignal: signal,
        });
        vectors.push(...embeddings);
      }
      return vectors;
    },
  };
}

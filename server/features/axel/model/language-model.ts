// The language model of AI_PROVIDER, through the AI SDK; undefined when none is configured. The
// provider's package is loaded only then: a site without a model does not carry the SDK.
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config';

export interface AxelModel {
  model: LanguageModel;
  /** The name usage rows and the cost estimate go by. */
  name: string;
}

export async function createAxelModel(ai: Config['ai']): Promise<AxelModel | undefined> {
  if (ai.provider === 'none' || !ai.model) return undefined;
  if (ai.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const anthropic = createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
    return { model: anthropic(ai.model), name: ai.model };
  }
  if (!ai.baseUrl) return undefined;
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({
    name: 'axel',
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    // Without it a streamed answer reports no token counts, and the budget could not be kept.
    includeUsage: true,
  });
  return { model: provider.chatModel(ai.model), name: ai.model };
}

// The language model of AI_PROVIDER, through the AI SDK; undefined when none is configured.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config';

export interface AxelModel {
  model: LanguageModel;
  /** The name usage rows and the cost estimate go by. */
  name: string;
}

export function createAxelModel(ai: Config['ai']): AxelModel | undefined {
  if (ai.provider === 'none' || !ai.model) return undefined;
  if (ai.provider === 'anthropic') {
    const anthropic = createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
    return { model: anthropic(ai.model), name: ai.model };
  }
  if (!ai.baseUrl) return undefined;
  const provider = createOpenAICompatible({
    name: 'axel',
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    // Without it a streamed answer reports no token counts, and the budget could not be kept.
    includeUsage: true,
  });
  return { model: provider.chatModel(ai.model), name: ai.model };
}

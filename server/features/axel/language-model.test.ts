// AI_PROVIDER picks the AI SDK provider Axel talks to; none means no model at all.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAxelModel } from './language-model';

const aiOf = (environment: Record<string, string>) => loadConfig(environment).ai;

describe('the language model of AI_PROVIDER', () => {
  it('is none by default', () => {
    expect(createAxelModel(aiOf({}))).toBeUndefined();
  });

  it('speaks the OpenAI chat completions protocol to AI_BASE_URL for openai-compatible', () => {
    const axel = createAxelModel(
      aiOf({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3.2',
      }),
    );

    expect(axel?.name).toBe('llama3.2');
    expect(axel?.model).toMatchObject({ provider: 'axel.chat', modelId: 'llama3.2' });
  });

  it('uses the Anthropic Messages API for anthropic', () => {
    const axel = createAxelModel(
      aiOf({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'test-key', AI_MODEL: 'claude-sonnet-4-5' }),
    );

    expect(axel?.name).toBe('claude-sonnet-4-5');
    expect(axel?.model).toMatchObject({
      provider: 'anthropic.messages',
      modelId: 'claude-sonnet-4-5',
    });
  });
});

// Axel, the AI design assistant (issue 7): the ask and usage contracts shared with the client.
import { z } from 'zod';

export const AXEL_PROMPT_MAX_LENGTH = 2000;
/** The server reads at most this many of the latest history turns. */
export const AXEL_HISTORY_MAX_TURNS = 10;

/** Longer than any answer Axel writes; it bounds what one question can cost in history. */
export const AXEL_HISTORY_TURN_MAX_LENGTH = 8000;

export const axelHistoryTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(
      AXEL_HISTORY_TURN_MAX_LENGTH,
      `A history turn is limited to ${AXEL_HISTORY_TURN_MAX_LENGTH} characters`,
    ),
});

export const axelAskSchema = z.object({
  prompt: z
    .string({ error: 'Please enter a question for Axel' })
    .trim()
    .min(1, 'Please enter a question for Axel')
    .max(
      AXEL_PROMPT_MAX_LENGTH,
      `Questions to Axel are limited to ${AXEL_PROMPT_MAX_LENGTH} characters`,
    ),
  history: z.array(axelHistoryTurnSchema).max(200).optional().default([]),
});

export const axelCitationSchema = z.object({ id: z.string(), title: z.string() });

export const axelAnswerSchema = z.object({
  /** Markdown; cited cards appear as links to /rules#<id>. */
  message: z.string(),
  suggestions: z.array(z.string()),
  citations: z.array(axelCitationSchema),
});

export const axelUsageRowSchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  model: z.string(),
  requests: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  estimatedCostUsd: z.number(),
});

export const axelUsageSchema = z.object({ rows: z.array(axelUsageRowSchema) });

/** Server-sent events of a streamed answer, in the order they come. */
export const axelStreamEvents = ['citations', 'delta', 'done', 'error'] as const;
export type AxelStreamEvent = (typeof axelStreamEvents)[number];

export type AxelHistoryTurn = z.infer<typeof axelHistoryTurnSchema>;
export type AxelAsk = z.input<typeof axelAskSchema>;
export type AxelCitation = z.infer<typeof axelCitationSchema>;
export type AxelAnswer = z.infer<typeof axelAnswerSchema>;
export type AxelUsageRow = z.infer<typeof axelUsageRowSchema>;
export type AxelUsage = z.infer<typeof axelUsageSchema>;

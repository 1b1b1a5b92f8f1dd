// Axel, the AI design assistant: the ask and usage contracts shared with the client.
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
  /** Continues this saved conversation: the server reads its history and ignores `history`. */
  conversationId: z.uuid('Conversation not found').optional(),
});

/**
 * A source of an answer: a card of the rules catalogue (`/rules#<id>`) or a clause of the uploaded
 * rulebook (the PDF at its page), with the passage the model was given.
 */
export const axelCitationSchema = z.object({
  kind: z.enum(['card', 'clause']),
  /** The card's id, or the clause's number ("B.3.4.2"): what the model cites. */
  id: z.string(),
  /** "Ground Clearance and Suspension Travel", or "B.3.4.2 Ground clearance, p. 41". */
  title: z.string(),
  href: z.string(),
  passage: z.string(),
});

export const axelAnswerSchema = z.object({
  /** Markdown; cited cards appear as links to /rules#<id>. */
  message: z.string(),
  suggestions: z.array(z.string()),
  citations: z.array(axelCitationSchema),
  // Where the answer was saved. Optional: an answer whose conversation was deleted while it was
  // being written is shown but not kept, and clients of the first contract ignore them.
  conversationId: z.string().optional(),
  turnId: z.number().int().optional(),
});

export const axelUsageRowSchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The model's name, or AXEL_NO_MODEL for the questions answered from the rules alone. */
  model: z.string(),
  /** The questions answered, with a model or without one. */
  questions: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  estimatedCostUsd: z.number(),
});

/** The usage rows' model for questions answered without a language model (AI_PROVIDER=none). */
export const AXEL_NO_MODEL = 'none';

export const axelUsageSchema = z.object({ rows: z.array(axelUsageRowSchema) });

/** Server-sent events of a streamed answer, in the order they come. */
export const axelStreamEvents = ['conversation', 'citations', 'delta', 'done', 'error'] as const;
export type AxelStreamEvent = (typeof axelStreamEvents)[number];

export type AxelHistoryTurn = z.infer<typeof axelHistoryTurnSchema>;
export type AxelAsk = z.input<typeof axelAskSchema>;
export type AxelCitation = z.infer<typeof axelCitationSchema>;
export type AxelAnswer = z.infer<typeof axelAnswerSchema>;
export type AxelUsageRow = z.infer<typeof axelUsageRowSchema>;
export type AxelUsage = z.infer<typeof axelUsageSchema>;

// A designer's saved conversations with Axel and the feedback on its answers: the API's paths and
// shapes, for the server's routes, the /axel page and the admin panel.
import { z } from 'zod';
import { axelCitationSchema } from './axel';

/** A conversation's title: its first question until renamed. */
export const AXEL_CONVERSATION_TITLE_MAX_LENGTH = 120;
export const AXEL_FEEDBACK_COMMENT_MAX_LENGTH = 1000;
/** A conversation nobody has asked in for this long is deleted. */
export const AXEL_CONVERSATION_UNUSED_DAYS = 180;
/** The admin panel shows at most this many rated answers, newest first. */
export const AXEL_FEEDBACK_LIST_LIMIT = 200;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const ANSWER_NOT_FOUND = 'Answer not found';

/** GET: the asking designer's conversations, the one used last first. */
export const AXEL_CONVERSATIONS_PATH = '/api/axel/conversations';
/** GET: the conversation with its answers; PATCH { title } renames it; DELETE deletes it. */
export const axelConversationPath = (id: string) =>
  `${AXEL_CONVERSATIONS_PATH}/${encodeURIComponent(id)}`;
/** PUT { rating, comment }: the designer's thumbs up or down on one answer. */
export const axelTurnFeedbackPath = (conversationId: string, turnId: number) =>
  `${axelConversationPath(conversationId)}/turns/${turnId}/feedback`;
/** GET (admins): the rated answers with their questions. */
export const AXEL_FEEDBACK_PATH = '/api/admin/axel-feedback';

/**
 * Any text is accepted as an id: one that names none of the asker's conversations (another
 * person's, a deleted one, a malformed one) is answered "Conversation not found" alike.
 */
export const axelConversationParamsSchema = z.object({ id: z.string().max(100) });
export const axelTurnParamsSchema = axelConversationParamsSchema.extend({
  turnId: z.string().max(30),
});

export const axelConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO timestamps. */
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type AxelConversationSummary = z.infer<typeof axelConversationSummarySchema>;

export const axelConversationListSchema = z.object({
  conversations: z.array(axelConversationSummarySchema),
  /**
   * Whether a language model writes Axel's answers. Without one Axel lists the rules its search
   * finds, and no question costs money: the /axel page, which reads this list first, says which.
   */
  hasLanguageModel: z.boolean(),
});
export type AxelConversationList = z.infer<typeof axelConversationListSchema>;

export const axelRatings = ['up', 'down'] as const;
export type AxelRating = (typeof axelRatings)[number];

export const axelTurnSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Markdown as the designer read it, citations linked. */
  answer: z.string(),
  citations: z.array(axelCitationSchema),
  /** The designer left before the answer was finished: `answer` is what was written until then. */
  stopped: z.boolean(),
  rating: z.enum(axelRatings).nullable(),
  comment: z.string().nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type AxelTurn = z.infer<typeof axelTurnSchema>;

export const axelConversationSchema = axelConversationSummarySchema.extend({
  turns: z.array(axelTurnSchema),
});
export type AxelConversation = z.infer<typeof axelConversationSchema>;

export const axelConversationRenameSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(
      AXEL_CONVERSATION_TITLE_MAX_LENGTH,
      `Title is limited to ${AXEL_CONVERSATION_TITLE_MAX_LENGTH} characters`,
    ),
});
export type AxelConversationRename = z.infer<typeof axelConversationRenameSchema>;

export const axelFeedbackSchema = z.object({
  /** null takes the rating (and its comment) back. */
  rating: z.enum(axelRatings, { error: 'Rating must be up, down or null' }).nullable(),
  comment: z
    .string({ error: 'Comment must be text' })
    .trim()
    .max(
      AXEL_FEEDBACK_COMMENT_MAX_LENGTH,
      `Comment is limited to ${AXEL_FEEDBACK_COMMENT_MAX_LENGTH} characters`,
    )
    .optional(),
});
export type AxelFeedback = z.input<typeof axelFeedbackSchema>;

/** What a turn's feedback became. */
export const axelTurnFeedbackSchema = axelTurnSchema.pick({
  id: true,
  rating: true,
  comment: true,
});
export type AxelTurnFeedback = z.infer<typeof axelTurnFeedbackSchema>;

export const axelFeedbackRowSchema = z.object({
  turnId: z.number().int(),
  /** The designer's name (their email when they have none). */
  name: z.string(),
  question: z.string(),
  /** The answer's first few hundred characters, as Markdown. */
  answerExcerpt: z.string(),
  /** The designer left before the answer was finished. */
  stopped: z.boolean(),
  rating: z.enum(axelRatings),
  comment: z.string().nullable(),
  /** ISO timestamp. */
  ratedAt: z.string(),
});
export type AxelFeedbackRow = z.infer<typeof axelFeedbackRowSchema>;

export const axelFeedbackListSchema = z.object({ rows: z.array(axelFeedbackRowSchema) });
export type AxelFeedbackList = z.infer<typeof axelFeedbackListSchema>;

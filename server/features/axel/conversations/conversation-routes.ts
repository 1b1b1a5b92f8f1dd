// A designer's saved conversations with Axel: listed, read, renamed, deleted and their answers
// rated, by their owner only; and, for admins, the feedback with its questions. The list also says
// whether a language model answers, for the /axel page.
import {
  AXEL_CONVERSATIONS_PATH,
  AXEL_FEEDBACK_PATH,
  axelConversationListSchema,
  axelConversationParamsSchema,
  axelConversationRenameSchema,
  axelConversationSchema,
  axelConversationSummarySchema,
  axelFeedbackListSchema,
  axelFeedbackSchema,
  axelTurnFeedbackSchema,
  axelTurnParamsSchema,
} from '../../../../common/axel/axel-conversations';
import { signedInUser } from '../../../http/access-guard';
import { perUserRateLimit } from '../../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../../http/zod-app';
import {
  deleteConversation,
  listConversations,
  rateTurn,
  readConversation,
  renameConversation,
} from './conversation-store';
import { reportAxelFeedback } from './feedback-report';

const designers = { access: 'designer' } as const;
/** Renaming and rating write a row each: more than a person does in a minute is a script. */
const designersWriting = { ...designers, rateLimit: perUserRateLimit(30, '1 minute') } as const;
const ONE = `${AXEL_CONVERSATIONS_PATH}/:id`;

export interface ConversationRoutesOptions {
  /** Whether a language model answers: the list tells the /axel page. */
  hasLanguageModel: boolean;
}

export async function conversationRoutes(
  app: ZodApp,
  { hasLanguageModel }: ConversationRoutesOptions,
) {
  const { db } = app.deps;

  app.get(
    AXEL_CONVERSATIONS_PATH,
    { config: designers, schema: { response: { 200: axelConversationListSchema } } },
    (request) => listConversations(db, signedInUser(request).id, hasLanguageModel),
  );
  app.get(
    ONE,
    {
      config: designers,
      schema: { params: axelConversationParamsSchema, response: { 200: axelConversationSchema } },
    },
    (request) => readConversation(db, signedInUser(request).id, request.params.id),
  );
  app.patch(
    ONE,
    {
      config: designersWriting,
      schema: {
        params: axelConversationParamsSchema,
        body: axelConversationRenameSchema,
        response: { 200: axelConversationSummarySchema },
      },
    },
    (request) =>
      renameConversation(db, signedInUser(request).id, request.params.id, request.body.title),
  );
  app.delete(
    ONE,
    { config: designers, schema: { params: axelConversationParamsSchema } },
    async (request, reply) => {
      await deleteConversation(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    `${ONE}/turns/:turnId/feedback`,
    {
      config: designersWriting,
      schema: {
        params: axelTurnParamsSchema,
        body: axelFeedbackSchema,
        response: { 200: axelTurnFeedbackSchema },
      },
    },
    (request) => {
      const { id, turnId } = request.params;
      return rateTurn(db, signedInUser(request).id, id, turnId, request.body);
    },
  );

  app.get(
    AXEL_FEEDBACK_PATH,
    { config: { access: 'admin' }, schema: { response: { 200: axelFeedbackListSchema } } },
    () => reportAxelFeedback(db),
  );
}

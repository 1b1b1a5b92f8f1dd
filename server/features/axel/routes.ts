import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { axelAnswerSchema, axelAskSchema, axelUsageSchema } from '../../../common/axel/axel';
import { RULEBOOK_READING_PATH, rulebookReadingSchema } from '../../../common/rules/rulebook';
import { signedInUser } from '../../http/access-guard';
import { perUserRateLimit } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { readCachedClubSettings } from '../content/club-settings';
import { readRulesCatalogue } from '../rules/catalogue';
import type { AxelContext } from './answer';
import { askAxel } from './ask-axel';
import type { AskedQuestion } from './conversations/conversation-answers';
import { startConversationCleanup } from './conversations/conversation-cleanup';
import { conversationRoutes } from './conversations/conversation-routes';
import { createAxelModel } from './model/language-model';
import type { ModelTimeLimits } from './model/time-limits';
import { createEmbedder } from './retrieval/embeddings/embedder';
import { describeRulebookReading } from './rulebook/rulebook-reading';
import { streamAxel } from './stream-axel';
import { reportAxelUsage } from './usage-report';

export interface AxelRoutesOptions {
  /** How long a model call may take; MODEL_TIME_LIMITS unless a test wants less. */
  timeLimits?: ModelTimeLimits;
}

/** Enough for a conversation, not for a script running up a bill. */
const ASK_RATE_LIMIT = perUserRateLimit(10, '1 minute');

// Fastify sends a stream as it is, unserialized; the schema checks the JSON answer.
const answerOrEventStream = z.union([
  axelAnswerSchema,
  z.custom<Readable>((value) => value instanceof Readable),
]);

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

export async function axelRoutes(app: ZodApp, options: AxelRoutesOptions) {
  const context: AxelContext = {
    db: app.deps.db,
    readCatalogue: () => readRulesCatalogue(app.deps),
    readRulesTitle: async () => (await readCachedClubSettings(app.deps)).rulesDocumentTitle,
    log: app.log,
    model: await createAxelModel(app.deps.config.ai),
    embedder: await createEmbedder(app.deps.config.ai),
    dailyTokens: app.deps.config.ai.dailyTokens,
    timeLimits: options.timeLimits,
  };

  app.post(
    '/api/axel/ask',
    {
      config: { access: 'designer', rateLimit: ASK_RATE_LIMIT },
      bodyLimit: 128 * 1024,
      schema: { body: axelAskSchema, response: { 200: answerOrEventStream } },
    },
    async (request, reply) => {
      const question: AskedQuestion = { userId: signedInUser(request).id, ...request.body };
      if (!wantsStream(request)) return askAxel(context, question);

      const clientGone = new AbortController();
      reply.raw.on('close', () => clientGone.abort());
      const events = await streamAxel(context, question, clientGone.signal);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache')
          // A reverse proxy (nginx) would otherwise hold the answer back until it is complete.
          .header('x-accel-buffering', 'no')
          .send(Readable.from(events))
      );
    },
  );

  app.get(
    RULEBOOK_READING_PATH,
    { config: { access: 'admin' }, schema: { response: { 200: rulebookReadingSchema } } },
    () => describeRulebookReading(app.deps.db),
  );

  app.get(
    '/api/admin/axel-usage',
    { config: { access: 'admin' }, schema: { response: { 200: axelUsageSchema } } },
    () => reportAxelUsage(app.deps.db),
  );

  await app.register(conversationRoutes, { hasLanguageModel: context.model !== undefined });
  app.addHook('onClose', startConversationCleanup(app.deps.db, app.log));
}

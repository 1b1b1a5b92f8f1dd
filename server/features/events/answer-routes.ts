// Members' answers to events (RSVP): each active member's own, and every answer for admins.
import { z } from 'zod';
import {
  eventAnswerListSchema,
  eventAnswerPath,
  eventAnswerRequestSchema,
  eventAnswersPath,
  ownEventAnswerSchema,
} from '../../../common/events/event-answers';
import { signedInUser } from '../../http/access-guard';
import { sendCsv } from '../../http/csv';
import { CSV_EXPORT_RATE_LIMIT } from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { answerEvent, answersCsv, listAnswers, readOwnAnswer } from './event-answers';
import { writeDueReminders } from './event-reminders';

const membersOnly = { access: 'activeMember' } as const;
const adminOnly = { access: 'admin' } as const;
const params = z.object({ id: z.uuid({ error: 'Event not found' }) });

export async function eventAnswerRoutes(app: ZodApp) {
  const { db } = app.deps;
  app.get(
    eventAnswerPath(':id'),
    { config: membersOnly, schema: { params, response: { 200: ownEventAnswerSchema.nullable() } } },
    (request) => readOwnAnswer(db, request.params.id, signedInUser(request)),
  );
  app.put(
    eventAnswerPath(':id'),
    {
      config: membersOnly,
      schema: { params, body: eventAnswerRequestSchema, response: { 200: ownEventAnswerSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const own = await answerEvent(db, id, signedInUser(request), request.body.answer);
      // Within a day of the start, the reminder goes at once rather than at the next round.
      if (own.answer === 'going' && !own.waiting) await writeDueReminders(app.deps, new Date(), id);
      return own;
    },
  );
  app.get(
    eventAnswersPath(':id'),
    { config: adminOnly, schema: { params, response: { 200: eventAnswerListSchema } } },
    (request) => listAnswers(db, request.params.id),
  );
  app.get(
    `${eventAnswersPath(':id')}.csv`,
    { config: { ...adminOnly, rateLimit: CSV_EXPORT_RATE_LIMIT }, schema: { params } },
    async (request, reply) => {
      const { filename, csv } = await answersCsv(db, request.params.id);
      return sendCsv(reply, filename, csv);
    },
  );
}

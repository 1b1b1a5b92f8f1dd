// The weekly meeting (decision 54): whether a member is reminded of each one, and its occurrences,
// one of which an admin cancels ("No meeting: spring break"), moves, or gives back its times.
import { z } from 'zod';
import { eventSchema } from '../../../common/events/events';
import {
  MEETING_REMINDERS_PATH,
  meetingOccurrencePath,
  meetingRemindersSchema,
  NOT_A_SERIES_MESSAGE,
  occurrenceChangeSchema,
  occurrenceDateSchema,
} from '../../../common/events/meeting-series';
import { signedInUser } from '../../http/access-guard';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { readMeetingReminders, setMeetingReminders } from './meeting-reminders';
import { changeOccurrence } from './meeting-series';

const params = z.object({
  id: z.uuid({ error: NOT_A_SERIES_MESSAGE }),
  date: occurrenceDateSchema,
});

export async function meetingRoutes(app: ZodApp) {
  const { db } = app.deps;
  const membersOnly = { access: 'activeMember' } as const;
  app.get(
    MEETING_REMINDERS_PATH,
    { config: membersOnly, schema: { response: { 200: meetingRemindersSchema } } },
    (request) => readMeetingReminders(db, signedInUser(request)),
  );
  app.put(
    MEETING_REMINDERS_PATH,
    {
      config: membersOnly,
      schema: { body: meetingRemindersSchema, response: { 200: meetingRemindersSchema } },
    },
    (request) => setMeetingReminders(db, signedInUser(request), request.body),
  );

  app.put(
    meetingOccurrencePath(':id', ':date'),
    {
      config: { access: 'admin' },
      schema: { params, body: occurrenceChangeSchema, response: { 200: eventSchema } },
    },
    (request) =>
      changeOccurrence(
        app.deps,
        actorOf(request),
        request.params.id,
        request.params.date,
        request.body,
      ),
  );
}

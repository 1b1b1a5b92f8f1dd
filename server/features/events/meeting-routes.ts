// The weekly meeting's occurrences (decision 54): an admin cancels one ("No meeting: spring
// break"), moves it, or gives it back the series' times.
import { z } from 'zod';
import { eventSchema } from '../../../common/events/events';
import {
  meetingOccurrencePath,
  NOT_A_SERIES_MESSAGE,
  occurrenceChangeSchema,
  occurrenceDateSchema,
} from '../../../common/events/meeting-series';
import type { ZodApp } from '../../http/zod-app';
import { actorOf } from '../audit/actor';
import { changeOccurrence } from './meeting-series';

const params = z.object({
  id: z.uuid({ error: NOT_A_SERIES_MESSAGE }),
  date: occurrenceDateSchema,
});

export async function meetingRoutes(app: ZodApp) {
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

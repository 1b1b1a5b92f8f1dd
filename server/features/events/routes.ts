// The club's calendar beside its pages (decision 54). Creating, changing and deleting an event are
// the website editor's routes (server/features/editor/routes.ts), as for every kind of entry.
import { z } from 'zod';
import { EVENTS_PATH, eventRangeSchema, eventSchema } from '../../../common/events/events';
import { findSignedInUser } from '../../http/sessions/sessions';
import type { ZodApp } from '../../http/zod-app';
import { listEvents } from './event-list';

export async function eventRoutes(app: ZodApp) {
  // Public, so the access guard looks up no session: members-only events need the viewer's.
  app.get(
    EVENTS_PATH,
    {
      config: { access: 'public' },
      schema: { querystring: eventRangeSchema, response: { 200: z.array(eventSchema) } },
    },
    async (request, reply) => {
      const viewer = await findSignedInUser(app.deps, request);
      // What a visitor sees depends on who they are: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache');
      return listEvents(app.deps, viewer, request.query);
    },
  );
}

// The club's calendar beside its pages (decision 54). Creating, changing and deleting an event are
// the website editor's routes (server/features/editor/routes.ts), as for every kind of entry.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { eventCalendarFilePath } from '../../../common/events/event-pages';
import {
  EVENTS_FEED_PATH,
  EVENTS_PATH,
  EVENTS_SUBSCRIBE_PATH,
  eventRangeSchema,
  eventSchema,
} from '../../../common/events/events';
import { MEETING_SLUG } from '../../../common/events/meeting-series';
import { AppError } from '../../http/app-error';
import { findSignedInUser } from '../../http/sessions/sessions';
import type { ZodApp } from '../../http/zod-app';
import { readCachedClubSettings } from '../content/club-settings';
import { eventFeed } from './event-feed';
import { listEvents, readEventBySlug, readEvents } from './event-list';
import { readMeetingSeries } from './meeting-series';
import { personalFeedRoutes } from './personal-feed-routes';

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

  // A calendar reads it again every hour or so; the public events alone.
  app.get(EVENTS_FEED_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    const { clubName, timeZone } = await readCachedClubSettings(app.deps);
    const rows = await readEvents(app.deps.db, { membersToo: false, range: {}, timeZone });
    const meeting = await readMeetingSeries(app.deps.db);
    const publicUrl = app.deps.config.publicUrl;
    const feed = eventFeed({ publicUrl, clubName, timeZone, rows, meeting });
    return sendCalendar(reply.header('cache-control', 'public, max-age=300'), feed);
  });

  app.get(EVENTS_SUBSCRIBE_PATH, { config: { access: 'public' } }, (_request, reply) =>
    reply.redirect(`webcal://${app.deps.config.publicUrl.host}${EVENTS_FEED_PATH}`),
  );

  // "Add to calendar" on an event's page: the one event, as a file a calendar opens. The same UID
  // as in the feeds, so that a calendar that has both keeps one copy.
  app.get(
    eventCalendarFilePath(':slug'),
    { config: { access: 'public' }, schema: { params: z.object({ slug: z.string().max(200) }) } },
    async (request, reply) => {
      const { slug } = request.params;
      const viewer = await findSignedInUser(app.deps, request);
      const { clubName, timeZone } = await readCachedClubSettings(app.deps);
      const content = { publicUrl: app.deps.config.publicUrl, clubName, timeZone };
      const meeting = slug === MEETING_SLUG ? await readMeetingSeries(app.deps.db) : undefined;
      const row = meeting ? undefined : await readEventBySlug(app.deps.db, slug, viewer);
      if (!meeting && !row) throw new AppError(404, 'Event not found');
      const file = eventFeed({ ...content, rows: row ? [row] : [], meeting });
      return sendCalendar(
        reply
          .header('content-disposition', `attachment; filename="${slug}.ics"`)
          .header('cache-control', 'private, no-cache'),
        file,
      );
    },
  );

  await personalFeedRoutes(app);
}

const sendCalendar = (reply: FastifyReply, calendar: string) =>
  reply.type('text/calendar; charset=utf-8').send(calendar);

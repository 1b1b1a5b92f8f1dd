import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  clockifySyncStatusSchema,
  clockifyUsageSchema,
  timeEntriesExportQuerySchema,
} from '../../../common/time-tracking/clockify-sync';
import { teamHoursSchema } from '../../../common/time-tracking/team-hours';
import {
  clockifyProjectsSchema,
  clockifyUserStatusSchema,
  connectedAccountSchema,
  startTimerSchema,
  timeEntriesSchema,
  timeEntryParamsSchema,
  timeEntrySchema,
  updateApiKeySchema,
} from '../../../common/time-tracking/time-tracking';
import { signedInUser } from '../../http/access-guard';
import { sendCsv } from '../../http/csv';
import { registerErrorHandling } from '../../http/errors';
import {
  CSV_EXPORT_RATE_LIMIT,
  perUserRateLimit,
} from '../../http/rate-limits/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { getUserStatus, removeApiKey, updateApiKey } from './api-key';
import { getSyncStatus, listProjects, listTimeEntries, refreshNow } from './dashboard';
import { exportTeamHours, exportTimeEntries } from './exports';
import { receiveWebhook } from './record/webhook-delivery';
import { getTeamHours } from './team-hours';
import { startTimer, stopTimer } from './timers';
import { getClockifyUsage } from './usage';

const membersOnly = { access: 'activeMember' } as const;
/** Each try asks Clockify (whose limit the whole workspace shares): enough for typos, not guessing. */
const KEY_CHECK_RATE_LIMIT = perUserRateLimit(10, '15 minutes');
const memberId = (request: FastifyRequest) => signedInUser(request).id;
/** An export of old days asks Clockify, whose limit the whole workspace shares. */
const EXPORT_RATE_LIMIT = perUserRateLimit(10, '15 minutes');
/**
 * A member starts and stops a few timers a day. Each start and stop goes to Clockify, whose calls the
 * whole workspace shares, so one member's script must not spend them: this many of each in ten
 * minutes, then 429.
 */
const TIMER_RATE_LIMIT = perUserRateLimit(30, '10 minutes');
/** Clockify delivers each change of the team once; a burst of edits stays well inside this. */
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };
const oneHeader = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export async function timeTrackingRoutes(app: ZodApp) {
  await app.register(apiKeyRoutes);

  app.get(
    '/api/clockify/projects',
    { config: membersOnly, schema: { response: { 200: clockifyProjectsSchema } } },
    (request) => listProjects(app.deps, memberId(request)),
  );
  app.get(
    '/api/clockify/time-entries',
    { config: membersOnly, schema: { response: { 200: timeEntriesSchema } } },
    (request) => listTimeEntries(app.deps, memberId(request)),
  );
  app.post(
    '/api/clockify/time-entries/start',
    {
      config: { ...membersOnly, rateLimit: TIMER_RATE_LIMIT },
      schema: { body: startTimerSchema, response: { 201: timeEntrySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await startTimer(app.deps, memberId(request), request.body)),
  );
  app.put(
    '/api/clockify/time-entries/:id/stop',
    {
      config: { ...membersOnly, rateLimit: TIMER_RATE_LIMIT },
      schema: { params: timeEntryParamsSchema, response: { 200: timeEntrySchema } },
    },
    (request) => stopTimer(app.deps, memberId(request), request.params.id),
  );
  app.get(
    '/api/clockify/sync-status',
    { config: membersOnly, schema: { response: { 200: clockifySyncStatusSchema } } },
    (request) => getSyncStatus(app.deps, memberId(request)),
  );
  app.post(
    '/api/clockify/refresh',
    { config: membersOnly, schema: { response: { 200: clockifySyncStatusSchema } } },
    (request) => refreshNow(app.deps, memberId(request)),
  );
  app.get(
    '/api/clockify/time-entries/export',
    {
      config: { ...membersOnly, rateLimit: EXPORT_RATE_LIMIT },
      schema: { querystring: timeEntriesExportQuerySchema },
    },
    async (request, reply) => {
      const { filename, csv } = await exportTimeEntries(app.deps, memberId(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  );
  app.post(
    '/api/clockify/webhook',
    { config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT } },
    (request) =>
      receiveWebhook(app.deps, {
        signature: oneHeader(request.headers['clockify-signature']),
        event: oneHeader(request.headers['clockify-webhook-event-type']),
        body: request.body,
      }),
  );
  app.get(
    '/api/clockify/team-hours',
    { config: { access: 'admin' }, schema: { response: { 200: teamHoursSchema } } },
    () => getTeamHours(app.deps),
  );
  app.get(
    '/api/clockify/team-hours/export',
    { config: { access: 'admin', rateLimit: CSV_EXPORT_RATE_LIMIT } },
    async (_, reply) => {
      const { filename, csv } = await exportTeamHours(app.deps.timeTracking.teamHours);
      return sendCsv(reply, filename, csv);
    },
  );
  app.get(
    '/api/clockify/usage',
    { config: { access: 'admin' }, schema: { response: { 200: clockifyUsageSchema } } },
    () => getClockifyUsage(app.deps),
  );
}

/** The key routes answer failures as `{ error, message }`: the profile's toasts read `error`. */
async function apiKeyRoutes(app: ZodApp) {
  registerErrorHandling(app, { messageAsError: true });

  app.get(
    '/api/clockify/user-status',
    { config: membersOnly, schema: { response: { 200: clockifyUserStatusSchema } } },
    (request) => getUserStatus(app.deps, memberId(request)),
  );
  app.put(
    '/api/clockify/update-api-key',
    {
      config: { ...membersOnly, rateLimit: KEY_CHECK_RATE_LIMIT },
      schema: { body: updateApiKeySchema, response: { 200: connectedAccountSchema } },
    },
    (request) => updateApiKey(app.deps, memberId(request), request.body),
  );
  app.delete(
    '/api/clockify/remove-api-key',
    {
      config: membersOnly,
      schema: { response: { 200: z.object({ success: z.literal(true) }) } },
    },
    (request) => removeApiKey(app.deps, memberId(request)),
  );
}

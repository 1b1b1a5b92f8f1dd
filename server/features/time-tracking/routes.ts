import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { teamHoursSchema } from '../../../common/team-hours';
import {
  clockifyProjectSchema,
  clockifyUserStatusSchema,
  connectedAccountSchema,
  startTimerSchema,
  timeEntryParamsSchema,
  timeEntrySchema,
  updateApiKeySchema,
} from '../../../common/time-tracking';
import { signedInUser } from '../../http/access-guard';
import { registerErrorHandling } from '../../http/errors';
import { perUserRateLimit } from '../../http/per-user-rate-limit';
import type { ZodApp } from '../../http/zod-app';
import { getUserStatus, removeApiKey, updateApiKey } from './api-key';
import { listProjects, listTimeEntries } from './dashboard';
import { getTeamHours } from './team-hours';
import { startTimer, stopTimer } from './timers';

const membersOnly = { access: 'activeMember' } as const;
/** Each try asks Clockify (whose limit the whole workspace shares): enough for typos, not guessing. */
const KEY_CHECK_RATE_LIMIT = perUserRateLimit(10, '15 minutes');
const memberId = (request: FastifyRequest) => signedInUser(request).id;

export async function timeTrackingRoutes(app: ZodApp) {
  await app.register(apiKeyRoutes);

  app.get(
    '/api/clockify/projects',
    { config: membersOnly, schema: { response: { 200: z.array(clockifyProjectSchema) } } },
    (request) => listProjects(app.deps, memberId(request)),
  );
  app.get(
    '/api/clockify/time-entries',
    { config: membersOnly, schema: { response: { 200: z.array(timeEntrySchema) } } },
    (request) => listTimeEntries(app.deps, memberId(request)),
  );
  app.post(
    '/api/clockify/time-entries/start',
    { config: membersOnly, schema: { body: startTimerSchema, response: { 201: timeEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await startTimer(app.deps, memberId(request), request.body)),
  );
  app.put(
    '/api/clockify/time-entries/:id/stop',
    {
      config: membersOnly,
      schema: { params: timeEntryParamsSchema, response: { 200: timeEntrySchema } },
    },
    (request) => stopTimer(app.deps, memberId(request), request.params.id),
  );
  app.get(
    '/api/clockify/team-hours',
    { config: { access: 'admin' }, schema: { response: { 200: teamHoursSchema } } },
    () => getTeamHours(app.deps),
  );
}

/** The key routes answer failures as `{ error, message }` (spec section 7). */
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

// Builds the Fastify app from a configuration and an open database. Tests build it the same way.
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { serializeError } from './error-log';
import { adminRoutes } from './features/admin/routes';
import { devLoginRoutes } from './features/auth/dev-login-routes';
import { createOidcClient } from './features/auth/oidc-client';
import { authRoutes } from './features/auth/routes';
import type { ModelTimeLimits } from './features/axel/model/time-limits';
import { axelRoutes } from './features/axel/routes';
import { contactRoutes } from './features/contact/routes';
import { contentRoutes } from './features/content/routes';
import { openSharedPublicCache } from './features/content/shared-public-cache';
import { editorRoutes } from './features/editor/routes';
import { eventAnswerRoutes } from './features/events/answer-routes';
import { startEventReminders } from './features/events/event-reminders';
import { meetingRoutes } from './features/events/meeting-routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { historyRoutes } from './features/history/routes';
import {
  createMailSender,
  type MailSenderOptions,
  startMailSender,
} from './features/mail/mail-sender';
import { mailRoutes } from './features/mail/routes';
import { adoptLegacyRulesDocument } from './features/members/legacy-rules-document';
import { membersRoutes } from './features/members/routes';
import { startNewsSchedule } from './features/news/scheduled-news';
import { pageTextRoutes } from './features/page-texts/routes';
import { registerClientApp } from './features/pages/client-app';
import { makePageServer } from './features/pages/page-server';
import { seedRulesCatalogue } from './features/rules/seed-catalogue';
import { seoRoutes } from './features/seo/routes';
import { teamCardRoutes } from './features/team-cards/routes';
import { startClockifyBackground } from './features/time-tracking/record/background';
import { timeTrackingRoutes } from './features/time-tracking/routes';
import {
  createTimeTracking,
  type TimeTrackingOptions,
} from './features/time-tracking/time-tracking';
import { moveDiskUploads } from './features/uploads/move-disk-uploads';
import { uploadRoutes } from './features/uploads/routes';
import { registerAccessGuard } from './http/access-guard';
import { AppError } from './http/app-error';
import { registerCanonicalHost } from './http/canonical-host';
import { registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { registerPrivateAnswers } from './http/private-answers';
import { addressBlock } from './http/rate-limits/address-block';
import { databaseRateLimitStore } from './http/rate-limits/rate-limit-store';
import { serializeRequest } from './http/request-log';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { siteCookies } from './http/sessions/cookies';
import { createSessionStore } from './http/sessions/session-store';
import { registerSessions } from './http/sessions/sessions';
import { validatorWithSafeText } from './http/validation';
import type { ResolvedConfig } from './local-secrets';

export interface AppOptions {
  config: ResolvedConfig;
  database: DatabaseHandle;
  /** The built client (client/dist); without it only the API is served. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten Clockify's time limit and move the cache's clock. */
  timeTracking?: TimeTrackingOptions;
  /** Scheduled articles: tests publish them with publishDueNews at the moments they choose. */
  newsSchedule?: { background: boolean };
  /** How long a language model may take to start and to finish its answer (tests shorten it). */
  axelTimeLimits?: ModelTimeLimits;
  /** The outbox's sender: tests run its rounds themselves, and shorten its waits. */
  mailSender?: MailSenderOptions;
}

const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.apiKey',
  '*.clockifyApiKey',
];

export async function buildApp({
  config,
  database,
  clientDir,
  logger = false,
  timeTracking,
  newsSchedule,
  axelTimeLimits,
  mailSender,
}: AppOptions) {
  const serverOptions: FastifyHttpOptions<RawServerDefault> = {
    logger:
      logger && typeof logger === 'object'
        ? {
            redact: REDACTED_LOG_PATHS,
            ...logger,
            serializers: { ...logger.serializers, err: serializeError, req: serializeRequest },
          }
        : logger,
    trustProxy: toTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Answer in-flight requests on shutdown, then close idle keep-alive connections.
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorWithSafeText);
  app.setSerializerCompiler(serializerCompiler);

  const publicCache = await openSharedPublicCache(database, (message) => app.log.warn(message));
  app.addHook('onClose', publicCache.close);

  const deps: Deps = {
    config,
    db: database.db,
    publicCache: publicCache.cache,
    sessions: createSessionStore(database.db, config.sessionSecret),
    cookies: siteCookies(config.publicUrl),
    oidc: createOidcClient(config),
    timeTracking: createTimeTracking(config.clockify, database.db, timeTracking),
    mail: createMailSender({ db: database.db, config }, mailSender),
  };
  app.decorate('deps', deps);

  // Files from before uploads lived in the database; a failure leaves them where they are, to be
  // tried at the next start.
  await adoptLegacyRulesDocument(deps).catch((error: unknown) =>
    app.log.error({ err: error }, 'could not move the old rules document into the uploads'),
  );
  await seedRulesCatalogue(database.db).catch((error: unknown) =>
    app.log.error({ err: error }, 'could not write the starter rules catalogue'),
  );
  await moveDiskUploads(deps, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'could not move DATA_DIR/uploads into the database'),
  );

  registerErrorHandling(app);
  registerCanonicalHost(app, config.publicUrl);
  registerAccessGuard(app);
  registerSessions(app);
  registerPrivateAnswers(app);
  registerJsonBodyParser(app);
  registerSameOriginCheck(app, config.publicUrl);
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    keyGenerator: (request) => addressBlock(request.ip),
    errorResponseBuilder: () => new AppError(429, 'Too many requests. Please try again later.'),
  });

  await app.register(healthRoutes, { database });
  await app.register(contentRoutes);
  await app.register(editorRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  if (config.devLogin) await app.register(devLoginRoutes);
  await app.register(membersRoutes);
  await app.register(adminRoutes);
  await app.register(uploadRoutes);
  await app.register(teamCardRoutes);
  await app.register(pageTextRoutes);
  await app.register(historyRoutes);
  await app.register(seoRoutes);
  await app.register(timeTrackingRoutes);
  await app.register(eventRoutes);
  await app.register(eventAnswerRoutes);
  await app.register(meetingRoutes);
  if (timeTracking?.background !== false) {
    app.addHook('onClose', startClockifyBackground(deps, app.log));
  }
  if (newsSchedule?.background !== false) {
    app.addHook('onClose', await startNewsSchedule(deps, database, app.log));
  }
  await app.register(mailRoutes);
  if (mailSender?.background !== false) {
    app.addHook('onClose', startMailSender(deps.mail, database.db, app.log, mailSender?.pollMs));
    app.addHook('onClose', startEventReminders(deps, app.log));
  } else {
    app.addHook('onClose', async () => deps.mail.close());
  }
  await app.register(axelRoutes, { timeLimits: axelTimeLimits });
  await registerClientApp(app, {
    clientDir,
    pageServer: (builtClient) => makePageServer(deps, builtClient),
  });

  return app;
}

/** A hop count trusts that many proxies in front of the server. */
function toTrustProxy(
  setting: Config['trustProxy'],
): FastifyHttpOptions<RawServerDefault>['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

// What services need from the running app, handed to them explicitly.
import type { Database } from './db/database';
import type { OidcClient } from './features/auth/oidc-client';
import type { PublicCache } from './features/content/public-cache';
import type { MailSender } from './features/mail/mail-sender';
import type { TimeTracking } from './features/time-tracking/time-tracking';
import type { Cookies } from './http/sessions/cookies';
import type { SessionStore } from './http/sessions/session-store';
import type { ResolvedConfig } from './local-secrets';

export interface Deps {
  config: ResolvedConfig;
  db: Database;
  publicCache: PublicCache;
  sessions: SessionStore;
  cookies: Cookies;
  timeTracking: TimeTracking;
  /** Sends the outbox; every instance has one. */
  mail: MailSender;
  /** Undefined while OIDC_CLIENT_ID is unset. */
  oidc: OidcClient | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

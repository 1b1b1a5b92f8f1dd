// What services need from the running app, handed to them explicitly.
import type { Config } from './config';
import type { Database } from './db/client';
import type { PublicCache } from './features/content/public-cache';

export interface Deps {
  config: Config;
  db: Database;
  publicCache: PublicCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

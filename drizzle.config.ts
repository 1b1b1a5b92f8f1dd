import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema/site-schema.ts',
    './server/db/schema/shared-state-schema.ts',
    './server/db/schema/clockify-schema.ts',
    './server/db/schema/axel-schema.ts',
    './server/db/schema/mail-schema.ts',
    './server/db/schema/rules-schema.ts',
    './server/db/schema/events-schema.ts',
    './server/db/schema/people-schema.ts',
  ],
  out: './server/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/shared-state-schema.ts',
    './server/db/clockify-schema.ts',
    './server/db/axel-schema.ts',
    './server/db/mail-schema.ts',
    './server/db/rules-schema.ts',
  ],
  out: './server/db/migrations',
});

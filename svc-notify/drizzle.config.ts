import { defineConfig } from 'drizzle-kit';

// Generate migrations: `npx drizzle-kit generate --config svc-notify/drizzle.config.ts` (from the repo root).
// They are applied from code at boot (the kit's migrator), never with `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './svc-notify/src/database/schema.ts',
  out: './svc-notify/migrations',
});

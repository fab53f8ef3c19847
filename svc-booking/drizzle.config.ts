import { defineConfig } from 'drizzle-kit';

// Generate migrations: `npx drizzle-kit generate --config svc-booking/drizzle.config.ts` (from the repo root).
// They are applied from code at boot (the kit's migrator), never with `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  // Every table, in schema.ts and the *-schema.ts files beside it (schema.ts re-exports them; drizzle-kit dedupes).
  schema: './svc-booking/src/database/*schema.ts',
  out: './svc-booking/migrations',
});

import { fileURLToPath } from 'node:url';

/** svc-clinic's drizzle migrations (svc-clinic/migrations), from src/ and from dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

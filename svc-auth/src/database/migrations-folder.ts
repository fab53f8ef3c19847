import { fileURLToPath } from 'node:url';

/** svc-auth's drizzle migrations (svc-auth/migrations), found from src/ and from dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

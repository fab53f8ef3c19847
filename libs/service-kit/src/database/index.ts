/** `@vetnow/service-kit/database` — the injected drizzle database and helpers around it. */
export { DB, type Database, type Tx } from './database.tokens.js';
export { openDatabase, sqlState, type OpenDatabaseOptions } from './open-database.js';
export { queryRows } from './query-rows.js';
export { withoutQueryParams } from './scrub-query-error.js';
export { statement, type Placeholders, type Statement } from './statement.js';

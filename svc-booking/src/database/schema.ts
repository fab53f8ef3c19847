/**
 * svc-booking's drizzle schema: every table and row type, by area in the `*-schema.ts` files beside this one
 * (drizzle.config.ts reads them all). Importers use this module.
 */
export * from './appointment-snapshots.js';
export * from './appointments-schema.js';
export * from './read-models-schema.js';
export * from './pets-schema.js';
export * from './pet-care-schema.js';
export * from './desk-schema.js';
export * from './waitlist-schema.js';

/** Pets as records (issue 38, ADR 0059): the owner's pets. Their weights, care and prescriptions: pet-care-schema.ts. */
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The owner's pets. `date_of_birth` with `date_of_birth_estimated`: an estimated age is kept as today minus the age.
 * `archived_at`: archived (the history stays; no reminders; not offered in the wizard).
 */
export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed').notNull().default(''),
    sex: text('sex').notNull().default('unknown'),
    neutered: boolean('neutered'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    dateOfBirthEstimated: boolean('date_of_birth_estimated').notNull().default(false),
    microchipNumber: text('microchip_number').notNull().default(''),
    colourMarkings: text('colour_markings').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pets_user_idx').on(t.userId)],
);
export type PetRow = typeof pets.$inferSelect;

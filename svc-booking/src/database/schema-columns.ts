/** Column types the booking tables share: PostgreSQL `tstzrange` and money in minor units. */
import { customType, integer } from 'drizzle-orm/pg-core';

/** PostgreSQL `tstzrange`, generated from starts_at/ends_at (drizzle has no range type). */
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Money is an integer number of minor units (cents of the rupee, ADR 0054) in columns named `…_minor` (migration 0006);
 * the API's LKR fields are converted where requests are read and views built.
 */
export const minorUnits = (name: string) => integer(name);

import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp column read as the text its JSON answer carries (ISO 8601, UTC, milliseconds, as Date.toJSON writes
 * it): the answer matches its declared schema (a string) before it is serialised. A null stays null.
 */
export const isoTime = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

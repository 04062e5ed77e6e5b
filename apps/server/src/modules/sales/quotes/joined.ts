import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { customers, type opportunities, projects, type quotes } from '../../../db/schema/index.ts';

type WithParties = typeof quotes | typeof opportunities;

/** The customer's and the project's names a quote or an opportunity is listed with ('' when it has none). */
export function partyNames(table: WithParties) {
  return {
    columns: {
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
    },
    join: (query: PgSelect) =>
      query
        .leftJoin(customers, and(eq(customers.ownerId, table.ownerId), eq(customers.id, table.customerId)))
        .leftJoin(projects, and(eq(projects.ownerId, table.ownerId), eq(projects.id, table.projectId))),
  };
}

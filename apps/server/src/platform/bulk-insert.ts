import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/client.ts';

// Set-based writes for imports. Drizzle's multi-row insert binds one parameter per value (36 columns x 2,000 rows is
// 72,000 parameters, over PostgreSQL's 65,535) and costs PGlite about 250 ms per 1,000 customers; one JSON parameter
// per statement, unpacked by json_to_recordset, costs about 25 ms on both databases.

/** Rows per INSERT statement. */
const ROWS_PER_STATEMENT = 2000;

type Row = Record<string, unknown>;

/** The value a row without `key` stores: the column's plain default, else NULL (a NOT NULL column then refuses it). */
function missing(column: PgColumn): unknown {
  const value = column.default;
  return value === undefined || is(value, SQL) ? null : value;
}

/**
 * The statements that insert `rows` (keyed by the table's field names, e.g. `houseNumber`), 2,000 rows each, one at a
 * time so the caller can give other calls a turn in between (serialising is the costly part on our side). Columns no row names keep their
 * database default (identity ids, created_at). Values are stored as JSON gives them: dates as 'YYYY-MM-DD' text,
 * lists and objects into jsonb columns as they are.
 */
export function* insertStatements(table: PgTable, rows: readonly object[]): Generator<SQL> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const values = rows as readonly Row[];
  const fields = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for ${key}`);
    return { key, column, name: column.name };
  });
  const names = fields.map((f) => `"${f.name}"`).join(', ');
  const types = fields.map((f) => `"${f.name}" ${f.column.getSQLType()}`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = values.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const out: Row = {};
      for (const { key, column, name } of fields) out[name] = row[key] === undefined ? missing(column) : row[key];
      return out;
    });
    yield sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)}
        from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${sql.raw(types)})`;
  }
}

/**
 * `count` new ids from the table's identity sequence, taken in one statement. Sequences are outside transactions: a
 * rolled-back import leaves a gap in the ids, never a clash.
 */
export async function allocateIds(tx: Db, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id
      from generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => row.id);
}

import { KEY_CALLS } from '@backoffice/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { employees, keyHistory, keys, userAccounts } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail, failWithIssues, zodIssues } from '../../platform/errors.ts';
import { assertKey, deleteKey, employeeNameSql, listKeys, saveKey, transferKey } from './service.ts';

const historyColumns = {
  id: keyHistory.id,
  keyId: keyHistory.keyId,
  employeeId: keyHistory.employeeId,
  action: keyHistory.action,
  date: keyHistory.date,
  remarks: keyHistory.remarks,
};

/** Keys and their history (spec 001 §3 Key, Key history; §4 key transfer). */
export function registerKeyRoutes(r: CallRegistrar): void {
  // Projects/keysOverview lists every key too.
  r.handle(KEY_CALLS.allKeys, (ctx) => listKeys(ctx.tx, ctx.ownerId));

  // The employee's keys and the keys offered to them (which they may accept).
  r.handle(KEY_CALLS.keysByEmployee, (ctx, body) =>
    listKeys(ctx.tx, ctx.ownerId, or(eq(keys.employeeId, body.id), eq(keys.transferTo, body.id))),
  );

  // The keys of a project's locations (Projects/Edit Keys tab).
  r.handle(KEY_CALLS.keysByProject, (ctx, body) => listKeys(ctx.tx, ctx.ownerId, eq(keys.projectId, body.id)));

  r.handle(KEY_CALLS.saveKey, saveKey, {
    onDelete: deleteKey,
    // The spec's text for a key without its required field; other mistakes keep their precise message.
    onInvalid: (error) =>
      error.issues.some((issue) => issue.path[0] === 'name')
        ? failWithIssues('key.saveFailed', zodIssues(error))
        : error,
  });

  r.handle(KEY_CALLS.transferKey, transferKey);

  r.handle(KEY_CALLS.keyHistoryByKey, async (ctx, body) => {
    await assertKey(ctx, body.id);
    const rows = await ctx.tx
      .select({
        ...historyColumns,
        employeeName: employeeNameSql(employees),
        userName: sql<string>`coalesce(${userAccounts.userName}, '')`,
        createdAt: keyHistory.createdAt,
      })
      .from(keyHistory)
      .leftJoin(employees, and(eq(employees.ownerId, keyHistory.ownerId), eq(employees.id, keyHistory.employeeId)))
      .leftJoin(userAccounts, eq(userAccounts.id, keyHistory.userId))
      .where(and(eq(keyHistory.ownerId, ctx.ownerId), eq(keyHistory.keyId, body.id)))
      .orderBy(desc(keyHistory.date), desc(keyHistory.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });

  // A move noted by hand (e.g. one made before the key was in the system) or a corrected date or remark.
  r.handle(KEY_CALLS.saveKeyHistory, async (ctx, body) => {
    await assertKey(ctx, body.keyId);
    const { id, ...fields } = body;
    if (!id) {
      const [row] = await ctx.tx
        .insert(keyHistory)
        .values({ ...fields, ownerId: ctx.ownerId, userId: ctx.userId })
        .returning(historyColumns);
      if (!row) throw new Error('insert key history returned nothing');
      await ctx.audit('KeyHistory', row.id, 'create', fields);
      return row;
    }
    const byId = and(eq(keyHistory.ownerId, ctx.ownerId), eq(keyHistory.id, id));
    const [before] = await ctx.tx.select(historyColumns).from(keyHistory).where(byId).for('update');
    if (!before) throw fail('record.notFound', { entity: 'Key history', id });
    if (before.keyId !== fields.keyId) throw fail('keyHistory.otherKey');
    const [row] = await ctx.tx.update(keyHistory).set(fields).where(byId).returning(historyColumns);
    if (!row) throw fail('record.notFound', { entity: 'Key history', id });
    await ctx.audit('KeyHistory', id, 'update', diffRecords(before, row));
    return row;
  });
}

import type { TCustomer } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallContext } from '../../platform/calls.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { type CustomerInput, storeCustomer } from './customer-save.ts';
import { findCustomerRow, listCustomers } from './queries.ts';

/**
 * insertCustomers: saves the rows in order in the call's one transaction, so '<auto>' numbers are consecutive and the
 * first refused row rolls the whole import back; its message names the row counted from 1, its issue paths the index
 * from 0 as zod's do ('3.name').
 */
export async function importCustomers(ctx: CallContext, list: readonly CustomerInput[]): Promise<TCustomer[]> {
  const saved: { id: number; warnings: string[] }[] = [];
  for (const [index, input] of list.entries()) {
    try {
      const before = input.id ? await findCustomerRow(ctx.tx, ctx.ownerId, input.id) : undefined;
      if (input.id && (!before || before.deleted)) throw notFound(`Customer ${input.id} not found`);
      if (input.deleted) throw notFound('An import does not delete customers');
      saved.push(await storeCustomer(ctx, input, before));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      throw new HttpError(err.status, `Row ${index + 1}: ${err.message}`, [
        { path: String(index), message: err.message },
        ...(err.issues ?? []).map((issue) => ({ ...issue, path: `${index}.${issue.path}` })),
      ]);
    }
  }
  const ids = saved.map((row) => row.id);
  const rows = new Map(
    (await listCustomers(ctx.tx, ctx.ownerId, todayIso(), { ids })).map((customer) => [customer.id, customer]),
  );
  return saved.flatMap(({ id, warnings }) => {
    const customer = rows.get(id);
    return customer ? [{ ...customer, warnings }] : [];
  });
}

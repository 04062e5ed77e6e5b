import type { TCustomer } from '@backoffice/domain';
import type { CallContext } from '../../platform/calls.ts';
import { HttpError } from '../../platform/errors.ts';
import { type CustomerInput, saveCustomer } from './customer-save.ts';

/**
 * insertCustomers: saves the rows in order in the call's one transaction, so '<auto>' numbers are consecutive and the
 * first refused row rolls the whole import back; its message names the row counted from 1, its issue paths the index
 * from 0 as zod's do ('3.name').
 */
export async function importCustomers(ctx: CallContext, list: readonly CustomerInput[]): Promise<TCustomer[]> {
  const saved: TCustomer[] = [];
  for (const [index, input] of list.entries()) {
    try {
      saved.push(await saveCustomer(ctx, input));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      throw new HttpError(err.status, `Row ${index + 1}: ${err.message}`, [
        { path: String(index), message: err.message },
        ...(err.issues ?? []).map((issue) => ({ ...issue, path: `${index}.${issue.path}` })),
      ]);
    }
  }
  return saved;
}

import { CUSTOMER_CALLS, customerListView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { answerCachedList } from '../../platform/cached-list-answer.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { JsonText } from '../../platform/list-cache.ts';
import { registerContactRoutes } from './contacts.ts';
import { saveCustomer } from './customer-save.ts';
import { registerFinancialRoutes } from './financial.ts';
import { customerImport } from './import.ts';
import { registerCustomerNoteRoutes } from './notes.ts';
import { listCustomers, listCustomersJson, loadCustomer } from './queries.ts';

/** The calls of customers, contacts and customer notes (issue 4). */
export function registerCustomerRoutes(r: CallRegistrar): void {
  // Served from the list cache while no customer, project or work of the owner changed; `active` depends on the
  // day, so the day is part of the cache key, and so is the view.
  r.handle(CUSTOMER_CALLS.allCustomers, async (ctx, _body, request, reply) => {
    const today = todayIso();
    const { key, view } = customerListView(ctx);
    const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'customers', `${key}:${today}`, () =>
      listCustomersJson(ctx.tx, ctx.ownerId, today, view).then((text) => new JsonText(text)),
    );
    return answerCachedList(ctx, CUSTOMER_CALLS.allCustomers, request, reply, list);
  });

  r.handle(CUSTOMER_CALLS.getCustomer, async (ctx, body) => {
    const customer = await loadCustomer(ctx.tx, ctx.ownerId, body.id, todayIso());
    if (!customer) throw fail('record.notFound', { entity: 'Customer', id: body.id });
    return customer;
  });

  r.handle(CUSTOMER_CALLS.allManagers, (ctx) => listCustomers(ctx.tx, ctx.ownerId, todayIso(), { managersOnly: true }));

  r.handle(CUSTOMER_CALLS.saveCustomer, (ctx, body) => saveCustomer(ctx, body));

  registerImport(r, customerImport);

  registerCustomerNoteRoutes(r);
  registerContactRoutes(r);
  registerFinancialRoutes(r);
}

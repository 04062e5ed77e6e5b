import { customerListView, ZCustomer, ZIdRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { JsonText, sendCachedList } from '../../platform/list-cache.ts';
import { registerContactRoutes } from './contacts.ts';
import { saveCustomer } from './customer-save.ts';
import { registerFinancialRoutes } from './financial.ts';
import { customerImport } from './import.ts';
import { registerCustomerNoteRoutes } from './notes.ts';
import { listCustomers, listCustomersJson, loadCustomer } from './queries.ts';

// The list a projects user needs to pick a project's customer is open to both areas (projects get the names only,
// CUSTOMER_VIEWS); the whole customer, the managers and every write are sales only.
const PICK = ['sales', 'projects'] as const;

/** The calls of customers, contacts and customer notes (issue 4). */
export function registerCustomerRoutes(r: CallRegistrar): void {
  // Served from the list cache while no customer, project or work of the owner changed; `active` depends on the
  // day, so the day is part of the cache key, and so is the view.
  r.call({ method: 'GET', path: '/allCustomers', area: PICK, level: 'read' }, async (ctx, _body, request, reply) => {
    const today = todayIso();
    const { key, view } = customerListView(ctx);
    const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'customers', `${key}:${today}`, () =>
      listCustomersJson(ctx.tx, ctx.ownerId, today, view).then((text) => new JsonText(text)),
    );
    return sendCachedList(request, reply, list);
  });

  r.call(
    { method: 'POST', path: '/getCustomer', area: 'sales', level: 'read', body: ZIdRequest },
    async (ctx, body) => {
      const customer = await loadCustomer(ctx.tx, ctx.ownerId, body.id, todayIso());
      if (!customer) throw notFound(`Customer ${body.id} not found`);
      return customer;
    },
  );

  r.call({ method: 'GET', path: '/allManagers', area: 'sales', level: 'read' }, (ctx) =>
    listCustomers(ctx.tx, ctx.ownerId, todayIso(), { managersOnly: true }),
  );

  r.call({ method: 'POST', path: '/saveCustomer', area: 'sales', level: 'write', body: ZCustomer }, (ctx, body) =>
    saveCustomer(ctx, body),
  );

  registerImport(r, customerImport);

  registerCustomerNoteRoutes(r);
  registerContactRoutes(r);
  registerFinancialRoutes(r);
}

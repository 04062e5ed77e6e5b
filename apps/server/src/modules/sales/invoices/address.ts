import { type TInvoiceAddress, ZOtherAddress } from '@backoffice/domain';
import type { z } from 'zod';
import type { CallContext } from '../../../platform/calls.ts';
import { type CustomerRow, findLiveCustomer } from '../../customers/index.ts';

// Where an invoice goes on paper: the customer's postal address, or its management company's "concerning" it.

/** The management company whose address and e-mail a customer's invoices go to, if any (override flag below 1). */
export async function invoicingManagement(ctx: CallContext, customer: CustomerRow): Promise<CustomerRow | undefined> {
  if (customer.managementId <= 0 || customer.overrideManagementEmail >= 1) return undefined;
  return findLiveCustomer(ctx.tx, ctx.ownerId, customer.managementId);
}

/** A customer's postal address: its other (postal) address when set, else its visiting address. */
function postalAddress(customer: CustomerRow): Omit<TInvoiceAddress, 'onBehalfOf'> {
  const other = ZOtherAddress.nullable().safeParse(customer.otherAddress);
  const postal: z.infer<typeof ZOtherAddress> | null = other.success ? other.data : null;
  const base = { tav: customer.tav, vatNumber: customer.vatNumber };
  if (postal?.address) return { ...base, ...postal, name: postal.name || customer.name };
  return {
    ...base,
    name: customer.name,
    address: customer.address,
    houseNumber: customer.houseNumber,
    houseAddition: customer.houseAddition,
    postalCode: customer.postalCode,
    city: customer.city,
    country: customer.country,
  };
}

/** The address snapshot of an invoice: the customer's, or its management company's "concerning" the customer. */
export function invoiceAddress(customer: CustomerRow, management: CustomerRow | undefined): TInvoiceAddress {
  if (management) return { ...postalAddress(management), onBehalfOf: customer.name };
  return { ...postalAddress(customer), onBehalfOf: '' };
}

/**
 * The address an invoice shows: its snapshot (taken when invoiced), else the customer's address now (invoices that
 * came without one: imported, or written by other means).
 */
export async function addressOfInvoice(
  ctx: CallContext,
  invoice: { customerId: number; address: TInvoiceAddress | Record<string, never> },
): Promise<TInvoiceAddress | Record<string, never>> {
  if ('name' in invoice.address) return invoice.address;
  const customer = await findLiveCustomer(ctx.tx, ctx.ownerId, invoice.customerId);
  return customer ? invoiceAddress(customer, await invoicingManagement(ctx, customer)) : invoice.address;
}

import { useMemo } from 'react';
import { type CustomerPick, useCustomers } from '../customers/api.ts';

/** A customer as the sales pages name it in a choice: its customer number (else its number) and its name. */
export const customerLabel = (customer: CustomerPick) =>
  `${customer.customerNumber || customer.number} ${customer.name}`;

/** The owner's live customers as the choices of a customer Select (the value is the id). */
export function useCustomerChoices() {
  const customers = useCustomers();
  return useMemo(
    () =>
      (customers.data ?? [])
        .filter((customer) => !customer.deleted)
        .map((customer) => ({ value: String(customer.id), label: customerLabel(customer) })),
    [customers.data],
  );
}

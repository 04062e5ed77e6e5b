/** The parts of a customer that decide where its reminders go. */
export interface ReminderRecipientCustomer {
  invoiceToEmail: string;
  invoiceReminderEmail: string;
  managementId: number;
  overrideManagementEmail: number;
}

const first = (...candidates: string[]) => candidates.map((v) => v.trim()).find((v) => v !== '') ?? '';

/**
 * Reminder recipient (spec 000 §5): the customer's reminder e-mail wins over its invoice e-mail. For a customer with a
 * management company whose override flag is below 1, the management's e-mails come first, in the same order; the
 * customer's own addresses remain the fallback when the management has none. '' when nobody has an address.
 */
export function reminderRecipient(
  customer: ReminderRecipientCustomer,
  management?: Pick<ReminderRecipientCustomer, 'invoiceToEmail' | 'invoiceReminderEmail'> | null,
): string {
  const own = [customer.invoiceReminderEmail, customer.invoiceToEmail];
  if (customer.managementId > 0 && customer.overrideManagementEmail < 1 && management) {
    return first(management.invoiceReminderEmail, management.invoiceToEmail, ...own);
  }
  return first(...own);
}

import { useState } from 'react';
import { ContactsList } from '../contacts/contacts-list.tsx';
import type { CustomerTabProps } from './tabs.ts';

/** The customer's contacts (allContacts filtered by customer), added and edited in a dialog. */
export function ContactsTab({ customer, canWrite }: CustomerTabProps) {
  const [open, setOpen] = useState<string | undefined>();
  return (
    <ContactsList
      tableId="customer-contacts"
      customerId={customer.id}
      open={open}
      onOpen={setOpen}
      canWrite={canWrite}
    />
  );
}

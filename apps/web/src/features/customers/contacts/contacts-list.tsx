import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api-client.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { notifyFailure } from '../../../platform/notices.ts';
import { listKey } from '../../../platform/query.ts';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import { type ContactRow, CUSTOMER_PATHS, useContacts } from '../api.ts';
import { contactColumns, contactsOf } from './contact-columns.tsx';
import { ContactDialog, type ContactValues, emptyContact } from './contact-dialog.tsx';

interface ContactsListProps {
  /** The table's id for its stored column choice. */
  tableId: string;
  title?: string;
  /** Only this customer's contacts, and new ones belong to it. */
  customerId?: number;
  /** The open dialog: 'new', a contact id, or undefined. */
  open: string | undefined;
  onOpen: (open: string | undefined) => void;
  canWrite: boolean;
}

const valuesOf = ({ customerName: _name, ...contact }: ContactRow): ContactValues => contact;

/** Contacts with add, edit and delete; used by /Sales/Contacts and a customer's Contacts tab. */
export function ContactsList({ tableId, title, customerId, open, onOpen, canWrite }: ContactsListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const contacts = useContacts();
  const rows = useMemo(() => contactsOf(contacts.data ?? [], customerId), [contacts.data, customerId]);
  const columns = useMemo(() => contactColumns(t, customerId === undefined), [t, customerId]);
  const editing = open && open !== 'new' ? rows.find((row) => String(row.id) === open) : undefined;
  const missing = open !== undefined && open !== 'new' && contacts.isSuccess && !editing;

  useEffect(() => {
    if (!missing) return;
    notifyFailure(t('customers.contacts.notFound', { id: open }));
    onOpen(undefined);
  }, [missing, open, onOpen, t]);

  const confirmDelete = useConfirmedDelete<ContactRow>({
    request: (row) => api.post(CUSTOMER_PATHS.saveContact, { ...valuesOf(row), deleted: 1 }),
    afterDelete: () => queryClient.invalidateQueries({ queryKey: listKey(CUSTOMER_PATHS.allContacts) }),
    label: (row) => row.name,
    deletedText: t('customers.contacts.deleted'),
    failedText: t('customers.contacts.deleteFailed'),
  });

  return (
    <>
      <DataTable<ContactRow>
        id={tableId}
        title={title}
        exportName={title ?? t('customers.tabs.Contacts')}
        rows={contacts.data ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={contacts.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(row) => onOpen(String(row.id))}
        toolbar={
          canWrite && (
            <NewRowButton label={t('customers.contacts.new')} onClick={() => onOpen('new')} testId="contact-new" />
          )
        }
        actions={
          canWrite
            ? (row) => <RemoveRowButton onClick={() => confirmDelete(row)} testId={`contact-delete-${row.id}`} />
            : undefined
        }
      />
      {(open === 'new' || editing) && (
        <ContactDialog
          key={open}
          contact={editing ? valuesOf(editing) : emptyContact(customerId ?? 0)}
          fixedCustomer={customerId !== undefined}
          readOnly={!canWrite}
          onDelete={
            editing
              ? () => {
                  onOpen(undefined);
                  confirmDelete(editing);
                }
              : undefined
          }
          onClose={() => onOpen(undefined)}
        />
      )}
    </>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { ContactsList } from './contacts/contacts-list.tsx';

const BASE = '/Sales/Contacts';

/** /Sales/Contacts/{action?}/{id?}: every contact; the dialog follows the URL (`/new`, `/edit/5`) so a reload keeps it. */
export function ContactsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('sales', 'write');
  const open = action === 'new' ? 'new' : action === 'edit' ? id : undefined;
  const onOpen = useCallback(
    (next: string | undefined) =>
      void navigate(next === undefined ? BASE : next === 'new' ? `${BASE}/new` : `${BASE}/edit/${next}`),
    [navigate],
  );

  return (
    <ContactsList
      tableId="contacts"
      title={t('customers.contacts.title')}
      open={open}
      onOpen={onOpen}
      canWrite={canWrite}
    />
  );
}

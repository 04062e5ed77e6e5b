import { CUSTOMER_CALLS } from '@backoffice/domain';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { refresh } from '../../../platform/call.ts';
import { rememberCreated } from '../../../platform/data-table/just-saved.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { EditHeader, EditTitle, UnsavedBadge } from '../../../platform/edit/edit-header.tsx';
import { EditTabs } from '../../../platform/edit/edit-tabs.tsx';
import { notifySaveWarnings } from '../../../platform/edit/save-warnings.ts';
import { submitDraft } from '../../../platform/edit/submit-draft.ts';
import { UnsavedGuard } from '../../../platform/edit/unsaved-guard.tsx';
import { useEditRoute } from '../../../platform/edit/use-edit-route.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { type CustomerDetail, customerKey } from '../api.ts';
import { type NewCustomerDefaults, toDraft } from './customer-draft.ts';
import { CustomerForm } from './customer-form.tsx';
import { fieldRefusal, saveCustomer } from './save-customer.ts';
import { CUSTOMER_TABS, DEFAULT_TAB } from './tabs.ts';
import { useCustomerForm } from './use-customer-form.ts';

export function CustomerEditor({
  record,
  defaults,
}: {
  record: CustomerDetail | undefined;
  /** What a new customer starts with (Sales general settings). */
  defaults?: NewCustomerDefaults | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCanAccess('sales', 'write');
  const form = useCustomerForm(toDraft(record, defaults));
  const customerId = record?.id ?? 0;
  const base = `/Customers/Edit/${customerId}`;
  const { tabKey, openTab } = useEditRoute(base, CUSTOMER_TABS, DEFAULT_TAB);
  // Set right before navigating away after a save or delete (see UnsavedGuard).
  const leaving = useRef(false);
  // A deleted customer leaves the cache once this page is gone: kept, Back showed it as editable (and saving it
  // answered 'Customer 17 not found'); removed while the page still read it, it was fetched again.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) queryClient.removeQueries({ queryKey: customerKey(customerId) });
    },
    [queryClient, customerId],
  );

  const save = useMutation({
    mutationFn: saveCustomer,
    onSuccess: async (saved, payload) => {
      await refresh(queryClient, [CUSTOMER_CALLS.allCustomers, CUSTOMER_CALLS.allManagers]);
      if (payload.deleted) {
        notifySuccess(t('customers.edit.deleted'));
        leaving.current = true;
        deleted.current = true;
        void navigate('/Sales/Customers');
        return;
      }
      notifySuccess(t('customers.edit.saved'));
      notifySaveWarnings(saved, t, 'customers.edit.coordinatesWarning');
      // The page reads getCustomer: the answer is the fresh record, so no second call is needed.
      queryClient.setQueryData(customerKey(saved.id), saved);
      form.reset(toDraft(saved));
      if (customerId === 0) {
        rememberCreated('customers', saved.id);
        leaving.current = true;
        void navigate(`/Customers/Edit/${saved.id}/${tabKey}`, { replace: true });
      }
    },
    onError: (error, payload) => {
      const issues = error instanceof ApiError ? error.issues : [];
      const refusal = payload.deleted ? undefined : fieldRefusal(error);
      // A known refusal goes first: it is the message the field shows.
      form.setServerIssues(refusal ? [{ path: refusal.field, message: t(refusal.key) }, ...issues] : issues);
      if (refusal) {
        notifyFailure(t(refusal.key));
        return;
      }
      // The three delete blocks of spec 000 §8 replace this action text with their own message.
      notifyError(error, { action: t(payload.deleted ? 'customers.edit.deleteFailed' : 'customers.edit.saveFailed') });
    },
  });

  const submit = () => submitDraft(form, save, t('customers.edit.checkFields'));

  const askDelete = () =>
    confirmDelete({
      title: i18n.t('customers.edit.deleteTitle'),
      question: i18n.t('customers.edit.deleteQuestion', { name: record?.name ?? '' }),
      // The saved customer is deleted as saved: unsaved edits are not part of a delete.
      onConfirm: () => save.mutate({ ...toDraft(record), deleted: 1 }),
    });

  const title = record ? `${record.customerNumber || record.number} ${record.name}` : t('customers.edit.newTitle');

  return (
    <Stack gap="md" data-testid="customer-edit">
      <UnsavedGuard dirty={form.dirty && !save.isPending} base={base} leaving={leaving} />
      <EditHeader
        testId="customer"
        backTo="/Sales/Customers"
        backLabel={t('customers.edit.back')}
        canDelete={record !== undefined}
        canWrite={canWrite}
        saving={save.isPending}
        onSave={submit}
        onDelete={askDelete}
        wrap="wrap"
      >
        <Stack gap={0} miw={0}>
          <EditTitle testId="customer-title">{title}</EditTitle>
          {record?.managementName && (
            <Text size="sm" c="dimmed">
              {t('customers.edit.managedBy', { name: record.managementName })}
            </Text>
          )}
        </Stack>
        {record && (
          <Badge color={record.active ? 'teal' : 'gray'} variant="light" tt="none" data-testid="customer-active">
            {t(record.active ? 'customers.list.status.active' : 'customers.list.status.inactive')}
          </Badge>
        )}
        <UnsavedBadge dirty={form.dirty} testId="customer-dirty" label={t('customers.edit.unsavedBadge')} />
      </EditHeader>
      <CustomerForm draft={form.values} update={form.set} errors={form.errors} readOnly={!canWrite} />
      <EditTabs
        testId="customer"
        tabs={CUSTOMER_TABS}
        value={tabKey}
        onChange={openTab}
        label={(tab) => t(`customers.tabs.${tab.key}`)}
        disabled={!record}
        instead={
          record ? undefined : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="customer-save-first">
              {t('customers.edit.saveFirst')}
            </Alert>
          )
        }
      >
        {(tab) => record && <tab.component customer={record} canWrite={canWrite} />}
      </EditTabs>
    </Stack>
  );
}

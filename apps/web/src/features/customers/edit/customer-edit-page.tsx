import { newCustomerDefaults } from '@backoffice/domain';
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { notifyError } from '../../../platform/notices.ts';
import { useCustomer, useSalesSettings } from '../api.ts';
import { CustomerEditor } from './customer-editor.tsx';

/** The customer id of the URL: 0 (or 'new') opens an empty customer; anything else that is not an id is unknown. */
function customerIdOf(segment: string | undefined): number | null {
  if (!segment || segment === 'new' || segment === '0') return 0;
  return /^\d+$/.test(segment) ? Number(segment) : null;
}

/** /Customers/Edit/{id}/{tab?}: the customer form with its tabs (spec 000 §2). */
export function CustomerEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const customerId = customerIdOf(id) ?? -1;
  const customer = useCustomer(customerId);
  // A new customer starts with the owner's payment days and invoice grouping (Sales general settings).
  const settings = useSalesSettings(customerId === 0);
  const missing = customer.error instanceof ApiError && customer.error.status === 404;
  const failed = customer.error !== null && !missing;
  useEffect(() => {
    if (failed) notifyError(customer.error, { action: t('notices.loadFailed') });
  }, [failed, customer.error, t]);

  if ((customerId > 0 && customer.isPending) || (customerId === 0 && settings.isPending)) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (failed) {
    return <Alert color="red" title={t('notices.loadFailed')} data-testid="customer-load-failed" />;
  }
  if (customerId < 0 || (customerId > 0 && (!customer.data || customer.data.deleted))) {
    return (
      <Alert color="orange" title={t('customers.edit.notFound')} data-testid="customer-not-found">
        {t('customers.edit.notFoundText', { id })}
      </Alert>
    );
  }
  // A new key per customer: opening another customer starts a fresh draft.
  return (
    <CustomerEditor
      key={customer.data?.id ?? 'new'}
      record={customerId > 0 ? customer.data : undefined}
      defaults={settings.data && newCustomerDefaults(settings.data)}
    />
  );
}

import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../platform/api-client.ts';
import { notifyError } from '../../../../platform/notices.ts';
import { useInvoice } from '../api.ts';
import { InvoiceEditor } from './invoice-editor.tsx';
import { useRowDefaults } from './row-defaults.ts';

/** The invoice id of the URL: 0 (or 'new') is a new draft; anything else that is not an id is unknown. */
function invoiceIdOf(segment: string | undefined): number | null {
  if (!segment || segment === 'new' || segment === '0') return 0;
  return /^\d+$/.test(segment) ? Number(segment) : null;
}

/** /Sales/Invoices/Edit/{id}; a new draft may name its customer: /Sales/Invoices/Edit/0?customer=12. */
export function InvoiceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const invoiceId = invoiceIdOf(id) ?? -1;
  const invoice = useInvoice(invoiceId);
  // A new invoice's first row starts with the Sales general settings' sales type and VAT code: wait for them.
  const rowDefaults = useRowDefaults();
  const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
  const failed = invoice.error !== null && !missing;
  useEffect(() => {
    if (failed) notifyError(invoice.error, { action: t('notices.loadFailed') });
  }, [failed, invoice.error, t]);

  if ((invoiceId > 0 && invoice.isPending) || (invoiceId === 0 && !rowDefaults.ready)) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (failed) return <Alert color="red" title={t('notices.loadFailed')} data-testid="invoice-load-failed" />;
  if (invoiceId < 0 || (invoiceId > 0 && (!invoice.data || invoice.data.deleted))) {
    return (
      <Alert color="orange" title={t('invoices.edit.notFound')} data-testid="invoice-not-found">
        {t('invoices.edit.notFoundText', { id })}
      </Alert>
    );
  }
  const preset = Number(search.get('customer')) || null;
  return (
    <InvoiceEditor
      key={invoice.data?.id ?? 'new'}
      record={invoiceId > 0 ? invoice.data : undefined}
      presetCustomer={preset}
    />
  );
}

import { useParams, useSearchParams } from 'react-router';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  recordIdOf,
  useRecordLoadFailed,
} from '../../../../platform/edit/record-load.tsx';
import { useInvoice } from '../api.ts';
import { InvoiceEditor } from './invoice-editor.tsx';
import { useRowDefaults } from './row-defaults.ts';

/** /Sales/Invoices/Edit/{id}; a new draft may name its customer: /Sales/Invoices/Edit/0?customer=12. */
export function InvoiceEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const invoiceId = recordIdOf(id);
  const invoice = useInvoice(invoiceId);
  // A new invoice's first row starts with the Sales general settings' sales type and VAT code: wait for them.
  const rowDefaults = useRowDefaults();
  const failed = useRecordLoadFailed(invoice.error);

  if ((invoiceId > 0 && invoice.isPending) || (invoiceId === 0 && !rowDefaults.ready)) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="invoice-load-failed" />;
  if (invoiceId < 0 || (invoiceId > 0 && (!invoice.data || invoice.data.deleted))) {
    return <RecordNotFound texts="invoices.edit" id={id} testId="invoice-not-found" />;
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

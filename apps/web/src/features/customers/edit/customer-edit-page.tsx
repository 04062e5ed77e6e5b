import { newCustomerDefaults } from '@backoffice/domain';
import { useParams } from 'react-router';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  recordIdOf,
  useRecordLoadFailed,
} from '../../../platform/edit/record-load.tsx';
import { useCustomer, useSalesSettings } from '../api.ts';
import { CustomerEditor } from './customer-editor.tsx';

/** /Customers/Edit/{id}/{tab?}: the customer form with its tabs (spec 000 §2). */
export function CustomerEditPage() {
  const { id } = useParams();
  const customerId = recordIdOf(id);
  const customer = useCustomer(customerId);
  // A new customer starts with the owner's payment days and invoice grouping (Sales general settings).
  const settings = useSalesSettings(customerId === 0);
  const failed = useRecordLoadFailed(customer.error);

  if ((customerId > 0 && customer.isPending) || (customerId === 0 && settings.isPending)) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="customer-load-failed" />;
  if (customerId < 0 || (customerId > 0 && (!customer.data || customer.data.deleted))) {
    return <RecordNotFound texts="customers.edit" id={id} testId="customer-not-found" />;
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

import { useParams } from 'react-router';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  recordIdOf,
  useRecordLoadFailed,
} from '../../../platform/edit/record-load.tsx';
import { useSupplier } from '../api.ts';
import { SupplierEditor } from './supplier-editor.tsx';

/** /Suppliers/Edit/{id}/{tab?}: the supplier form with its tabs Files, Notes, PurchaseInvoices (spec 000 §2). */
export function SupplierEditPage() {
  const { id } = useParams();
  const supplierId = recordIdOf(id);
  const supplier = useSupplier(supplierId);
  const failed = useRecordLoadFailed(supplier.error);

  if (supplierId > 0 && supplier.isPending) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="supplier-load-failed" />;
  if (supplierId < 0 || (supplierId > 0 && (!supplier.data || supplier.data.deleted))) {
    return <RecordNotFound texts="suppliers.edit" id={id} testId="supplier-not-found" />;
  }
  return <SupplierEditor key={supplier.data?.id ?? 'new'} record={supplierId > 0 ? supplier.data : undefined} />;
}

import { OWNER_LIST_CALLS, PURCHASE_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { useParams, useSearchParams } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  recordIdOf,
  useRecordLoadFailed,
} from '../../../platform/edit/record-load.tsx';
import { useSuppliers } from '../api.ts';
import { usePurchase, usePurchaseCategories, usePurchaseSettings, usePurchaseTypes } from '../purchase-api.ts';
import { PurchaseEditor } from './purchase-editor.tsx';

/** /Purchases/Purchases/Edit/{id}: waits for the purchase and the lists a new draft starts from. */
export function PurchaseEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const purchaseId = recordIdOf(id);
  const purchase = usePurchase(purchaseId);
  const types = usePurchaseTypes();
  const categories = usePurchaseCategories();
  const vatCodes = useCall(OWNER_LIST_CALLS.vatCodes.all);
  const settings = usePurchaseSettings();
  const suppliers = useSuppliers();
  const failed = useRecordLoadFailed(purchase.error);

  const loading = [types, categories, vatCodes, suppliers].some((list) => list.isPending) || settings.isPending;
  if ((purchaseId > 0 && purchase.isPending) || loading) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="purchase-load-failed" />;
  // A numbered purchase is never gone: "deleted", it stays with amount 0.
  const gone = purchase.data?.deleted === 1 && purchase.data.number === 0;
  if (purchaseId < 0 || (purchaseId > 0 && (!purchase.data || gone))) {
    return <RecordNotFound texts="purchases.edit" id={id} testId="purchase-not-found" />;
  }
  return (
    <PurchaseEditor
      key={purchase.data?.id ?? 'new'}
      record={purchaseId > 0 ? purchase.data : undefined}
      presetSupplier={Number(search.get('supplier')) || 0}
      lists={{
        purchaseTypes: types.data ?? [],
        categories: categories.data ?? [],
        vatCodes: vatCodes.data ?? [],
        settings: settings.data ?? PURCHASE_SETTINGS_DEFAULTS,
      }}
    />
  );
}

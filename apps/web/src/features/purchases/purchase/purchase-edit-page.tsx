import { OWNER_LIST_CALLS, PURCHASE_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { useCall } from '../../../platform/call.ts';
import { notifyError } from '../../../platform/notices.ts';
import { useSuppliers } from '../api.ts';
import { usePurchase, usePurchaseCategories, usePurchaseSettings, usePurchaseTypes } from '../purchase-api.ts';
import { PurchaseEditor } from './purchase-editor.tsx';

/** The purchase id of the URL: 0 or 'new' is a new purchase; anything else that is not an id is unknown. */
function purchaseIdOf(segment: string | undefined): number {
  if (!segment || segment === 'new' || segment === '0') return 0;
  return /^\d+$/.test(segment) ? Number(segment) : -1;
}

/** /Purchases/Purchases/Edit/{id}: waits for the purchase and the lists a new draft starts from. */
export function PurchaseEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(id);
  const purchase = usePurchase(purchaseId);
  const types = usePurchaseTypes();
  const categories = usePurchaseCategories();
  const vatCodes = useCall(OWNER_LIST_CALLS.vatCodes.all);
  const settings = usePurchaseSettings();
  const suppliers = useSuppliers();
  const missing = purchase.error instanceof ApiError && purchase.error.status === 404;
  const failed = purchase.error !== null && !missing;
  useEffect(() => {
    if (failed) notifyError(purchase.error, { action: t('notices.loadFailed') });
  }, [failed, purchase.error, t]);

  const loading = [types, categories, vatCodes, suppliers].some((list) => list.isPending) || settings.isPending;
  if ((purchaseId > 0 && purchase.isPending) || loading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (failed) return <Alert color="red" title={t('notices.loadFailed')} data-testid="purchase-load-failed" />;
  // A numbered purchase is never gone: "deleted", it stays with amount 0.
  const gone = purchase.data?.deleted === 1 && purchase.data.number === 0;
  if (purchaseId < 0 || (purchaseId > 0 && (!purchase.data || gone))) {
    return (
      <Alert color="orange" title={t('purchases.edit.notFound')} data-testid="purchase-not-found">
        {t('purchases.edit.notFoundText', { id })}
      </Alert>
    );
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

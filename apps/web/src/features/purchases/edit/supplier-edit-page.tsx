import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { notifyError } from '../../../platform/notices.ts';
import { useSupplier } from '../api.ts';
import { SupplierEditor } from './supplier-editor.tsx';

/** The supplier id of the URL: 0 (or 'new') opens an empty supplier; anything else that is not an id is unknown. */
function supplierIdOf(segment: string | undefined): number | null {
  if (!segment || segment === 'new' || segment === '0') return 0;
  return /^\d+$/.test(segment) ? Number(segment) : null;
}

/** /Suppliers/Edit/{id}/{tab?}: the supplier form with its tabs Files, Notes, PurchaseInvoices (spec 000 §2). */
export function SupplierEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const supplierId = supplierIdOf(id) ?? -1;
  const supplier = useSupplier(supplierId);
  const missing = supplier.error instanceof ApiError && supplier.error.status === 404;
  const failed = supplier.error !== null && !missing;
  useEffect(() => {
    if (failed) notifyError(supplier.error, { action: t('notices.loadFailed') });
  }, [failed, supplier.error, t]);

  if (supplierId > 0 && supplier.isPending) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (failed) return <Alert color="red" title={t('notices.loadFailed')} data-testid="supplier-load-failed" />;
  if (supplierId < 0 || (supplierId > 0 && (!supplier.data || supplier.data.deleted))) {
    return (
      <Alert color="orange" title={t('suppliers.edit.notFound')} data-testid="supplier-not-found">
        {t('suppliers.edit.notFoundText', { id })}
      </Alert>
    );
  }
  return <SupplierEditor key={supplier.data?.id ?? 'new'} record={supplierId > 0 ? supplier.data : undefined} />;
}

import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The supplier's purchase invoices. Purchase invoices are the second half of issue 18 and are not built yet: until
 * then the tab says so instead of showing an empty list that would look like "no purchases".
 */
export function PurchaseInvoicesTab() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="supplier-purchases-later">
      {t('suppliers.edit.purchasesLater')}
    </Alert>
  );
}

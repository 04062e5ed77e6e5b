import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EInvoiceDialog } from './einvoice-dialog.tsx';

/**
 * The toolbar button that opens the e-invoice upload (shown to users with purchases write rights); on a supplier's
 * page the invoice is that supplier's.
 */
export function EInvoiceButton({ supplierId = 0 }: { supplierId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpen(true)}
        data-testid="einvoice-upload"
      >
        {t('purchases.einvoice.upload')}
      </Button>
      {open && <EInvoiceDialog supplierId={supplierId} onClose={() => setOpen(false)} />}
    </>
  );
}

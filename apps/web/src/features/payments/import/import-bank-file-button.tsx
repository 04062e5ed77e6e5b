import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { ImportBankFileDialog } from './import-bank-file-dialog.tsx';

/** "Import bank file" for a toolbar (bank accounts, payments): shown to those who may import (show_payments). */
export function ImportBankFileButton() {
  const { t } = useTranslation();
  const canImport = useCanAccess('payments', 'write');
  const [open, setOpen] = useState(false);
  if (!canImport) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpen(true)}
        data-testid="bank-import-open"
      >
        {t('bankImport.button')}
      </Button>
      {open && <ImportBankFileDialog onClose={() => setOpen(false)} />}
    </>
  );
}

import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowsJoin,
  IconArrowsSplit,
  IconCash,
  IconChevronDown,
  IconDeviceFloppy,
  IconEye,
  IconFileCode,
  IconFileInvoice,
  IconFileTypePdf,
  IconReceiptRefund,
  IconRefresh,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceAction } from './use-invoice-actions.ts';

interface ActionsBarProps {
  /** 0 for an invoice not saved yet. */
  id: number;
  draft: boolean;
  canWrite: boolean;
  saving: boolean;
  busy: InvoiceAction | null;
  hasJoined: boolean;
  open: boolean;
  on: Record<
    | 'save'
    | 'remove'
    | 'preview'
    | 'invoice'
    | 'pdf'
    | 'send'
    | 'credit'
    | 'regenerate'
    | 'pay'
    | 'join'
    | 'unjoin'
    | 'ubl',
    () => void
  >;
}

/** The buttons of the invoice's state: a draft is saved, previewed and invoiced; an invoice is opened, sent, credited and paid. */
export function InvoiceActionsBar({ id, draft, canWrite, saving, busy, hasJoined, open, on }: ActionsBarProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`invoices.actions.${key}`);
  if (draft) {
    return (
      <Group gap="xs" wrap="wrap">
        {canWrite && id > 0 && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} />} data-testid="invoice-more">
                {label('more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconArrowsJoin size={16} />} onClick={on.join} data-testid="invoice-join">
                {label('join')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowsSplit size={16} />}
                onClick={on.unjoin}
                disabled={!hasJoined}
                data-testid="invoice-unjoin"
              >
                {label('unjoin')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={on.remove}
                data-testid="invoice-delete"
              >
                {label('delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          onClick={on.preview}
          loading={busy === 'preview'}
          data-testid="invoice-preview"
        >
          {label('preview')}
        </Button>
        {canWrite && (
          <>
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={on.save}
              loading={saving}
              data-testid="invoice-save"
            >
              {t('common.save')}
            </Button>
            <Button
              leftSection={<IconFileInvoice size={16} />}
              onClick={on.invoice}
              loading={busy === 'invoice'}
              data-testid="invoice-invoice"
            >
              {label('invoice')}
            </Button>
          </>
        )}
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={on.pdf}
        loading={busy === 'pdf'}
        data-testid="invoice-pdf"
      >
        {label('pdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileCode size={16} />}
        onClick={on.ubl}
        loading={busy === 'ubl'}
        data-testid="invoice-ubl"
      >
        {label('ubl')}
      </Button>
      {canWrite && (
        <>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={on.regenerate}
            loading={busy === 'regenerate'}
            data-testid="invoice-regenerate"
          >
            {label('regenerate')}
          </Button>
          <Button
            variant="default"
            color="grape"
            leftSection={<IconReceiptRefund size={16} />}
            onClick={on.credit}
            loading={busy === 'credit'}
            data-testid="invoice-credit"
          >
            {label('credit')}
          </Button>
          {open && (
            <Button variant="default" leftSection={<IconCash size={16} />} onClick={on.pay} data-testid="invoice-pay">
              {label('markPaid')}
            </Button>
          )}
          <Button
            leftSection={<IconSend size={16} />}
            onClick={on.send}
            loading={busy === 'send'}
            data-testid="invoice-send"
          >
            {label('send')}
          </Button>
        </>
      )}
    </Group>
  );
}

import { INVOICE_STATUS, nothingToInvoice } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconCash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmDelete } from '../../../../platform/edit/confirm-delete.ts';
import { EditTitle, UnsavedBadge } from '../../../../platform/edit/edit-header.tsx';
import { UnsavedGuard } from '../../../../platform/edit/unsaved-guard.tsx';
import { notifyFailure } from '../../../../platform/notices.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import type { InvoiceDetail } from '../api.ts';
import { StateBadges } from '../list/invoice-columns.tsx';
import { CreditConfirmDialog, InvoiceDialog, PaymentDialog } from './action-dialogs.tsx';
import { InvoiceActionsBar } from './invoice-actions-bar.tsx';
import { liveTotals } from './invoice-draft.ts';
import { InvoiceFields } from './invoice-fields.tsx';
import { InvoiceHistory } from './invoice-history.tsx';
import { InvoiceSummary } from './invoice-summary.tsx';
import { RowsEditor } from './rows-editor.tsx';
import { SendDialog } from './send-dialog.tsx';
import { TotalsCard } from './totals-card.tsx';
import { useInvoiceActions } from './use-invoice-actions.ts';
import { useInvoiceEditor } from './use-invoice-editor.ts';

type Dialog = { kind: 'invoice' } | { kind: 'send' } | { kind: 'pay' } | { kind: 'credit'; text: string } | null;

/** /Sales/Invoices/Edit/{id}: a draft is edited, previewed and invoiced; an invoice is sent, credited and paid. */
export function InvoiceEditor({
  record,
  presetCustomer,
}: {
  record: InvoiceDetail | undefined;
  presetCustomer: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('sales', 'write');
  const editor = useInvoiceEditor(record, presetCustomer);
  const location = useLocation();
  // A new invoice saved on its way to being invoiced continues with the invoice dialog at its own address.
  const [dialog, setDialog] = useState<Dialog>(() =>
    (location.state as { then?: string } | null)?.then === 'invoice' ? { kind: 'invoice' } : null,
  );
  // The carried action is done once: a reload of the page must not open the dialog again.
  useEffect(() => {
    if ((location.state as { then?: string } | null)?.then)
      void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const actions = useInvoiceActions((invoice) => {
    editor.reset(invoice);
    setDialog(null);
  });
  const { draft } = editor;
  const isDraft = !record || record.status === INVOICE_STATUS.draft;
  const readOnly = !canWrite || !isDraft;
  const totals = useMemo(() => liveTotals(draft.rows, editor.lists.vatCodes), [draft.rows, editor.lists.vatCodes]);
  const base = `/Sales/Invoices/Edit/${record?.id ?? 0}`;

  /** The saved draft's id: saved first when it has changes (preview and invoice work on what is stored). */
  const savedId = async (then?: 'invoice') =>
    editor.dirty || !record ? ((await editor.save(true, then))?.id ?? null) : record.id;
  const title = !record
    ? t('invoices.edit.newTitle')
    : record.number === null
      ? t(record.creditFor > 0 ? 'invoices.edit.creditDraftTitle' : 'invoices.edit.draftTitle', {
          customer: record.customerName,
        })
      : t(record.creditFor > 0 ? 'invoices.edit.creditTitle' : 'invoices.edit.title', { number: record.number });

  const on = {
    save: () => void editor.save(),
    remove: () =>
      confirmDelete({
        title: t('invoices.edit.deleteTitle'),
        question: t('invoices.edit.deleteQuestion'),
        onConfirm: () => void editor.remove(),
      }),
    preview: () => void actions.preview(() => savedId()),
    invoice: async () => {
      // Said before the confirmation: a draft without anything to invoice would only be refused.
      const nothing = nothingToInvoice(draft.rows);
      if (nothing) return notifyFailure(t(`serverErrors.invoice.${nothing}`));
      if ((await savedId('invoice')) !== null && record) setDialog({ kind: 'invoice' });
    },
    pdf: () => record && void actions.pdf(record.id),
    ubl: () => record && void actions.ubl(record.id),
    send: () => setDialog({ kind: 'send' }),
    credit: async () => {
      if (!record) return;
      const answer = await actions.credit(record.id, false);
      // The server names the first reason only: existing credits of a credit invoice say it will be positive too.
      const positive = record.creditFor > 0 && answer?.reason === 'invoice.creditExists';
      if (answer?.confirm)
        setDialog({
          kind: 'credit',
          text: positive ? `${answer.confirm} ${t('serverErrors.invoice.sourceIsCredit')}` : answer.confirm,
        });
    },
    regenerate: () => record && void actions.regenerate(record.id),
    pay: () => setDialog({ kind: 'pay' }),
    join: () => record && void actions.join(record.id, 'join'),
    unjoin: () => record && void actions.join(record.id, 'unjoin'),
  };
  const undoPayment = (paymentId: number) =>
    modals.openConfirmModal({
      title: t('invoices.payments.undoTitle'),
      children: <Text size="sm">{t('invoices.payments.undoQuestion')}</Text>,
      labels: { confirm: t('invoices.payments.undo'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-undo-payment' },
      onConfirm: () => record && void actions.undoPayment(record.id, paymentId),
    });

  return (
    <Stack gap="md" data-testid="invoice-edit">
      <UnsavedGuard dirty={editor.dirty && !editor.saving} base={base} leaving={editor.leaving} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" miw={0}>
          <Button
            variant="subtle"
            px="xs"
            onClick={() => void navigate('/Sales/Invoices')}
            aria-label={t('invoices.edit.back')}
            data-testid="invoice-back"
          >
            <IconArrowLeft size={18} />
          </Button>
          <Stack gap={0}>
            <EditTitle testId="invoice-title">{title}</EditTitle>
            {record && record.status !== INVOICE_STATUS.draft && (
              <Text size="sm" c="dimmed">
                {t('invoices.edit.subtitle', {
                  customer: record.customerName,
                  date: formatDate(record.invoiceDate),
                  expiry: formatDate(record.expiryDate),
                })}
              </Text>
            )}
          </Stack>
          {record && <StateBadges invoice={record} today={todayIso()} t={t} />}
          <UnsavedBadge dirty={editor.dirty} testId="invoice-dirty" label={t('invoices.edit.unsaved')} />
        </Group>
        <InvoiceActionsBar
          id={record?.id ?? 0}
          draft={isDraft}
          canWrite={canWrite}
          saving={editor.saving}
          busy={actions.busy}
          hasJoined={draft.rows.some((row) => row.joinedRows.length > 0)}
          open={Boolean(record && record.amountOpen !== 0)}
          on={on}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {record && !isDraft ? (
          <InvoiceSummary invoice={record} />
        ) : (
          <InvoiceFields draft={draft} update={editor.update} errors={editor.errors} readOnly={readOnly} />
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('invoices.rows.title')}
        </Title>
        <RowsEditor
          rows={draft.rows}
          onChange={(rows) => editor.update({ rows })}
          lists={editor.lists}
          invoiceDate={draft.invoiceDate}
          errors={editor.errors}
          readOnly={readOnly}
        />
        <TotalsCard
          totals={totals}
          vatCodes={editor.lists.vatCodes}
          amountOpen={isDraft ? undefined : record?.amountOpen}
        />
      </Paper>
      {record && !isDraft && (
        <InvoiceHistory
          invoice={record}
          canWrite={canWrite}
          onUndo={undoPayment}
          payAction={
            canWrite &&
            record.amountOpen !== 0 && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCash size={14} />}
                onClick={on.pay}
                data-testid="invoice-pay-2"
              >
                {t('invoices.actions.markPaid')}
              </Button>
            )
          }
        />
      )}
      {record && dialog?.kind === 'invoice' && (
        <InvoiceDialog
          invoice={record}
          busy={actions.busy === 'invoice'}
          onClose={() => setDialog(null)}
          onConfirm={(date) => void actions.invoice(record.id, date)}
        />
      )}
      {record && dialog?.kind === 'send' && (
        <SendDialog
          invoice={record}
          busy={actions.busy === 'send'}
          onClose={() => setDialog(null)}
          onSend={(choice) => void actions.send(record.id, choice)}
        />
      )}
      {record && dialog?.kind === 'pay' && (
        <PaymentDialog
          invoice={record}
          busy={actions.busy === 'pay'}
          onClose={() => setDialog(null)}
          onPay={(body) => void actions.pay({ id: record.id, ...body })}
        />
      )}
      {record && dialog?.kind === 'credit' && (
        <CreditConfirmDialog
          text={dialog.text}
          busy={actions.busy === 'credit'}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void actions.credit(record.id, true);
          }}
        />
      )}
    </Stack>
  );
}

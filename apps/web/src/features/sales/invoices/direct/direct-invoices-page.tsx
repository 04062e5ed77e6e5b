import { INVOICE_CALLS, nothingToInvoice } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconFileInvoice, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../../platform/call.ts';
import { openFile } from '../../../../platform/files.ts';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../../platform/notices.ts';
import { ProposalsRun } from '../../periodic/proposals-run.tsx';
import { type InvoiceDetail, useSalesTypes, useVatCodes } from '../api.ts';
import { CompanyNumbersWarning } from '../company-numbers-warning.tsx';
import {
  type DraftRow,
  draftIssues,
  type InvoiceDraft,
  liveTotals,
  toDraft,
  toPayload,
} from '../edit/invoice-draft.ts';
import { InvoiceFields } from '../edit/invoice-fields.tsx';
import { useRowDefaults } from '../edit/row-defaults.ts';
import { RowsEditor } from '../edit/rows-editor.tsx';
import { TotalsCard } from '../edit/totals-card.tsx';
import { useInvoiceAnswer } from '../edit/use-invoice-editor.ts';
import { issueTexts, refusalText } from '../messages.ts';
import { PageIntro } from '../page-intro.tsx';

type Step = 'save' | 'invoice' | 'send';

/**
 * /Sales/DirectInvoices: a one-off invoice in one go — customer, date and rows, then "Invoice" (saved, numbered and
 * its PDF made) or "Invoice and send" (also e-mailed). A step that fails leaves what was done: the draft or the
 * invoice can be finished in the editor.
 */
export function DirectInvoicesPage() {
  const { t } = useTranslation();
  // The invoice's first row starts with the Sales general settings' sales type and VAT code: the form waits for them.
  const firstRow = useRowDefaults();
  return (
    <Stack gap="md" maw={1200} data-testid="direct-invoices-page">
      <Title order={2} size="h4">
        {t('periodic.directTitle')}
      </Title>
      <ProposalsRun kind="direct" />
      <PageIntro title={t('invoices.direct.title')} intro={t('invoices.direct.intro')} />
      {firstRow.ready ? (
        <DirectInvoiceForm firstRow={firstRow.defaults} />
      ) : (
        <Center p="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}

function DirectInvoiceForm({ firstRow }: { firstRow: Partial<DraftRow> }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const blank = () => toDraft(undefined, null, undefined, firstRow);
  const answered = useInvoiceAnswer();
  const vatCodes = useVatCodes();
  const workTypes = useSalesTypes();
  const lists = useMemo(
    () => ({ vatCodes: vatCodes.data ?? [], workTypes: workTypes.data ?? [] }),
    [vatCodes.data, workTypes.data],
  );
  const [draft, setDraft] = useState<InvoiceDraft>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Step | null>(null);
  const [done, setDone] = useState<{ invoice: InvoiceDetail; sent: boolean } | null>(null);
  const totals = useMemo(() => liveTotals(draft.rows, lists.vatCodes), [draft.rows, lists.vatCodes]);
  const update = (patch: Partial<InvoiceDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const make = async (send: boolean) => {
    const issues = draftIssues(draft, lists);
    setErrors(issueTexts(issues, t));
    if (issues.length > 0) return notifyFailure(t('invoices.notices.checkFields'));
    // Before anything is saved: a draft without anything to invoice would be left behind, refused.
    const nothing = nothingToInvoice(draft.rows);
    if (nothing) return notifyFailure(t(`serverErrors.invoice.${nothing}`));
    let step: Step = 'save';
    let invoice: InvoiceDetail | undefined;
    try {
      setBusy(step);
      invoice = await call(INVOICE_CALLS.saveInvoice, toPayload(draft));
      step = 'invoice';
      setBusy(step);
      invoice = (await call(INVOICE_CALLS.invoiceInvoice, { id: invoice.id, invoiceDate: draft.invoiceDate })).invoice;
      if (send) {
        step = 'send';
        setBusy(step);
        invoice = await call(INVOICE_CALLS.sendInvoice, { id: invoice.id });
      }
      await answered(invoice);
      setDone({ invoice, sent: send });
      setDraft(blank());
      notifySuccess(t('invoices.notices.invoiced', { number: invoice.number }));
    } catch (error) {
      if (invoice) await answered(invoice);
      const failure = { save: 'saveFailed', invoice: 'invoiceFailed', send: 'sendFailed' }[step];
      const refusal = refusalText(error, t);
      if (refusal) notifyFailure(`${t(`invoices.notices.${failure}`)}: ${refusal.text}`);
      else notifyError(error, { action: t(`invoices.notices.${failure}`) });
      // What was done stays done: finish it in the editor.
      if (invoice) setDone({ invoice, sent: false });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {done && (
        <Alert
          color={done.invoice.number ? 'teal' : 'orange'}
          icon={<IconCircleCheck size={18} />}
          title={
            done.invoice.number
              ? t(done.sent ? 'invoices.direct.doneSent' : 'invoices.direct.done', {
                  number: done.invoice.number,
                  customer: done.invoice.customerName,
                  amount: formatMoney(done.invoice.amountInclVat, locale),
                })
              : t('invoices.direct.draftOnly')
          }
          withCloseButton
          onClose={() => setDone(null)}
          data-testid="direct-done"
        >
          <Group gap="xs" mt="xs">
            {done.invoice.number !== null && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypePdf size={14} />}
                onClick={() =>
                  void openFile(
                    async () => (await call(INVOICE_CALLS.invoicePdf, { id: done.invoice.id })).uploadId,
                  ).catch((error: unknown) => notifyError(error, { action: t('invoices.notices.pdfFailed') }))
                }
                data-testid="direct-pdf"
              >
                {t('invoices.actions.pdf')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/Sales/Invoices/Edit/${done.invoice.id}`}
              data-testid="direct-open"
            >
              {t('invoices.direct.open')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <InvoiceFields draft={draft} update={update} errors={errors} readOnly={false} compact />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <RowsEditor
          rows={draft.rows}
          onChange={(rows) => update({ rows })}
          lists={lists}
          invoiceDate={draft.invoiceDate}
          errors={errors}
          readOnly={false}
        />
        <TotalsCard totals={totals} vatCodes={lists.vatCodes} />
      </Paper>
      <CompanyNumbersWarning />
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconFileInvoice size={16} />}
          onClick={() => void make(false)}
          loading={busy !== null && busy !== 'send'}
          disabled={busy !== null}
          data-testid="direct-invoice"
        >
          {t('invoices.direct.invoice')}
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => void make(true)}
          loading={busy === 'send'}
          disabled={busy !== null}
          data-testid="direct-invoice-send"
        >
          {t('invoices.direct.invoiceAndSend')}
        </Button>
      </Group>
    </>
  );
}

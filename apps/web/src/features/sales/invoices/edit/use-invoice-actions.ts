import { INVOICE_CALLS, UBL_CALLS } from '@backoffice/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, download } from '../../../../platform/call.ts';
import { openFile } from '../../../../platform/files.ts';
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from '../../../../platform/notices.ts';
import type { InvoiceDetail } from '../api.ts';
import { refusalText } from '../messages.ts';
import type { SendChoice } from './send-dialog.tsx';
import { useInvoiceAnswer } from './use-invoice-editor.ts';

export type InvoiceAction =
  | 'preview'
  | 'pdf'
  | 'invoice'
  | 'send'
  | 'credit'
  | 'regenerate'
  | 'pay'
  | 'undoPayment'
  | 'join'
  | 'unjoin'
  | 'ubl';

/** The invoice actions of spec 001 §4 with the messages of §8; each answers the changed invoice (or nothing). */
export function useInvoiceActions(onChanged: (invoice: InvoiceDetail) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answered = useInvoiceAnswer();
  const [busy, setBusy] = useState<InvoiceAction | null>(null);

  const run = useCallback(
    async <T>(action: InvoiceAction, failure: string, work: () => Promise<T>): Promise<T | undefined> => {
      setBusy(action);
      try {
        return await work();
      } catch (error) {
        const refusal = refusalText(error, t);
        if (refusal) notifyFailure(`${t(failure)}: ${refusal.text}`);
        else notifyError(error, { action: t(failure) });
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  const changed = useCallback(
    async (invoice: InvoiceDetail) => {
      await answered(invoice);
      onChanged(invoice);
      return invoice;
    },
    [answered, onChanged],
  );

  return {
    busy,
    preview: (id: () => Promise<number | null>) =>
      run('preview', 'invoices.notices.previewFailed', () =>
        openFile(async () => {
          const saved = await id();
          if (!saved) throw new Error(t('invoices.notices.checkFields'));
          return (await call(INVOICE_CALLS.previewInvoice, { id: saved })).upload.id;
        }),
      ),
    pdf: (id: number) =>
      run('pdf', 'invoices.notices.pdfFailed', () =>
        openFile(async () => (await call(INVOICE_CALLS.invoicePdf, { id })).uploadId),
      ),
    ubl: (id: number) => run('ubl', 'invoices.notices.ublFailed', () => download(UBL_CALLS.invoiceUbl, { id })),
    invoice: (id: number, invoiceDate: string) =>
      run('invoice', 'invoices.notices.invoiceFailed', async () => {
        const answer = await call(INVOICE_CALLS.invoiceInvoice, { id, invoiceDate });
        await changed(answer.invoice);
        notifySuccess(t('invoices.notices.invoiced', { number: answer.invoice.number }));
        // A credit for an invoice the customer already has: it should get the credit too.
        if (answer.originalInvoice && answer.originalInvoice.sent.length > 0)
          notifyInfo(t('invoices.notices.originalAlreadySent', { number: answer.originalInvoice.number }));
        return answer.invoice;
      }),
    send: (id: number, choice: SendChoice) =>
      run('send', 'invoices.notices.sendFailed', async () => {
        const body = choice.paper ? { id, paper: 1 } : { ...choice, id, paper: 0 };
        const invoice = await changed(await call(INVOICE_CALLS.sendInvoice, body));
        const last = invoice.sent.at(-1);
        notifySuccess(
          choice.paper ? t('invoices.notices.sentPaper') : t('invoices.notices.sentEmail', { to: last?.to ?? '' }),
        );
        return invoice;
      }),
    /** The credit draft, or the refusal text that needs confirming (credits exist, the source is a credit). */
    credit: async (
      id: number,
      force: boolean,
    ): Promise<{ confirm?: string; reason?: 'invoice.creditExists' | 'invoice.sourceIsCredit' } | undefined> => {
      setBusy('credit');
      try {
        const draft = await call(INVOICE_CALLS.invoicesCreditFor, { id, force: force ? 1 : 0 });
        await answered(draft);
        notifySuccess(t('invoices.notices.creditMade'));
        void navigate(`/Sales/Invoices/Edit/${draft.id}`);
        return {};
      } catch (error) {
        const refusal = refusalText(error, t);
        if (!force && (refusal?.key === 'invoice.creditExists' || refusal?.key === 'invoice.sourceIsCredit'))
          return { confirm: refusal.text, reason: refusal.key };
        if (refusal) notifyFailure(`${t('invoices.notices.creditFailed')}: ${refusal.text}`);
        else notifyError(error, { action: t('invoices.notices.creditFailed') });
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    regenerate: (id: number) =>
      run('regenerate', 'invoices.notices.regenerateFailed', async () => {
        const invoice = await changed(await call(INVOICE_CALLS.regenerateInvoice, { id }));
        notifySuccess(t('invoices.notices.regenerated'));
        return invoice;
      }),
    pay: (body: { id: number; date: string; amount: number; description: string }) =>
      run('pay', 'invoices.notices.payFailed', async () => {
        const invoice = await changed(await call(INVOICE_CALLS.markInvoicePaid, body));
        notifySuccess(t(invoice.amountOpen === 0 ? 'invoices.notices.paid' : 'invoices.notices.partlyPaid'));
        return invoice;
      }),
    undoPayment: (id: number, paymentId: number) =>
      run('undoPayment', 'invoices.notices.undoFailed', async () => {
        const invoice = await changed(await call(INVOICE_CALLS.undoInvoicePayment, { id, paymentId }));
        notifySuccess(t('invoices.notices.paymentUndone'));
        return invoice;
      }),
    join: (id: number, change: 'join' | 'unjoin') =>
      run(change, 'invoices.notices.joinFailed', async () => {
        const invoice = await changed(
          await call(change === 'join' ? INVOICE_CALLS.joinInvoiceRows : INVOICE_CALLS.unjoinInvoiceRows, { id }),
        );
        notifySuccess(t(change === 'join' ? 'invoices.notices.joined' : 'invoices.notices.unjoined'));
        return invoice;
      }),
  };
}

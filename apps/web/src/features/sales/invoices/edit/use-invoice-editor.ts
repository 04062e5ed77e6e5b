import { INVOICE_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../platform/api-client.ts';
import { refresh, useCallMutation } from '../../../../platform/call.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../../platform/notices.ts';
import { type InvoiceDetail, invoiceKey, useSalesTypes, useVatCodes } from '../api.ts';
import { issueTexts, refusalText } from '../messages.ts';
import { draftIssues, type InvoiceDraft, toDraft, toPayload } from './invoice-draft.ts';
import { useRowDefaults } from './row-defaults.ts';

/** After any change of an invoice: its cache entry is the answer, and every invoice list reads again. */
export function useInvoiceAnswer() {
  const queryClient = useQueryClient();
  return useCallback(
    async (invoice: InvoiceDetail) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      await refresh(queryClient, [INVOICE_CALLS.invoicesDateRangePaged]);
    },
    [queryClient],
  );
}

/**
 * The editor's state: the draft, its messages (checked as the server checks) and whether it differs from the saved
 * invoice, plus the save call. `save` answers the saved invoice, or null after showing why it failed.
 */
export function useInvoiceEditor(record: InvoiceDetail | undefined, presetCustomer: number | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answered = useInvoiceAnswer();
  const vatCodes = useVatCodes();
  const workTypes = useSalesTypes();
  // The edit page waits for them before it opens a new invoice, so its first row starts with the defaults.
  const firstRow = useRowDefaults().defaults;
  // One draft for both: a new draft's first row gets a fresh key each time one is made.
  const [initial] = useState(() => toDraft(record, presetCustomer, undefined, firstRow));
  const [draft, setDraft] = useState<InvoiceDraft>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);
  const leaving = useRef(false);
  const dirty = JSON.stringify(draft) !== baseline;
  const errors = useMemo(() => issueTexts(issues, t), [issues, t]);
  const lists = useMemo(
    () => ({ vatCodes: vatCodes.data ?? [], workTypes: workTypes.data ?? [] }),
    [vatCodes.data, workTypes.data],
  );

  const update = useCallback((patch: Partial<InvoiceDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // Messages of the fields just edited no longer apply.
    const keys = Object.keys(patch);
    setIssues((current) => current.filter((issue) => !keys.includes(issue.path.split('.')[0] ?? '')));
  }, []);

  const reset = useCallback((invoice: InvoiceDetail) => {
    const next = toDraft(invoice);
    setDraft(next);
    setBaseline(JSON.stringify(next));
    setIssues([]);
  }, []);

  const mutation = useCallMutation(INVOICE_CALLS.saveInvoice);

  /**
   * Checks and saves the draft; a new invoice moves to its own address, carrying `then` (the action to continue
   * with there) in the navigation state.
   */
  const save = useCallback(
    async (quiet = false, then?: 'invoice'): Promise<InvoiceDetail | null> => {
      const found = draftIssues(draft, lists);
      if (found.length > 0) {
        setIssues(found);
        notifyFailure(t('invoices.notices.checkFields'));
        return null;
      }
      try {
        const saved = await mutation.mutateAsync(toPayload(draft));
        await answered(saved);
        reset(saved);
        if (!quiet) notifySuccess(t('invoices.notices.saved'));
        if (draft.id === 0) {
          leaving.current = true;
          void navigate(`/Sales/Invoices/Edit/${saved.id}`, { replace: true, state: { then } });
        }
        return saved;
      } catch (error) {
        if (error instanceof ApiError) setIssues(error.issues);
        const refusal = refusalText(error, t);
        if (refusal) notifyFailure(refusal.text);
        else notifyError(error, { action: t('invoices.notices.saveFailed') });
        return null;
      }
    },
    [draft, lists, mutation, answered, reset, navigate, t],
  );

  /** Deletes a saved draft and goes back to the list. */
  const remove = useCallback(async () => {
    try {
      await mutation.mutateAsync({ ...toPayload(draft), deleted: 1 });
      await answered({ ...(record as InvoiceDetail), deleted: 1 });
      notifySuccess(t('invoices.notices.deleted'));
      leaving.current = true;
      void navigate('/Sales/Invoices');
    } catch (error) {
      notifyError(error, { action: t('invoices.notices.deleteFailed') });
    }
  }, [draft, mutation, answered, record, navigate, t]);

  return { draft, update, errors, dirty, save, remove, reset, saving: mutation.isPending, lists, leaving };
}

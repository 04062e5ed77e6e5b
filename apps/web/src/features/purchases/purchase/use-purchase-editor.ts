import { PURCHASE_CALLS, PURCHASE_STATUS, type TPurchaseInput } from '@backoffice/domain';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { refresh, useCallMutation } from '../../../platform/call.ts';
import { keyedText } from '../../../platform/notice-text.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { PURCHASE_LIST_CALLS, type PurchaseDetail, purchaseKey } from '../purchase-api.ts';
import {
  type PurchaseDraft,
  purchaseDraftIssues,
  type RowContext,
  toPurchaseDraft,
  toPurchasePayload,
  withSupplier,
} from './purchase-draft.ts';
import { purchaseIssueTexts } from './purchase-messages.ts';

type Issue = { path: string; message: string };

/** Asks whether a second purchase with the same supplier invoice number is meant (the server's question). */
const confirmDuplicate = (text: string, labels: { confirm: string; cancel: string; title: string }) =>
  new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      title: labels.title,
      children: text,
      labels: { confirm: labels.confirm, cancel: labels.cancel },
      confirmProps: { 'data-testid': 'purchase-duplicate-confirm' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );

/**
 * The editor's state: the draft, its messages (checked as the server checks) and whether it differs from the saved
 * purchase, plus save, make definitive and delete. Each answers the saved purchase, or null after saying why not.
 */
export function usePurchaseEditor(record: PurchaseDetail | undefined, context: RowContext) {
  // A new purchase from a supplier's page starts with that supplier (context.supplier).
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const draft = toPurchaseDraft(record, context);
    return record || !context.supplier ? draft : { ...draft, ...withSupplier(draft, context) };
  });
  const [draft, setDraft] = useState<PurchaseDraft>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [issues, setIssues] = useState<Issue[]>([]);
  const leaving = useRef(false);
  const dirty = JSON.stringify(draft) !== baseline;
  const errors = useMemo(() => purchaseIssueTexts(issues, t), [issues, t]);
  const mutation = useCallMutation(PURCHASE_CALLS.savePurchase);

  const update = useCallback((patch: Partial<PurchaseDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const keys = Object.keys(patch);
    setIssues((current) => current.filter((issue) => !keys.includes(issue.path.split('.')[0] ?? '')));
  }, []);

  const reset = useCallback(
    (saved: PurchaseDetail) => {
      const next = toPurchaseDraft(saved, context);
      setDraft(next);
      setBaseline(JSON.stringify(next));
      setIssues([]);
    },
    [context],
  );

  const answered = useCallback(
    async (saved: PurchaseDetail) => {
      queryClient.setQueryData(purchaseKey(saved.id), saved);
      await refresh(queryClient, [...PURCHASE_LIST_CALLS]);
    },
    [queryClient],
  );

  /** One savePurchase; a duplicate supplier invoice number is asked about and sent again when confirmed. */
  const send = useCallback(
    async (payload: TPurchaseInput, failed: string): Promise<PurchaseDetail | null> => {
      try {
        return await mutation.mutateAsync(payload);
      } catch (error) {
        if (error instanceof ApiError && error.key === 'purchase.duplicateInvoiceNo') {
          const text = keyedText(error, t) ?? error.message;
          const labels = {
            title: t('purchases.edit.duplicateTitle'),
            confirm: t('common.save'),
            cancel: t('common.cancel'),
          };
          if (await confirmDuplicate(text, labels)) return send({ ...payload, confirmDuplicate: 1 }, failed);
          return null;
        }
        if (error instanceof ApiError) setIssues(error.issues);
        const text = keyedText(error, t);
        if (text && error instanceof ApiError && error.status < 500) notifyFailure(text);
        else notifyError(error, { action: failed });
        return null;
      }
    },
    [mutation, t],
  );

  /** Checks and saves; `status` 1 makes the draft definitive. A new purchase moves to its own address. */
  const save = useCallback(
    async (status: number = draft.status): Promise<PurchaseDetail | null> => {
      const found = purchaseDraftIssues(draft, context);
      if (found.length > 0) {
        setIssues(found);
        notifyFailure(t('purchases.edit.checkFields'));
        return null;
      }
      const definitive = status === PURCHASE_STATUS.definitive && draft.status !== status;
      const saved = await send(
        toPurchasePayload(draft, { status }),
        t(definitive ? 'purchases.edit.definitiveFailed' : 'purchases.edit.saveFailed'),
      );
      if (!saved) return null;
      await answered(saved);
      reset(saved);
      notifySuccess(
        definitive ? t('purchases.edit.madeDefinitive', { number: saved.number }) : t('purchases.edit.saved'),
      );
      if (draft.id === 0) {
        leaving.current = true;
        void navigate(`/Purchases/Purchases/Edit/${saved.id}`, { replace: true });
      }
      return saved;
    },
    [draft, context, send, answered, reset, navigate, t],
  );

  /**
   * Deletes: a draft goes and the list opens again; a numbered purchase stays with its number and amount 0 (spec
   * 001 §4), which the notice says.
   */
  const remove = useCallback(async () => {
    if (!record) return;
    const saved = await send(
      toPurchasePayload(toPurchaseDraft(record, context), { deleted: 1 }),
      t('purchases.edit.deleteFailed'),
    );
    if (!saved) return;
    await answered(saved);
    if (record.number > 0) {
      reset(saved);
      notifySuccess(t('serverErrors.purchase.numberedZeroed'));
      return;
    }
    queryClient.removeQueries({ queryKey: purchaseKey(record.id) });
    notifySuccess(t('purchases.edit.deleted'));
    leaving.current = true;
    void navigate('/Purchases/Purchases');
  }, [record, context, send, answered, reset, queryClient, navigate, t]);

  return { draft, update, errors, dirty, save, remove, saving: mutation.isPending, leaving };
}

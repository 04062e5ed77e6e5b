import { type CallAnswer, EINVOICE_IN_CALLS, type TEInvoiceIn, type TEInvoiceNewSupplier } from '@backoffice/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client.ts';
import { call, refresh } from '../../../platform/call.ts';
import { keyedText } from '../../../platform/notice-text.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../platform/notices.ts';
import { readAsBase64 } from '../../employees/index.ts';
import { purchaseIssueTexts } from '../purchase/purchase-messages.ts';
import { PURCHASE_LIST_CALLS, purchaseKey } from '../purchase-api.ts';
import { choiceErrors } from './einvoice-choices.ts';

/** Where the dialog is: choosing the file, offering the unknown supplier, or asking about a duplicate number. */
export type ImportStep =
  | { kind: 'choose' }
  | { kind: 'newSupplier'; einvoice: TEInvoiceIn; newSupplier: TEInvoiceNewSupplier }
  | { kind: 'duplicate'; message: string };

export interface ImportChoices {
  /** 0: the Purchases settings' category. */
  categoryId: number;
  /** 0: the supplier's purchase type, else the settings'. */
  purchaseTypeId: number;
}

type Answer = CallAnswer<typeof EINVOICE_IN_CALLS.importPurchaseEInvoice>;

/**
 * importPurchaseEInvoice from the dialog: the file is read once and sent again as the user answers (the supplier
 * created or chosen, the duplicate confirmed). A saved draft opens in the editor with the warnings as notices.
 */
export function useEInvoiceImport(choices: ImportChoices, presetSupplier: number, onDone: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  // Once created or chosen, every later send names the supplier (one without VAT number, KvK or IBAN is not found).
  const [supplierId, setSupplierId] = useState(presetSupplier);
  const [errors, setErrors] = useState<{ categoryId?: string; purchaseTypeId?: string }>({});

  const imported = async ({ einvoice, purchase, warnings }: Answer) => {
    if (!purchase) return;
    queryClient.setQueryData(purchaseKey(purchase.id), purchase);
    await refresh(queryClient, [...PURCHASE_LIST_CALLS]);
    notifySuccess(t('purchases.einvoice.imported', { invoiceNo: einvoice.invoiceNumber }));
    for (const warning of warnings)
      notifyWarning(t('purchases.einvoice.checkTitle'), keyedText(warning, t) ?? warning.message);
    onDone();
    void navigate(`/Purchases/Purchases/Edit/${purchase.id}`);
  };

  const send = useMutation({
    mutationFn: async (extra: { supplierId: number; confirmDuplicate: number }) => {
      if (!file) throw new Error('No file chosen');
      const contentBase64 = await readAsBase64(file);
      return call(EINVOICE_IN_CALLS.importPurchaseEInvoice, {
        fileName: file.name,
        contentBase64,
        ...choices,
        ...extra,
      });
    },
    onSuccess: async (answer) => {
      if (answer.purchase) return imported(answer);
      if (!answer.supplier.found)
        setStep({ kind: 'newSupplier', einvoice: answer.einvoice, newSupplier: answer.supplier.newSupplier });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.key === 'purchase.duplicateInvoiceNo') {
        setStep({ kind: 'duplicate', message: keyedText(error, t) ?? error.message });
        return;
      }
      const own = error instanceof ApiError ? choiceErrors(purchaseIssueTexts(error.issues, t)) : {};
      setErrors(own);
      // Back to the file and choices (a supplier just created stays chosen): the fields show their own messages.
      setStep({ kind: 'choose' });
      if (Object.keys(own).length === 0) notifyError(error, { action: t('purchases.einvoice.failed') });
    },
  });

  return {
    file,
    step,
    supplierId,
    errors,
    sending: send.isPending,
    /** A new file starts over. */
    chooseFile: (next: File | null) => {
      setFile(next);
      setSupplierId(presetSupplier);
      setStep({ kind: 'choose' });
    },
    clearError: (field: 'categoryId' | 'purchaseTypeId') => setErrors(({ [field]: _, ...rest }) => rest),
    send: (extra: { supplierId?: number; confirmDuplicate?: number } = {}) => {
      const chosen = extra.supplierId ?? supplierId;
      setSupplierId(chosen);
      send.mutate({ supplierId: chosen, confirmDuplicate: extra.confirmDuplicate ?? 0 });
    },
  };
}

import { ZCustomer } from '@backoffice/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../platform/forms/issue-message.ts';
import { useZodForm } from '../../../platform/forms/use-zod-form.ts';
import { type CustomerDraft, comparableDraft } from './customer-draft.ts';

type ServerIssue = { path: string; message: string };
export type CustomerUpdate = (patch: Partial<CustomerDraft>) => void;

/** The edit page's state: the draft checked with ZCustomer (as the server checks it) and whether it is unsaved. */
export function useCustomerForm(initial: CustomerDraft) {
  const { t } = useTranslation();
  const form = useZodForm<CustomerDraft, typeof ZCustomer>(ZCustomer, initial);
  const [baseline, setBaseline] = useState(() => comparableDraft(initial));
  const { setValue, setError, reset: resetForm, validate: validateForm } = form;

  const update = useCallback<CustomerUpdate>(
    (patch) => {
      const set = <K extends keyof CustomerDraft>(key: K, value: CustomerDraft[K] | undefined) => {
        if (value !== undefined) setValue(key, value);
      };
      for (const key of Object.keys(patch) as (keyof CustomerDraft)[]) set(key, patch[key]);
    },
    [setValue],
  );

  const errors = useMemo(() => {
    // The number is '<auto>' or a whole number; the union's generic "choose an option" would not say that.
    const number =
      form.errors.number === t('validation.choice') ? t('customers.validation.number') : form.errors.number;
    return { ...form.errors, ...(number ? { number } : {}) };
  }, [form.errors, t]);

  const dirty = useMemo(() => comparableDraft(form.values) !== baseline, [form.values, baseline]);

  /** The payload of saveCustomer, or null after showing the messages. */
  const validate = useCallback(() => validateForm(), [validateForm]);

  /** After a save: the saved customer is the new unsaved-changes baseline. */
  const reset = useCallback(
    (next: CustomerDraft) => {
      resetForm(next);
      setBaseline(comparableDraft(next));
    },
    [resetForm],
  );

  /** The server's 400 issues under the fields they name (`bankAccounts`, `otherAddress.city`). */
  const setServerIssues = useCallback(
    (issues: readonly ServerIssue[]) => {
      for (const issue of issues) setError(issue.path, validationText(issue.message, t) ?? issue.message);
    },
    [setError, t],
  );

  return { draft: form.values, update, errors, dirty, validate, reset, setError, setServerIssues };
}

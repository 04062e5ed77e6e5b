import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../../platform/forms/use-draft.ts';
import { type CustomerDraft, comparableDraft, parseDraft } from './customer-draft.ts';

export type CustomerUpdate = (patch: Partial<CustomerDraft>) => void;

/**
 * The edit page's draft, held by useDraft like the employee and project pages, with two customer rules on top: an
 * added but empty IBAN line is no unsaved change, and a wrong number says what it takes.
 */
export function useCustomerForm(initial: CustomerDraft) {
  const { t } = useTranslation();
  const form = useDraft(initial, parseDraft);
  const [baseline, setBaseline] = useState(() => comparableDraft(initial));
  const { reset: resetDraft } = form;

  const dirty = useMemo(
    () => form.dirty && comparableDraft(form.draft) !== baseline,
    [form.dirty, form.draft, baseline],
  );

  const errors = useMemo(() => {
    // The number is '<auto>' or a whole number; the union's generic "choose an option" would not say that.
    const wrongNumber = form.errors.number === t('validation.choice');
    return wrongNumber ? { ...form.errors, number: t('customers.validation.number') } : form.errors;
  }, [form.errors, t]);

  /** After a save: the saved customer is the new unsaved-changes baseline. */
  const reset = useCallback(
    (next: CustomerDraft) => {
      resetDraft(next);
      setBaseline(comparableDraft(next));
    },
    [resetDraft],
  );

  return { ...form, dirty, errors, reset };
}

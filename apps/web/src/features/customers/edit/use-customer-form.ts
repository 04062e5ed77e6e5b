import { ZCustomer } from '@backoffice/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../platform/forms/use-form.ts';
import { type CustomerDraft, comparableDraft } from './customer-draft.ts';

export type CustomerUpdate = (patch: Partial<CustomerDraft>) => void;

/**
 * The edit page's form, like the employee and project pages, with two customer rules on top: an added but empty IBAN
 * line is no unsaved change, and a wrong number says what it takes.
 */
export function useCustomerForm(initial: CustomerDraft) {
  const { t } = useTranslation();
  const form = useForm(ZCustomer, initial, { compare: comparableDraft });

  const errors = useMemo(() => {
    // The number is '<auto>' or a whole number; the union's generic "choose an option" would not say that.
    const wrongNumber = form.errors.number === t('validation.choice');
    return wrongNumber ? { ...form.errors, number: t('customers.validation.number') } : form.errors;
  }, [form.errors, t]);

  return { ...form, errors };
}

import { Checkbox, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDraft } from './customer-draft.ts';
import type { CustomerUpdate } from './use-customer-form.ts';

/** What every section of the customer form receives. */
export interface SectionProps {
  draft: CustomerDraft;
  update: CustomerUpdate;
  errors: Record<string, string>;
}

type TextKey = {
  [K in keyof CustomerDraft]: CustomerDraft[K] extends string ? K : never;
}[keyof CustomerDraft];
type FlagKey = 'multiProjects' | 'isManager' | 'overrideManagementEmail' | 'joinInvoices' | 'attachUbl';

/** Typing a new street, number, postal code or city makes the old coordinates wrong: 0/0 lets the server geocode. */
const MOVES = new Set<string>(['address', 'houseNumber', 'postalCode', 'city', 'country']);

interface TextFieldProps extends SectionProps {
  field: TextKey;
  required?: boolean;
  description?: ReactNode;
  placeholder?: string;
}

/** A text input for one customer field: label `customers.fields.<field>`, test id `customer-<field>`. */
export function CustomerTextField({
  field,
  draft,
  update,
  errors,
  required,
  description,
  placeholder,
}: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`customers.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        update(MOVES.has(field) ? { [field]: value, latitude: 0, longitude: 0 } : { [field]: value });
      }}
      error={errors[field]}
      withAsterisk={required}
      description={description}
      placeholder={placeholder}
      data-testid={`customer-${field}`}
    />
  );
}

interface FlagFieldProps extends SectionProps {
  field: FlagKey;
  description?: string;
  disabled?: boolean;
}

/** A 0/1 flag as a checkbox with an explanation. */
export function CustomerFlagField({ field, draft, update, errors, description, disabled }: FlagFieldProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t(`customers.fields.${field}`)}
      description={description}
      checked={draft[field] === 1}
      onChange={(event) => update({ [field]: event.currentTarget.checked ? 1 : 0 })}
      error={errors[field]}
      disabled={disabled}
      data-testid={`customer-${field}`}
    />
  );
}

import { Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { SupplierSelect } from '../list/supplier-select.tsx';
import type { PurchaseDraft } from './purchase-draft.ts';

interface PurchaseFieldsProps {
  draft: PurchaseDraft;
  categories: readonly { id: number; name: string; deleted: number }[];
  onSupplier: (supplierId: number) => void;
  onInvoiceDate: (invoiceDate: string) => void;
  update: (patch: Partial<PurchaseDraft>) => void;
  errors: Record<string, string>;
  /** A definitive purchase keeps its supplier, dates, category and rows; only the rest still changes. */
  locked: boolean;
  readOnly: boolean;
}

/** Supplier, the supplier's invoice number, the dates, the category, and the payment details. */
export function PurchaseFields(props: PurchaseFieldsProps) {
  const { draft, update, errors, locked, readOnly } = props;
  const { t } = useTranslation();
  const label = (key: string) => t(`purchases.fields.${key}`);
  const fixed = locked || readOnly;
  const categoryOptions = useMemo(
    () =>
      props.categories
        .filter((category) => !category.deleted || category.id === draft.categoryId)
        .map((category) => ({ value: String(category.id), label: category.name })),
    [props.categories, draft.categoryId],
  );
  const date = (key: 'invoiceDate' | 'bookDate' | 'dueDate', onChange: (value: string) => void, lock = fixed) => (
    <DateField
      label={label(key)}
      value={draft[key]}
      onChange={onChange}
      error={errors[key]}
      readOnly={lock}
      testId={`purchase-${key}`}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SupplierSelect
          label={label('supplier')}
          value={draft.supplierId}
          onChange={props.onSupplier}
          error={errors.supplierId}
          readOnly={fixed}
          required
          w="100%"
          testId="purchase-supplier"
        />
        <TextInput
          label={label('invoiceNo')}
          value={draft.invoiceNo}
          onChange={(event) => update({ invoiceNo: event.currentTarget.value })}
          error={errors.invoiceNo}
          readOnly={fixed}
          data-testid="purchase-invoiceNo"
        />
        {date('invoiceDate', props.onInvoiceDate)}
        {date('bookDate', (bookDate) => update({ bookDate }))}
        {date('dueDate', (dueDate) => update({ dueDate }), readOnly)}
        <Select
          label={label('category')}
          data={categoryOptions}
          value={draft.categoryId ? String(draft.categoryId) : null}
          onChange={(value) => update({ categoryId: Number(value ?? 0) })}
          error={errors.categoryId}
          readOnly={fixed}
          withAsterisk
          allowDeselect={false}
          searchable
          placeholder={t('purchases.rows.choose')}
          data-testid="purchase-category"
        />
        <TextInput
          label={label('paymentReference')}
          value={draft.paymentReference}
          onChange={(event) => update({ paymentReference: event.currentTarget.value })}
          error={errors.paymentReference}
          readOnly={readOnly}
          data-testid="purchase-paymentReference"
        />
        <Group gap="lg" align="flex-end" pb={6}>
          <Checkbox
            label={label('hidden')}
            checked={draft.hidden === 1}
            onChange={(event) => update({ hidden: event.currentTarget.checked ? 1 : 0 })}
            disabled={readOnly}
            data-testid="purchase-hidden"
          />
          <Checkbox
            label={label('anbi')}
            checked={draft.anbi === 1}
            onChange={(event) => update({ anbi: event.currentTarget.checked ? 1 : 0 })}
            disabled={readOnly}
            data-testid="purchase-anbi"
          />
        </Group>
      </SimpleGrid>
      <Textarea
        label={label('remarks')}
        value={draft.remarks}
        onChange={(event) => update({ remarks: event.currentTarget.value })}
        error={errors.remarks}
        readOnly={readOnly}
        autosize
        minRows={2}
        maxRows={6}
        data-testid="purchase-remarks"
      />
    </Stack>
  );
}

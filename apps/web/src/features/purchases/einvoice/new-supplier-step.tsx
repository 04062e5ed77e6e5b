import { SUPPLIER_CALLS, type TEInvoiceIn, type TEInvoiceNewSupplier, ZSupplier } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Alert, Button, Divider, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../platform/api-client.ts';
import { call, refresh } from '../../../platform/call.ts';
import { submitDraft } from '../../../platform/edit/submit-draft.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError } from '../../../platform/notices.ts';
import type { SupplierDraft } from '../edit/supplier-draft.ts';
import { SupplierSelect } from '../list/supplier-select.tsx';
import { newSupplierDraft } from './einvoice-choices.ts';

/** The seller's fields the user checks before the supplier is created (the city may be missing from the invoice). */
const FIELDS = [
  'name',
  'vatNumber',
  'cocNumber',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof SupplierDraft)[];
const REQUIRED = new Set<string>(['name', 'city']);

interface NewSupplierStepProps {
  einvoice: TEInvoiceIn;
  newSupplier: TEInvoiceNewSupplier;
  purchaseTypeId: number;
  importing: boolean;
  onImport: (supplierId: number) => void;
}

/** The invoice's seller is not among the suppliers: create it from the invoice, or say which supplier it is. */
export function NewSupplierStep({ einvoice, newSupplier, purchaseTypeId, importing, onImport }: NewSupplierStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(ZSupplier, newSupplierDraft(newSupplier, purchaseTypeId));
  const [existing, setExisting] = useState(0);
  const label = (key: string) => t(`purchases.einvoice.${key}`);
  const create = useMutation({
    mutationFn: (payload: z.output<typeof ZSupplier>) =>
      call(SUPPLIER_CALLS.saveSupplier, { ...payload, purchaseType: purchaseTypeId }),
    onSuccess: async (saved) => {
      await refresh(queryClient, [SUPPLIER_CALLS.allSuppliers]);
      onImport(saved.id);
    },
    onError: (error) => {
      form.setServerIssues(error instanceof ApiError ? error.issues : []);
      notifyError(error, { action: t('suppliers.edit.saveFailed') });
    },
  });
  const ibans = form.values.bankAccounts.map((account) => account.iban).join(', ');

  return (
    <Stack gap="md" data-testid="einvoice-new-supplier">
      <Alert color="blue" variant="light" icon={<IconUserQuestion size={18} />} title={label('unknownTitle')}>
        <Text size="sm">
          {t('purchases.einvoice.unknownText', {
            name: newSupplier.name,
            invoiceNo: einvoice.invoiceNumber,
            date: formatDate(einvoice.issueDate),
            total: formatMoney(einvoice.totals.payable, currentLanguage()),
          })}
        </Text>
      </Alert>
      <Fieldset legend={label('newSupplier')} radius="md" variant="filled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`suppliers.fields.${field}`)}
              value={form.values[field]}
              onChange={(event) => form.set({ [field]: event.currentTarget.value })}
              error={form.errors[field]}
              withAsterisk={REQUIRED.has(field)}
              data-testid={`einvoice-supplier-${field}`}
            />
          ))}
          <TextInput
            label={label('iban')}
            value={ibans}
            readOnly
            variant="unstyled"
            error={form.errors.bankAccounts ?? form.errors['bankAccounts.0.iban']}
            data-testid="einvoice-supplier-iban"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            loading={create.isPending || (importing && existing === 0)}
            onClick={() => submitDraft(form, create, t('suppliers.edit.checkFields'))}
            data-testid="einvoice-create-supplier"
          >
            {label('createAndImport')}
          </Button>
        </Group>
      </Fieldset>
      <Divider label={label('or')} labelPosition="center" />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SupplierSelect
          label={label('existingSupplier')}
          placeholder={t('purchases.rows.choose')}
          value={existing}
          onChange={setExisting}
          w={{ base: '100%', xs: 300 }}
          testId="einvoice-existing-supplier"
        />
        <Button
          variant="light"
          disabled={existing === 0}
          loading={importing && existing !== 0}
          onClick={() => onImport(existing)}
          data-testid="einvoice-use-supplier"
        >
          {label('importForSupplier')}
        </Button>
      </Group>
    </Stack>
  );
}

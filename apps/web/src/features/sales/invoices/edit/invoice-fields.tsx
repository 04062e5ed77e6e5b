import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { useProjects } from '../../../projects/api.ts';
import { useCustomerChoices } from '../../customer-choices.ts';
import type { InvoiceDraft } from './invoice-draft.ts';

interface InvoiceFieldsProps {
  draft: InvoiceDraft;
  update: (patch: Partial<InvoiceDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  /** Only a draft's invoice date is typed here; invoicing asks for it again. */
  compact?: boolean;
}

/** Customer and project, the invoice date, the period, and the texts above and below the rows. */
export function InvoiceFields({ draft, update, errors, readOnly, compact }: InvoiceFieldsProps) {
  const { t } = useTranslation();
  const projects = useProjects();
  const customerOptions = useCustomerChoices();
  const projectOptions = useMemo(
    () =>
      (projects.data ?? [])
        .filter(
          (project) => project.customerId === draft.customerId && (!project.deleted || project.id === draft.projectId),
        )
        .map((project) => ({ value: String(project.id), label: project.name })),
    [projects.data, draft.customerId, draft.projectId],
  );
  const label = (key: string) => t(`invoices.fields.${key}`);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: compact ? 3 : 4 }}>
        <Select
          label={label('customer')}
          data={customerOptions}
          value={draft.customerId ? String(draft.customerId) : null}
          onChange={(value) => update({ customerId: value ? Number(value) : null, projectId: 0 })}
          searchable
          limit={50}
          withAsterisk
          disabled={readOnly}
          error={errors.customerId}
          nothingFoundMessage={t('invoices.fields.noCustomer')}
          data-testid="invoice-customer"
        />
        <Select
          label={label('project')}
          data={projectOptions}
          value={draft.projectId ? String(draft.projectId) : null}
          onChange={(value) => update({ projectId: value ? Number(value) : 0 })}
          clearable
          searchable
          disabled={readOnly || !draft.customerId}
          placeholder={draft.customerId && projectOptions.length === 0 ? t('invoices.fields.noProjects') : undefined}
          error={errors.projectId}
          data-testid="invoice-project"
        />
        <DateField
          label={label('invoiceDate')}
          value={draft.invoiceDate}
          onChange={(invoiceDate) => update({ invoiceDate })}
          required
          disabled={readOnly}
          error={errors.invoiceDate}
          testId="invoice-date"
        />
        {!compact && (
          <TextInput
            label={label('period')}
            value={draft.period}
            onChange={(event) => update({ period: event.currentTarget.value })}
            disabled={readOnly}
            data-testid="invoice-period"
          />
        )}
      </SimpleGrid>
      {!compact && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={label('textAbove')}
            description={t('invoices.fields.textHint')}
            value={draft.textAbove}
            onChange={(event) => update({ textAbove: event.currentTarget.value })}
            autosize
            minRows={2}
            disabled={readOnly}
            data-testid="invoice-text-above"
          />
          <Textarea
            label={label('textBelow')}
            description={t('invoices.fields.textBelowHint')}
            value={draft.textBelow}
            onChange={(event) => update({ textBelow: event.currentTarget.value })}
            autosize
            minRows={2}
            disabled={readOnly}
            data-testid="invoice-text-below"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

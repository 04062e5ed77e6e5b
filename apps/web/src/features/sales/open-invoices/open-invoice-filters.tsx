import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { changedFilters } from '../../../platform/patch-state.ts';
import { useCustomers } from '../../customers/api.ts';
import { useProjects } from '../../projects/api.ts';

/** The screen's filters (spec 000 §7): status 2 and reminder sent -1 mean "all"; 0 ids mean "any". */
export interface OpenInvoiceFilters {
  endDate: string;
  reminderSent: number;
  status: number;
  customerId: number;
  projectId: number;
  minDays: number;
  /** As typed; the server makes it an absolute integer. */
  invoiceNumber: string;
}

export const defaultFilters = (today: string): OpenInvoiceFilters => ({
  endDate: today,
  reminderSent: -1,
  status: 2,
  customerId: 0,
  projectId: 0,
  minDays: 0,
  invoiceNumber: '',
});

const REMINDER_SENT = [
  ['-1', 'all'],
  ['0', 'none'],
  ['1', 'some'],
] as const;
const STATUS = [
  ['2', 'all'],
  ['0', 'notOverdue'],
  ['1', 'overdue'],
] as const;

interface Props {
  value: OpenInvoiceFilters;
  defaults: OpenInvoiceFilters;
  onChange: (change: Partial<OpenInvoiceFilters>) => void;
}

/** The filters in a grid, in the FilterBar (on a phone folded under its "Filters" button with the number set). */
export function OpenInvoiceFilterBar({ value, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const active = changedFilters(value, defaults);
  const customers = useCustomers();
  const projects = useProjects();
  const customerOptions = useMemo(
    () => (customers.data ?? []).map((c) => ({ value: String(c.id), label: `${c.number} ${c.name}` })),
    [customers.data],
  );
  // With a customer chosen, only its projects.
  const projectOptions = useMemo(
    () =>
      (projects.data ?? [])
        .filter((p) => value.customerId === 0 || p.customerId === value.customerId)
        .map((p) => ({ value: String(p.id), label: p.name })),
    [projects.data, value.customerId],
  );
  const label = (key: string) => t(`openInvoices.filters.${key}`);

  return (
    <FilterBar changed={active}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, sm: 4, lg: 7 }}
        spacing="sm"
        w="100%"
        // A label on two lines must not push its input below its neighbours'.
        style={{ alignItems: 'end' }}
      >
        <DateField
          label={label('endDate')}
          value={value.endDate}
          onChange={(endDate) => onChange({ endDate })}
          testId="filter-end-date"
        />
        <Select
          label={label('reminderSent')}
          value={String(value.reminderSent)}
          onChange={(next) => onChange({ reminderSent: Number(next ?? -1) })}
          data={REMINDER_SENT.map(([code, key]) => ({ value: code, label: t(`openInvoices.reminderSent.${key}`) }))}
          allowDeselect={false}
          data-testid="filter-reminder-sent"
        />
        <Select
          label={label('status')}
          value={String(value.status)}
          onChange={(next) => onChange({ status: Number(next ?? 2) })}
          data={STATUS.map(([code, key]) => ({ value: code, label: t(`openInvoices.status.${key}`) }))}
          allowDeselect={false}
          data-testid="filter-status"
        />
        <Select
          label={label('customer')}
          placeholder={t('openInvoices.any')}
          value={value.customerId ? String(value.customerId) : null}
          onChange={(next) => onChange({ customerId: Number(next ?? 0), projectId: 0 })}
          data={customerOptions}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t('table.noRecords')}
          data-testid="filter-customer"
        />
        <Select
          label={label('project')}
          placeholder={t('openInvoices.any')}
          value={value.projectId ? String(value.projectId) : null}
          onChange={(next) => onChange({ projectId: Number(next ?? 0) })}
          data={projectOptions}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t('table.noRecords')}
          data-testid="filter-project"
        />
        <NumberInput
          label={label('minDays')}
          value={value.minDays || ''}
          onChange={(next) => onChange({ minDays: Math.max(0, Math.trunc(Number(next) || 0)) })}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          data-testid="filter-min-days"
        />
        <TextInput
          label={label('invoiceNumber')}
          value={value.invoiceNumber}
          onChange={(event) => onChange({ invoiceNumber: event.currentTarget.value })}
          inputMode="numeric"
          data-testid="filter-invoice-number"
        />
      </SimpleGrid>
    </FilterBar>
  );
}

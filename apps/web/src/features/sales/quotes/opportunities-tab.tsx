import { OPPORTUNITY_CALLS, ZOpportunity } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, refresh } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { queryClient } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useCustomerChoices } from '../customer-choices.ts';
import { type OpportunityRow, useOpportunities } from './api.ts';

type Note = OpportunityRow['notes'][number];

function opportunityColumns(t: TFunction): TableColumn<OpportunityRow>[] {
  const title = (key: string) => t(`quotes.opportunities.columns.${key}`);
  const last = (row: OpportunityRow): Note | undefined => row.notes[row.notes.length - 1];
  return [
    { key: 'company', title: title('company'), value: (row) => row.company },
    { key: 'customerName', title: title('customerName'), value: (row) => row.customerName },
    { key: 'contact', title: title('contact'), value: (row) => row.contact },
    {
      key: 'lastNote',
      title: title('lastNote'),
      value: (row) => last(row)?.date ?? '',
      text: (row) => {
        const note = last(row);
        return note ? `${formatDate(note.date)} ${note.text}` : '';
      },
    },
    { key: 'quoteId', title: title('quoteId'), value: (row) => row.quoteId || null, align: 'right' },
  ];
}

/** The opportunities tab: leads with their notes; opportunity/{id} (or new) opens one. */
export function OpportunitiesTab({ editing }: { editing: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('sales', 'write');
  const opportunities = useOpportunities();
  const columns = useMemo(() => opportunityColumns(t), [t]);
  const open = (id: number | 'new') => void navigate(`/Sales/Quotes/opportunity/${id}`);
  const record = editing === 'new' ? null : opportunities.data?.find((o) => String(o.id) === editing);
  return (
    <Stack gap="md">
      <DataTable<OpportunityRow>
        id="opportunities"
        title={t('quotes.opportunities.title')}
        rows={opportunities.data}
        loading={opportunities.isLoading}
        rowKey={(row) => row.id}
        columns={columns}
        onRowClick={(row) => open(row.id)}
        toolbar={
          canWrite && (
            <NewRowButton label={t('quotes.opportunities.new')} onClick={() => open('new')} testId="opportunity-new" />
          )
        }
      />
      {record !== undefined && (
        <OpportunityDialog
          key={record?.id ?? 0}
          record={record}
          onClose={() => void navigate('/Sales/Quotes/opportunities')}
        />
      )}
    </Stack>
  );
}

function OpportunityDialog({ record, onClose }: { record: OpportunityRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const customerOptions = useCustomerChoices();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useForm(ZOpportunity, {
    id: record?.id ?? 0,
    company: record?.company ?? '',
    contact: record?.contact ?? '',
    customerId: record?.customerId ?? 0,
    quoteId: record?.quoteId ?? 0,
    projectId: record?.projectId ?? 0,
    notes: record?.notes ?? [],
  });
  const { values, set, errors } = form;
  const notes = values.notes as Note[];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      // A typed note joins the list, dated today.
      const added = note.trim() ? [...body.notes, { date: todayIso(), text: note.trim() }] : body.notes;
      await call(OPPORTUNITY_CALLS.save, { ...body, notes: added });
      await refresh(queryClient, [OPPORTUNITY_CALLS.all]);
      notifySuccess(t('quotes.notices.saved'));
      onClose();
    } catch (error) {
      notifyError(error, { action: t('quotes.notices.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={record ? record.company : t('quotes.opportunities.new')}
      testId="opportunity-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <TextInput
        label={t('quotes.fields.company')}
        value={values.company as string}
        onChange={(event) => set({ company: event.currentTarget.value })}
        error={errors.company}
        required
        data-testid="opportunity-company"
      />
      <TextInput
        label={t('quotes.fields.contact')}
        value={values.contact as string}
        onChange={(event) => set({ contact: event.currentTarget.value })}
      />
      <Select
        label={t('quotes.fields.customer')}
        placeholder={t('quotes.fields.prospect')}
        data={customerOptions}
        value={values.customerId ? String(values.customerId) : null}
        onChange={(value) => set({ customerId: Number(value ?? 0) })}
        searchable
        clearable
        limit={50}
      />
      {notes.map((item) => (
        <Paper key={`${item.date}:${item.text}`} withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            {formatDate(item.date)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.text}
          </Text>
        </Paper>
      ))}
      <Textarea
        label={t('quotes.opportunities.addNote')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        data-testid="opportunity-note"
      />
    </FormDialog>
  );
}

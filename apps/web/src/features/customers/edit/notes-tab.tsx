import { CUSTOMER_NOTE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall, useCallMutation } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';
import { isUsableRange, lastTwelveMonths } from '../../../platform/notes/note-range.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import type { CustomerNoteRow } from '../api.ts';
import { NoteDialog, type NoteValues } from './note-dialog.tsx';
import type { CustomerTabProps } from './tabs.ts';

const RATING_COLOR: Record<number, string> = { 0: 'red', 5: 'yellow', 10: 'teal', 15: 'gray' };

const valuesOf = ({ createdBy: _by, createdByName: _name, ...note }: CustomerNoteRow): NoteValues => note;

/** The customer's notes in a date range (default the last 12 months), added and edited in a dialog. */
export function NotesTab({ customer, canWrite }: CustomerTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => lastTwelveMonths(todayIso()));
  const [open, setOpen] = useState<CustomerNoteRow | 'new' | undefined>();
  const usable = isUsableRange(range);
  const notes = useCall(CUSTOMER_NOTE_CALLS.all, { id: customer.id, ...range }, { enabled: usable });

  const save = useCallMutation(CUSTOMER_NOTE_CALLS.save, {
    refreshes: [CUSTOMER_NOTE_CALLS.all],
    onSuccess: () => {
      notifySuccess(t('customers.notes.saved'));
      setOpen(undefined);
    },
    onError: (error) => notifyError(error, { action: t('customers.notes.saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<CustomerNoteRow>({
    request: (note) => call(CUSTOMER_NOTE_CALLS.save, { ...valuesOf(note), deleted: 1 }),
    afterDelete: () => refresh(queryClient, [CUSTOMER_NOTE_CALLS.all]),
    label: (note) => `${formatDate(note.date)} ${t(`customers.enums.noteKind.${note.kind}`)}`,
    deletedText: t('customers.notes.deleted'),
    failedText: t('customers.notes.deleteFailed'),
  });

  const columns = useMemo<TableColumn<CustomerNoteRow>[]>(() => {
    const label = (key: string) => t(`customers.notes.${key}`);
    const rating = (note: CustomerNoteRow) => t(`employeeEdit.enums.noteRating.${note.rating}`);
    return [
      { key: 'date', title: label('date'), value: (note) => note.date, text: (note) => formatDate(note.date) },
      { key: 'kind', title: label('kind'), value: (note) => t(`customers.enums.noteKind.${note.kind}`) },
      {
        key: 'rating',
        title: label('rating'),
        value: (note) => note.rating,
        text: rating,
        render: (note) => (
          <Badge size="sm" variant="light" tt="none" color={RATING_COLOR[note.rating] ?? 'gray'}>
            {rating(note)}
          </Badge>
        ),
      },
      { key: 'cause', title: label('cause'), value: (note) => note.cause, align: 'right', hiddenByDefault: true },
      { key: 'text', title: label('text'), value: (note) => note.text, width: '40%' },
      { key: 'author', title: label('author'), value: (note) => note.createdByName },
    ];
  }, [t]);

  const blank: NoteValues = {
    id: 0,
    customerId: customer.id,
    kind: 1,
    cause: 0,
    rating: 15,
    date: todayIso(),
    text: '',
    additionalData: {},
    deleted: 0,
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFields
          range={range}
          onChange={(patch) => setRange({ ...range, ...patch })}
          labels={{ from: t('customers.notes.from'), until: t('customers.notes.until') }}
          testIds={{ from: 'customer-notes-from', until: 'customer-notes-until' }}
          required
          keepOnClear={false}
          w={170}
        />
        {!usable && (
          <Text size="sm" c="red" pb={8} data-testid="customer-notes-range-error">
            {t('customers.notes.rangeInvalid')}
          </Text>
        )}
      </Group>
      <DataTable<CustomerNoteRow>
        id="customer-notes"
        exportName={`${customer.name} ${t('customers.tabs.Notes')}`}
        rows={notes.data ?? (usable ? undefined : [])}
        rowKey={(note) => note.id}
        columns={columns}
        loading={usable && notes.isPending}
        defaultSort={{ key: 'date', direction: 'desc' }}
        onRowClick={(note) => setOpen(note)}
        toolbar={
          canWrite && (
            <NewRowButton label={t('customers.notes.new')} onClick={() => setOpen('new')} testId="customer-note-new" />
          )
        }
        actions={
          canWrite
            ? (note) => (
                <RemoveRowButton onClick={() => confirmDelete(note)} testId={`customer-note-delete-${note.id}`} />
              )
            : undefined
        }
      />
      {open && (
        <NoteDialog
          key={open === 'new' ? 'new' : open.id}
          note={open === 'new' ? blank : valuesOf(open)}
          author={open === 'new' ? undefined : open.createdByName}
          readOnly={!canWrite}
          saving={save.isPending}
          onSave={(note) => save.mutate(note)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Stack>
  );
}

import { SUPPLIER_NOTE_CALLS } from '@backoffice/domain';
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
import type { SupplierNoteRow } from '../api.ts';
import { SupplierNoteDialog, type SupplierNoteValues } from './note-dialog.tsx';
import type { SupplierTabProps } from './tabs.ts';

const RATING_COLOR: Record<number, string> = { 0: 'red', 5: 'yellow', 10: 'teal', 15: 'gray' };

const valuesOf = ({ createdBy: _by, createdByName: _name, ...note }: SupplierNoteRow): SupplierNoteValues => note;

/** The supplier's notes in a date range (default the last 12 months), added and edited in a dialog. */
export function SupplierNotesTab({ supplier, canWrite }: SupplierTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => lastTwelveMonths(todayIso()));
  const [open, setOpen] = useState<SupplierNoteRow | 'new' | undefined>();
  const usable = isUsableRange(range);
  const notes = useCall(SUPPLIER_NOTE_CALLS.all, { id: supplier.id, ...range }, { enabled: usable });
  const label = (key: string) => t(`suppliers.notes.${key}`);

  const save = useCallMutation(SUPPLIER_NOTE_CALLS.save, {
    refreshes: [SUPPLIER_NOTE_CALLS.all],
    onSuccess: () => {
      notifySuccess(label('saved'));
      setOpen(undefined);
    },
    onError: (error) => notifyError(error, { action: label('saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<SupplierNoteRow>({
    request: (note) => call(SUPPLIER_NOTE_CALLS.save, { ...valuesOf(note), deleted: 1 }),
    afterDelete: () => refresh(queryClient, [SUPPLIER_NOTE_CALLS.all]),
    label: (note) => `${formatDate(note.date)} ${t(`customers.enums.noteKind.${note.kind}`)}`,
    deletedText: label('deleted'),
    failedText: label('deleteFailed'),
  });

  const columns = useMemo<TableColumn<SupplierNoteRow>[]>(() => {
    const title = (key: string) => t(`suppliers.notes.${key}`);
    const rating = (note: SupplierNoteRow) => t(`employeeEdit.enums.noteRating.${note.rating}`);
    return [
      { key: 'date', title: title('date'), value: (note) => note.date, text: (note) => formatDate(note.date) },
      { key: 'kind', title: title('kind'), value: (note) => t(`customers.enums.noteKind.${note.kind}`) },
      {
        key: 'rating',
        title: title('rating'),
        value: (note) => note.rating,
        text: rating,
        render: (note) => (
          <Badge size="sm" variant="light" tt="none" color={RATING_COLOR[note.rating] ?? 'gray'}>
            {rating(note)}
          </Badge>
        ),
      },
      { key: 'text', title: title('text'), value: (note) => note.text, width: '40%' },
      { key: 'author', title: title('author'), value: (note) => note.createdByName },
    ];
  }, [t]);

  const blank: SupplierNoteValues = {
    id: 0,
    supplierId: supplier.id,
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
          labels={{ from: label('from'), until: label('until') }}
          testIds={{ from: 'supplier-notes-from', until: 'supplier-notes-until' }}
          required
          keepOnClear={false}
          w={170}
        />
        {!usable && (
          <Text size="sm" c="red" pb={8}>
            {label('rangeInvalid')}
          </Text>
        )}
      </Group>
      <DataTable<SupplierNoteRow>
        id="supplier-notes"
        exportName={`${supplier.name} ${t('suppliers.tabs.Notes')}`}
        rows={notes.data ?? (usable ? undefined : [])}
        rowKey={(note) => note.id}
        columns={columns}
        loading={usable && notes.isPending}
        defaultSort={{ key: 'date', direction: 'desc' }}
        onRowClick={(note) => setOpen(note)}
        toolbar={
          canWrite && <NewRowButton label={label('new')} onClick={() => setOpen('new')} testId="supplier-note-new" />
        }
        actions={
          canWrite
            ? (note) => (
                <RemoveRowButton onClick={() => confirmDelete(note)} testId={`supplier-note-delete-${note.id}`} />
              )
            : undefined
        }
      />
      {open && (
        <SupplierNoteDialog
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

import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall, useCallMutation } from '../call.ts';
import { DataTable, type TableColumn } from '../data-table/data-table.tsx';
import { NewRowButton, RemoveRowButton } from '../data-table/row-actions.tsx';
import { DateRangeFields } from '../forms/date-range-fields.tsx';
import { notifyError, notifySuccess } from '../notices.ts';
import { useConfirmedDelete } from '../resource/use-confirmed-delete.tsx';
import { isUsableRange, lastTwelveMonths } from './note-range.ts';
import { PartyNoteDialog } from './party-note-dialog.tsx';
import { blankPartyNote, PARTY_NOTES, type Party, type PartyNoteRow, partyNoteValues } from './party-notes.ts';

const RATING_COLOR: Record<number, string> = { 0: 'red', 5: 'yellow', 10: 'teal', 15: 'gray' };

interface PartyNotesTabProps {
  party: Party;
  parent: { id: number; name: string };
  canWrite: boolean;
}

/** A customer's or supplier's notes in a date range (default the last 12 months), added and edited in a dialog. */
export function PartyNotesTab({ party, parent, canWrite }: PartyNotesTabProps) {
  const { t } = useTranslation();
  const { calls, texts, tabTitle } = PARTY_NOTES[party];
  const label = (key: string) => t(`${texts}.${key}`);
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => lastTwelveMonths(todayIso()));
  const [open, setOpen] = useState<PartyNoteRow | 'new' | undefined>();
  const usable = isUsableRange(range);
  const notes = useCall(calls.all, { id: parent.id, ...range }, { enabled: usable });

  const save = useCallMutation(calls.save, {
    refreshes: [calls.all],
    onSuccess: () => {
      notifySuccess(label('saved'));
      setOpen(undefined);
    },
    onError: (error) => notifyError(error, { action: label('saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<PartyNoteRow>({
    request: (note) => call(calls.save, { ...partyNoteValues(note), deleted: 1 }),
    afterDelete: () => refresh(queryClient, [calls.all]),
    label: (note) => `${formatDate(note.date)} ${t(`customers.enums.noteKind.${note.kind}`)}`,
    deletedText: label('deleted'),
    failedText: label('deleteFailed'),
  });

  const columns = useMemo<TableColumn<PartyNoteRow>[]>(() => {
    const title = (key: string) => t(`${texts}.${key}`);
    const rating = (note: PartyNoteRow) => t(`employeeEdit.enums.noteRating.${note.rating}`);
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
      { key: 'cause', title: title('cause'), value: (note) => note.cause, align: 'right', hiddenByDefault: true },
      { key: 'text', title: title('text'), value: (note) => note.text, width: '40%' },
      { key: 'author', title: title('author'), value: (note) => note.createdByName },
    ];
  }, [t, texts]);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFields
          range={range}
          onChange={(patch) => setRange({ ...range, ...patch })}
          labels={{ from: label('from'), until: label('until') }}
          testIds={{ from: `${party}-notes-from`, until: `${party}-notes-until` }}
          required
          keepOnClear={false}
          w={170}
        />
        {!usable && (
          <Text size="sm" c="red" pb={8} data-testid={`${party}-notes-range-error`}>
            {label('rangeInvalid')}
          </Text>
        )}
      </Group>
      <DataTable<PartyNoteRow>
        id={`${party}-notes`}
        exportName={`${parent.name} ${t(tabTitle)}`}
        rows={notes.data ?? (usable ? undefined : [])}
        rowKey={(note) => note.id}
        columns={columns}
        loading={usable && notes.isPending}
        defaultSort={{ key: 'date', direction: 'desc' }}
        onRowClick={(note) => setOpen(note)}
        toolbar={
          canWrite && <NewRowButton label={label('new')} onClick={() => setOpen('new')} testId={`${party}-note-new`} />
        }
        actions={
          canWrite
            ? (note) => (
                <RemoveRowButton onClick={() => confirmDelete(note)} testId={`${party}-note-delete-${note.id}`} />
              )
            : undefined
        }
      />
      {open && (
        <PartyNoteDialog
          party={party}
          key={open === 'new' ? 'new' : open.id}
          note={open === 'new' ? blankPartyNote(party, parent.id, todayIso()) : partyNoteValues(open)}
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

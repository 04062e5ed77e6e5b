import {
  type CallAnswer,
  type CallBody,
  EMPLOYEE_NOTE_CALLS,
  EMPLOYEE_NOTE_KINDS,
  ZEmployeeNote,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { NoteDialogFrame } from '../../../platform/notes/note-dialog-frame.tsx';
import { noteFields } from '../../../platform/notes/note-fields.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import type { EmployeeTabProps } from './tabs.ts';

type Note = CallAnswer<typeof EMPLOYEE_NOTE_CALLS.all>[number];
const RATING_COLOR: Record<number, string> = { 0: 'red', 5: 'yellow', 10: 'teal', 15: 'gray' };

/** Newest first: by date, then the later entry of one day. */
export const newestFirst = (notes: readonly Note[]) =>
  [...notes].filter((note) => !note.deleted).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export function NotesTab({ employeeId, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const notes = useCall(EMPLOYEE_NOTE_CALLS.all, { id: employeeId }, { baseList: true });
  const save = useCallMutation(EMPLOYEE_NOTE_CALLS.save, {
    refreshes: [EMPLOYEE_NOTE_CALLS.all],
    onSuccess: (_saved, note) => {
      notifySuccess(t(note.deleted === 1 ? 'employeeEdit.note.deleted' : 'employeeEdit.note.saved'));
      openSub(undefined);
    },
    onError: (error, note) =>
      notifyError(error, {
        action: t(note.deleted ? 'employeeEdit.note.deleteFailed' : 'employeeEdit.note.saveFailed'),
      }),
  });

  const rows = useMemo(() => newestFirst(notes.data ?? []), [notes.data]);
  const columns = useMemo<TableColumn<Note>[]>(() => {
    const label = (key: string) => t(`employeeEdit.note.${key}`);
    return [
      dateColumn('date', label('date'), (note) => note.date),
      { key: 'kind', title: label('kind'), value: (note) => t(`employeeEdit.enums.noteKind.${note.kind}`) },
      {
        key: 'rating',
        title: label('rating'),
        value: (note) => note.rating,
        text: (note) => t(`employeeEdit.enums.noteRating.${note.rating}`),
        render: (note) => (
          <Badge size="sm" variant="light" tt="none" color={RATING_COLOR[note.rating] ?? 'gray'}>
            {t(`employeeEdit.enums.noteRating.${note.rating}`)}
          </Badge>
        ),
      },
      { key: 'text', title: label('text'), value: (note) => note.text, width: '40%' },
      { key: 'createdBy', title: label('author'), value: (note) => note.createdBy ?? '' },
    ];
  }, [t]);

  const open = subId === 'new' ? undefined : rows.find((note) => String(note.id) === subId);
  const blank = { id: 0, employeeId, kind: 7, rating: 15, date: todayIso(), text: '', deleted: 0 };

  return (
    <>
      <DataTable<Note>
        id="employee-notes"
        exportName={t('employeeEdit.tabs.Notes')}
        rows={rows}
        rowKey={(note) => note.id}
        columns={columns}
        loading={notes.isPending}
        onRowClick={(note) => openSub(note.id)}
        toolbar={
          canWrite && (
            <NewRowButton label={t('employeeEdit.note.new')} onClick={() => openSub('new')} testId="note-new" />
          )
        }
        actions={
          canWrite
            ? (note) => (
                <RemoveRowButton
                  onClick={() => save.mutate({ ...note, deleted: 1 })}
                  testId={`note-delete-${note.id}`}
                />
              )
            : undefined
        }
      />
      {(subId === 'new' || open) && (
        <NoteDialog
          key={subId}
          note={open ?? blank}
          readOnly={!canWrite}
          saving={save.isPending}
          onSave={(note) => save.mutate(note)}
          onClose={() => openSub(undefined)}
        />
      )}
    </>
  );
}

interface NoteDialogProps {
  note: Omit<Note, 'createdBy'> & { createdBy?: string };
  readOnly: boolean;
  saving: boolean;
  onSave: (note: CallBody<typeof EMPLOYEE_NOTE_CALLS.save>) => void;
  onClose: () => void;
}

function NoteDialog({ note, readOnly, saving, onSave, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZEmployeeNote, { ...note });
  const v = form.values;
  const label = (key: string) => t(`employeeEdit.note.${key}`);
  const common = noteFields(form, label, 'note');
  return (
    <NoteDialogFrame
      title={label(note.id ? 'edit' : 'new')}
      testId="note"
      author={note.createdBy}
      authorKey="employeeEdit.note.author"
      readOnly={readOnly}
      saving={saving}
      onSave={() => form.validate() && onSave(v)}
      onClose={onClose}
    >
      <ReadOnlyFieldset readOnly={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <EnumSelect
            label={label('kind')}
            name="noteKind"
            values={EMPLOYEE_NOTE_KINDS}
            value={v.kind}
            onChange={(kind) => form.set({ kind })}
            error={form.errors.kind}
            testId="note-kind"
          />
          {common.rating}
          {common.date}
        </SimpleGrid>
        {common.text}
      </ReadOnlyFieldset>
    </NoteDialogFrame>
  );
}

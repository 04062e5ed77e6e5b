import { PROJECT_NOTE_CALLS } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall, useCallMutation } from '../../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../../platform/data-table/date-columns.ts';
import { NewRowButton, RemoveRowButton } from '../../../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../../../platform/forms/segment-filter.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { useConfirmedDelete } from '../../../../platform/resource/use-confirmed-delete.tsx';
import { useEmployees } from '../../../employees/index.ts';
import type { ProjectNoteRow } from '../../api.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { toOptions } from '../use-project-options.ts';
import { ProjectNoteDialog } from './project-note-dialog.tsx';
import { blankNote, filterNotes, type HandledFilter } from './project-notes.ts';

const RATING_COLOR: Record<number, string> = { 0: 'red', 5: 'yellow', 10: 'teal' };
const HANDLED_FILTERS = [
  [-1, 'all'],
  [0, 'open'],
  [1, 'handled'],
] as const;

/** The project's notes (notesProject), saved one by one with saveProjectNote; open ones first to hand. */
export function ProjectNotesTab({ projectId, subId, openSub, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notes = useCall(PROJECT_NOTE_CALLS.all, { id: projectId });
  const employees = useEmployees();
  const [handled, setHandled] = useState<HandledFilter>(-1);

  const save = useCallMutation(PROJECT_NOTE_CALLS.save, {
    refreshes: [PROJECT_NOTE_CALLS.all],
    onSuccess: () => {
      notifySuccess(t('projects.note.saved'));
      openSub(undefined);
    },
    onError: (error) => notifyError(error, { action: t('projects.note.saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<ProjectNoteRow>({
    request: (note) => call(PROJECT_NOTE_CALLS.save, { ...note, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [PROJECT_NOTE_CALLS.all]),
    label: (note) => `${formatDate(note.date)} ${t(`projects.enums.noteKind.${note.kind}`)}`,
    deletedText: t('projects.note.deleted'),
    failedText: t('projects.note.deleteFailed'),
  });

  const rows = useMemo(() => filterNotes(notes.data, handled), [notes.data, handled]);
  const employeeOptions = useMemo(() => toOptions(employees.data, 0), [employees.data]);
  const columns = useMemo<TableColumn<ProjectNoteRow>[]>(() => {
    const label = (key: string) => t(`projects.note.${key}`);
    const yesNo = (yes: boolean) => (yes ? t('common.yes') : t('common.no'));
    return [
      dateColumn('date', label('date'), (note) => note.date),
      { key: 'kind', title: label('kind'), value: (note) => t(`projects.enums.noteKind.${note.kind}`) },
      { key: 'cause', title: label('cause'), value: (note) => t(`projects.enums.noteCause.${note.cause}`) },
      {
        key: 'complaintKind',
        title: label('complaintKind'),
        value: (note) => t(`projects.enums.complaintKind.${note.complaintKind}`),
        hiddenByDefault: true,
      },
      {
        key: 'rating',
        title: label('rating'),
        value: (note) => note.rating,
        text: (note) => t(`employeeEdit.enums.noteRating.${note.rating}`),
        // Unrated notes (15) stay quiet, so the rated ones stand out.
        render: (note) =>
          note.rating === 15 ? (
            '-'
          ) : (
            <Badge size="sm" variant="light" tt="none" color={RATING_COLOR[note.rating] ?? 'gray'}>
              {t(`employeeEdit.enums.noteRating.${note.rating}`)}
            </Badge>
          ),
      },
      { key: 'text', title: label('text'), value: (note) => note.text, width: '35%' },
      {
        key: 'handled',
        title: label('handled'),
        value: (note) => note.handled === 1,
        text: (note) => yesNo(note.handled === 1),
        render: (note) => (
          <Badge size="sm" variant="light" tt="none" color={note.handled ? 'teal' : 'orange'}>
            {t(note.handled ? 'projects.note.isHandled' : 'projects.note.isOpen')}
          </Badge>
        ),
      },
      { key: 'author', title: label('author'), value: (note) => note.createdByName ?? '', hiddenByDefault: true },
    ];
  }, [t]);

  // Looked up in every note: a link to a handled note opens it whatever the filter shows.
  const open = subId === 'new' ? undefined : notes.data?.find((note) => !note.deleted && String(note.id) === subId);

  return (
    <>
      <DataTable<ProjectNoteRow>
        id="project-notes"
        exportName={t('projects.tabs.Notes')}
        rows={notes.data ? rows : undefined}
        rowKey={(note) => note.id}
        columns={columns}
        loading={notes.isPending}
        onRowClick={(note) => openSub(note.id)}
        toolbar={
          <>
            <SegmentFilter
              value={handled}
              onChange={setHandled}
              choices={HANDLED_FILTERS.map(([code, key]) => [code, t(`projects.note.filter.${key}`)] as const)}
              aria-label={t('projects.note.filterLabel')}
              testId="notes-handled"
            />
            {canWrite && (
              <NewRowButton label={t('projects.note.new')} onClick={() => openSub('new')} testId="note-new" />
            )}
          </>
        }
        actions={
          canWrite
            ? (note) => (
                <>
                  <IconAction
                    label={t(note.handled ? 'projects.note.markOpen' : 'projects.note.markHandled')}
                    icon={note.handled ? <IconCircleDashed size={18} /> : <IconCircleCheck size={18} />}
                    color={note.handled ? 'gray' : 'teal'}
                    onClick={() => save.mutate({ ...note, handled: note.handled ? 0 : 1 })}
                    testId={`note-toggle-${note.id}`}
                  />
                  <RemoveRowButton onClick={() => confirmDelete(note)} testId={`note-delete-${note.id}`} />
                </>
              )
            : undefined
        }
      />
      {(subId === 'new' || open) && (
        <ProjectNoteDialog
          key={subId}
          note={open ?? blankNote(projectId)}
          author={open?.createdByName}
          employees={employeeOptions}
          readOnly={!canWrite}
          saving={save.isPending}
          onSave={(note) => save.mutate(note)}
          onClose={() => openSub(undefined)}
        />
      )}
    </>
  );
}

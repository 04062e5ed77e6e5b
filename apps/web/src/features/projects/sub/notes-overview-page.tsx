import { PROJECT_NOTE_CALLS, PROJECT_NOTE_KINDS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import type { ProjectNoteRow } from '../api.ts';
import { type NotesFilter, notePath, notesPath, parseNotesParams } from './notes/notes-filter.ts';

const HANDLED: readonly { value: NotesFilter['handled']; label: string }[] = [
  { value: -1, label: 'projects.note.filter.all' },
  { value: 0, label: 'projects.note.filter.open' },
  { value: 1, label: 'projects.note.filter.handled' },
];

/** Projects/Notes: the notes of every project in a period, by type and handled, kept in the URL (spec 000 §2). */
export function ProjectNotesOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('projects', 'write');
  const filter = parseNotesParams(useParams(), todayIso());
  // A start after the end would list nothing without saying why: the until field says it instead.
  const rangeOk = filter.startDate <= filter.endDate;
  const notes = useCall(PROJECT_NOTE_CALLS.projectNotesDateRange, filter, { enabled: rangeOk });
  const change = (patch: Partial<NotesFilter>) => void navigate(notesPath({ ...filter, ...patch }), { replace: true });

  const markHandled = useCallMutation(PROJECT_NOTE_CALLS.save, {
    // The note as listed (extra list fields are dropped by the server's schema) with the flag set.
    body: (note: ProjectNoteRow) => ({ ...note, handled: 1 }),
    refreshes: [PROJECT_NOTE_CALLS.projectNotesDateRange, PROJECT_NOTE_CALLS.all],
    onSuccess: () => notifySuccess(t('projects.note.saved')),
    onError: (error) => notifyError(error, { action: t('projects.note.saveFailed') }),
  });

  const columns = useMemo<TableColumn<ProjectNoteRow>[]>(
    () => [
      dateColumn('date', t('projects.note.date'), (note) => note.date, { width: 120 }),
      { key: 'project', title: t('projectSub.notes.project'), value: (note) => note.projectName ?? '' },
      {
        key: 'kind',
        title: t('projects.note.kind'),
        value: (note) => note.kind,
        text: (note) => t(`projects.enums.noteKind.${note.kind}`),
      },
      {
        key: 'text',
        title: t('projects.note.text'),
        value: (note) => note.text,
        render: (note) => (
          <Text size="sm" lineClamp={2} maw={480}>
            {note.text}
          </Text>
        ),
      },
      { key: 'author', title: t('projects.note.author'), value: (note) => note.createdByName },
      {
        key: 'handled',
        title: t('projects.note.handled'),
        value: (note) => note.handled,
        text: (note) => t(note.handled ? 'projects.note.isHandled' : 'projects.note.isOpen'),
        render: (note) => (
          <Badge color={note.handled ? 'teal' : 'orange'} variant="light" data-testid={`note-handled-${note.id}`}>
            {t(note.handled ? 'projects.note.isHandled' : 'projects.note.isOpen')}
          </Badge>
        ),
      },
    ],
    [t],
  );

  return (
    <Stack gap="md" data-testid="project-notes-page">
      <PageHeading title={t('projectSub.notes.title')} intro={t('projectSub.notes.intro')} />
      <Group align="flex-end" gap="md">
        <DateRangeFields
          range={filter}
          onChange={change}
          labels={{ from: t('projectSub.notes.from'), until: t('projectSub.notes.until') }}
          testIds={{ from: 'notes-start', until: 'notes-end' }}
          untilError={!rangeOk}
          required
          w={160}
        />
        <Select
          label={t('projects.note.kind')}
          data={[
            { value: '-1', label: t('projectSub.notes.anyKind') },
            ...PROJECT_NOTE_KINDS.map((kind) => ({ value: String(kind), label: t(`projects.enums.noteKind.${kind}`) })),
          ]}
          value={String(filter.type)}
          onChange={(value) => change({ type: Number(value ?? -1) })}
          allowDeselect={false}
          w={220}
          data-testid="notes-type"
        />
        <SegmentFilter
          value={filter.handled}
          onChange={(handled) => change({ handled })}
          choices={HANDLED.map((option) => [option.value, t(option.label)])}
          aria-label={t('projects.note.filterLabel')}
          testId="notes-handled"
        />
        {!rangeOk && (
          <Text size="sm" c="red" pb={8} data-testid="notes-range-error">
            {t('projectSub.notes.rangeInvalid')}
          </Text>
        )}
      </Group>
      <DataTable<ProjectNoteRow>
        id="project-notes-overview"
        title={t('projectSub.notes.title')}
        rows={rangeOk ? notes.data : []}
        rowKey={(note) => note.id}
        columns={columns}
        loading={rangeOk && notes.isPending}
        onRowClick={(note) => navigate(notePath(note))}
        defaultSort={{ key: 'date', direction: 'desc' }}
        actions={
          canWrite
            ? (note) =>
                note.handled ? null : (
                  <IconAction
                    label={t('projects.note.markHandled')}
                    icon={<IconCheck size={18} />}
                    color="teal"
                    onClick={() => markHandled.mutate(note)}
                    loading={markHandled.isPending && markHandled.variables?.id === note.id}
                    testId={`note-mark-handled-${note.id}`}
                  />
                )
            : undefined
        }
      />
    </Stack>
  );
}

import { PLANNING_SETTINGS_DEFAULTS, PLANNING_VIEWS, type TWeekEntry, unpackWeekEntry } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { isoWeek } from '@backoffice/domain/iso-week';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLinkOff, IconTrash, IconX } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { lazyDialog } from '../../../../platform/lazy-dialog.tsx';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useEmployees } from '../../../employees/index.ts';
import { useProjects } from '../../../projects/api.ts';
import { toOptions } from '../../../projects/index.ts';
import { usePlanningSettings } from '../../absences/api.ts';
import { AnnouncementsButton } from '../../clock/announcements-button.tsx';
import { WorkOrderButton } from '../../clock/work-order-button.tsx';
import { usePlanningWeek, useRefreshPlanning } from '../api.ts';
import { draftFromEntry, movedBody, newDraft, type ShiftDraft } from '../shift-draft.ts';
import { useShiftActions } from '../use-shift-actions.ts';
import { FlagSummary } from './flag-summary.tsx';
import { buildGrid } from './grid-layout.ts';
import { type DropTarget, GRID_HEIGHT, GRID_MIN_HEIGHT, WeekGrid } from './week-grid.tsx';
import { parseWeekParams, shiftWeek, weekPath } from './week-params.ts';
import { WeekToolbar } from './week-toolbar.tsx';

// The dialogs (their forms, date and time fields, selects) load when one opens: they are a good part of the page's code
// and requests, and nothing of them shows on its first load (issue 15).
// lazyDialog shows a loader while one loads, and a way to reload when its chunk is gone after a deploy.
const ShiftDialog = lazyDialog(
  () => import('./shift-dialog.tsx'),
  (m) => m.ShiftDialog,
);
const GenerateDialog = lazyDialog(
  () => import('./generate-dialog.tsx'),
  (m) => m.GenerateDialog,
);
const AbsenceDialog = lazyDialog(
  () => import('../../absences/absence-dialog.tsx'),
  (m) => m.AbsenceDialog,
);

/**
 * Planning/WeekView (spec 000 §2): the week of every employee or project, with the planning warnings and colours;
 * drag a shift to another row or day (Ctrl: copy), click it to edit, Ctrl-click to select, double-click a day to add.
 */
export function WeekViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = parseWeekParams(useParams(), todayIso());
  const { view, year, week, focusId } = params;
  const byProject = view === PLANNING_VIEWS.projects;
  const canWrite = useCanAccess('planning', 'write');
  const answer = usePlanningWeek({ year, week, view });
  const actions = useShiftActions();
  const employees = useEmployees();
  const projects = useProjects();
  const settings = usePlanningSettings().data ?? PLANNING_SETTINGS_DEFAULTS;
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<ShiftDraft | null>(null);
  const [absence, setAbsence] = useState<{ employeeId: number; startDate: string } | null>(null);
  const refresh = useRefreshPlanning();

  const data = answer.data;
  const entries = useMemo<TWeekEntry[]>(
    () => (data ? data.entries.map((tuple) => unpackWeekEntry(tuple, data.dates)) : []),
    [data],
  );
  const grid = useMemo(
    () => buildGrid(data?.rows ?? [], entries, data?.dates ?? [], byProject, filter),
    [data, entries, byProject, filter],
  );
  const employeeOptions = useMemo(() => toOptions(employees.data, dialog?.employeeId ?? 0), [employees.data, dialog]);
  const projectOptions = useMemo(() => toOptions(projects.data, dialog?.projectId ?? 0), [projects.data, dialog]);

  const go = (patch: Partial<typeof params>) => {
    setSelected(new Set());
    void navigate(weekPath({ ...params, focusId: 0, ...patch }));
  };
  const step = (offset: -1 | 0 | 1) => go(offset === 0 ? isoWeek(todayIso()) : shiftWeek(year, week, offset));

  // Stable handlers (the grid's rows keep their render while scrolling); the latest actions are read through a ref.
  const latest = useRef(actions);
  latest.current = actions;
  const open = useCallback(async (entry: TWeekEntry) => {
    const [full] = await latest.current.load([entry.id]).catch(() => []);
    if (full) setDialog(draftFromEntry(full));
  }, []);
  const toggle = useCallback((entry: TWeekEntry) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(entry.id)) next.add(entry.id);
      return next;
    });
  }, []);
  const addAt = useCallback(
    (rowId: number, date: string) => setDialog(newDraft(date, byProject ? 0 : rowId, byProject ? rowId : 0)),
    [byProject],
  );
  const drop = useCallback(
    async ({ entryId, rowId, date, copy }: DropTarget) => {
      const [full] = await latest.current.load([entryId]).catch(() => []);
      if (!full) return;
      const target = byProject ? { date, projectId: rowId } : { date, employeeId: rowId };
      const unchanged = full.date === date && (byProject ? full.projectId : full.employeeId) === rowId;
      if (unchanged && !copy) return;
      await latest.current.update([movedBody(full, target, copy)]);
    },
    [byProject],
  );
  const onOpen = useCallback((entry: TWeekEntry) => void open(entry), [open]);
  const onDrop = useCallback((target: DropTarget) => void drop(target), [drop]);
  const selectedIds = [...selected];
  // The selected shifts as the announcements button names them in its answer.
  const selectedShifts = entries
    .filter((entry) => selected.has(entry.id))
    .map((entry) => ({
      id: entry.id,
      key: '',
      date: entry.date,
      employeeName: data?.employeeNames[entry.employeeId] ?? '',
      projectName: data?.projectNames[entry.projectId] ?? '',
    }));
  const openAbsence = () => {
    const today = todayIso();
    const inWeek = data?.dates.includes(today) ?? false;
    setAbsence({ employeeId: byProject ? 0 : focusId, startDate: inWeek ? today : (data?.dates[0] ?? today) });
  };
  const [generating, setGenerating] = useState(false);

  return (
    <Stack gap="sm" data-testid="week-view-page">
      <WeekToolbar
        year={year}
        week={week}
        dates={data?.dates ?? []}
        view={view}
        filter={filter}
        canWrite={canWrite}
        generating={actions.busy === 'generate'}
        onView={(next) => go({ view: next })}
        onStep={step}
        onFilter={setFilter}
        onNew={() => setDialog(newDraft(data?.dates[0] ?? todayIso(), 0, 0))}
        onAbsence={openAbsence}
        onGenerate={() => data && setGenerating(true)}
      />
      {data && <FlagSummary week={data} />}
      {selectedIds.length > 0 && (
        <Paper withBorder p="xs" data-testid="week-selection">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('planning.week.selected', { count: selectedIds.length })}
            </Text>
            {canWrite && (
              <>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => actions.remove(selectedIds, () => setSelected(new Set()))}
                  data-testid="week-delete-selected"
                >
                  {t('common.delete')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLinkOff size={14} />}
                  onClick={async () => (await actions.removeMismatch(selectedIds)) && setSelected(new Set())}
                  data-testid="week-remove-mismatch"
                >
                  {t('planning.week.removeMismatch')}
                </Button>
                <AnnouncementsButton
                  shifts={selectedShifts}
                  onDone={(failed) => {
                    // Failed ones stay selected to try again (spec 000 §4); the sent ones are shaded now.
                    setSelected(new Set(failed.map((shift) => shift.id)));
                    void refresh();
                  }}
                />
              </>
            )}
            <WorkOrderButton entries={selectedIds} onDone={() => void refresh()} />
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconX size={14} />}
              onClick={() => setSelected(new Set())}
              data-testid="week-clear-selection"
            >
              {t('planning.week.clearSelection')}
            </Button>
          </Group>
        </Paper>
      )}
      {data ? (
        <WeekGrid
          week={data}
          settings={settings}
          rows={grid.rows}
          height={grid.height}
          byProject={byProject}
          canWrite={canWrite}
          selected={selected}
          focusId={focusId}
          onOpen={onOpen}
          onToggle={toggle}
          onNew={addAt}
          onDrop={onDrop}
        />
      ) : (
        // The grid's place, kept while the week loads: the help below does not move when the grid comes (issue 15).
        <Group justify="center" p="xl" h={GRID_HEIGHT} mih={GRID_MIN_HEIGHT} align="flex-start">
          {answer.isPending ? <Loader /> : <Text c="dimmed">{t('planning.week.loadFailed')}</Text>}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t(canWrite ? 'planning.week.help' : 'planning.week.helpRead')}
      </Text>
      {generating && data && (
        <GenerateDialog dates={data.dates} actions={actions} onClose={() => setGenerating(false)} />
      )}
      {absence && <AbsenceDialog start={absence} onClose={() => setAbsence(null)} onSaved={() => void refresh()} />}
      {dialog && (
        <ShiftDialog
          initial={dialog}
          employees={employeeOptions}
          projects={projectOptions}
          canWrite={canWrite}
          actions={actions}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

import type { TPlanningSettings, TPlanningWeek, TWeekEntry } from '@backoffice/domain';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { Box, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindColor, kindLabel } from '../../absences/absence-columns.tsx';
import { type GridRow, visibleRows } from './grid-layout.ts';
import { type DropTarget, type RowContext, WeekRow } from './week-row.tsx';

export type { DropTarget } from './week-row.tsx';

const HEADER_HEIGHT = 48;
/** The grid's box; the page keeps it while the week loads (week-view-page.tsx). */
export const GRID_HEIGHT = 'calc(100vh - 300px)';
export const GRID_MIN_HEIGHT = 420;
const dayMonth = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

interface WeekGridProps {
  week: TPlanningWeek;
  /** Absence legends and tooltip fields (Planning/GeneralSettings); the defaults until they are read. */
  settings: TPlanningSettings;
  rows: readonly GridRow[];
  height: number;
  byProject: boolean;
  canWrite: boolean;
  selected: ReadonlySet<number>;
  focusId: number;
  /** These four must be stable (useCallback): rows on screen then keep their render while scrolling. */
  onOpen: (entry: TWeekEntry) => void;
  onToggle: (entry: TWeekEntry) => void;
  onNew: (rowId: number, date: string) => void;
  onDrop: (target: DropTarget) => void;
}

/** The week grid: a row per employee or project, a column per day; only the rows in view are in the page. */
export function WeekGrid(props: WeekGridProps) {
  const { t } = useTranslation();
  const { week, settings, rows, byProject, canWrite, selected, focusId, onOpen, onToggle, onNew, onDrop } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const frame = useRef(0);

  // The grid's height from the browser's own layout (a ResizeObserver reports it after layout, also the first time):
  // measuring it in a layout effect made the browser lay out the whole page at once, in the middle of React's commit.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setView({ top: element.scrollTop, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Scroll the focused row into view once it is there.
  const focusTop = rows.find((row) => row.id === focusId)?.top;
  useEffect(() => {
    if (focusTop !== undefined && scroller.current) scroller.current.scrollTop = Math.max(0, focusTop - 40);
  }, [focusTop]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const element = scroller.current;
      if (element) setView({ top: element.scrollTop, height: element.clientHeight });
    });
  };
  const [first, last] = visibleRows(rows, Math.max(0, view.top - HEADER_HEIGHT), view.height, 2);
  // Monday to Friday only when the weekend is switched off (Visibility page).
  const shownDays = week.visibility.showWeekend ? 7 : 5;

  const context = useMemo<RowContext>(() => {
    const dates = week.dates.slice(0, shownDays);
    const absentDays = new Map<string, { color: string; label: string }>();
    for (const a of week.absences) {
      const legend = {
        color: kindColor(a.kind, settings.absentLegends),
        label: kindLabel(a.kind, t, settings.absentLegends),
      };
      for (const date of dates)
        if (a.startDate <= date && a.endDate >= date) absentDays.set(`${a.employeeId}|${date}`, legend);
    }
    return {
      dates,
      columns: `200px repeat(${shownDays}, minmax(130px, 1fr))`,
      byProject,
      canWrite,
      fields: week.visibility.chipFields,
      tooltipFields: byProject ? settings.projectPlanningTooltips : settings.employeePlanningTooltips,
      holidays: new Map(week.holidays.map((h) => [h.date, h.key])),
      absentDays,
      nameOf: (entry) =>
        byProject ? (week.employeeNames[entry.employeeId] ?? '') : (week.projectNames[entry.projectId] ?? ''),
      onOpen,
      onToggle,
      onNew,
      onDrop,
    };
  }, [week, settings, t, shownDays, byProject, canWrite, onOpen, onToggle, onNew, onDrop]);
  // The selection per row as text, so a row renders again only when its own selection changes.
  const selectedByRow = useMemo(() => {
    const byRow = new Map<number, number[]>();
    for (const row of rows)
      for (const day of row.days)
        for (const entry of day)
          if (selected.has(entry.id)) byRow.set(row.id, [...(byRow.get(row.id) ?? []), entry.id]);
    return byRow;
  }, [rows, selected]);

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="week-grid"
      style={{
        overflow: 'auto',
        height: GRID_HEIGHT,
        minHeight: GRID_MIN_HEIGHT,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
      }}
    >
      <Box style={{ minWidth: 200 + shownDays * 130, position: 'relative' }}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: context.columns,
            position: 'sticky',
            top: 0,
            zIndex: 3,
            height: HEADER_HEIGHT,
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Box px="xs" py={6} style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)' }}>
            <Text size="sm" fw={600}>
              {t(byProject ? 'planning.week.project' : 'planning.week.employee')}
            </Text>
            <Text size="xs" c="dimmed" data-testid="week-row-count">
              {t('planning.week.rowCount', { count: rows.length })}
            </Text>
          </Box>
          {context.dates.map((date) => {
            const holiday = context.holidays.get(date);
            return (
              <Box
                key={date}
                px="xs"
                py={6}
                data-testid={`day-${date}`}
                style={{
                  borderLeft: '1px solid var(--mantine-color-default-border)',
                  background: holiday ? 'var(--mantine-color-red-light)' : undefined,
                }}
              >
                <Text size="sm" fw={600}>
                  {t(`planning.weekdays.${isoWeekday(date)}`)} {dayMonth(date)}
                </Text>
                <Text
                  size="xs"
                  c={holiday ? 'red' : 'dimmed'}
                  truncate
                  data-testid={holiday ? `holiday-${date}` : undefined}
                >
                  {holiday ? t(`planning.holidays.${holiday}`) : '\u00a0'}
                </Text>
              </Box>
            );
          })}
        </Box>
        <Box style={{ position: 'relative', height: props.height }}>
          {rows.slice(first, last).map((row) => (
            <WeekRow
              key={row.id}
              row={row}
              context={context}
              focused={row.id === focusId}
              selected={(selectedByRow.get(row.id) ?? []).join(',')}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

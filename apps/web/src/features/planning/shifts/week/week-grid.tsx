import type { TPlanningWeek, TWeekEntry } from '@backoffice/domain';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { Box, Text } from '@mantine/core';
import { type DragEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridRow, visibleRows } from './grid-layout.ts';
import { ShiftChip } from './shift-chip.tsx';

const columnsOf = (days: number) => `200px repeat(${days}, minmax(130px, 1fr))`;
const HEADER_HEIGHT = 48;
const DRAG_TYPE = 'application/x-shift-id';

export interface DropTarget {
  entryId: number;
  rowId: number;
  date: string;
  /** Ctrl (or Alt) held while dropping: copy instead of move. */
  copy: boolean;
}

interface WeekGridProps {
  week: TPlanningWeek;
  rows: readonly GridRow[];
  height: number;
  byProject: boolean;
  canWrite: boolean;
  selected: ReadonlySet<number>;
  focusId: number;
  onOpen: (entry: TWeekEntry) => void;
  onToggle: (entry: TWeekEntry) => void;
  onNew: (rowId: number, date: string) => void;
  onDrop: (target: DropTarget) => void;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/** The week grid: a row per employee or project, a column per day; only the rows in view are in the page. */
export function WeekGrid(props: WeekGridProps) {
  const { t } = useTranslation();
  const { week, rows, byProject, canWrite, selected, focusId } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const frame = useRef(0);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
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
  const [first, last] = visibleRows(rows, Math.max(0, view.top - HEADER_HEIGHT), view.height);
  // Monday to Friday only when the weekend is switched off (Visibility page).
  const shownDays = week.visibility.showWeekend ? 7 : 5;
  const columns = columnsOf(shownDays);
  const holidays = useMemo(() => new Map(week.holidays.map((h) => [h.date, h.key])), [week.holidays]);
  const absentDays = useMemo(() => {
    const days = new Set<string>();
    for (const a of week.absences)
      for (const date of week.dates) if (a.startDate <= date && a.endDate >= date) days.add(`${a.employeeId}|${date}`);
    return days;
  }, [week.absences, week.dates]);
  const otherName = (entry: TWeekEntry) =>
    byProject ? (week.employeeNames[entry.employeeId] ?? '') : (week.projectNames[entry.projectId] ?? '');

  const drop = (rowId: number, date: string) => (event: DragEvent) => {
    const entryId = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!entryId) return;
    event.preventDefault();
    props.onDrop({ entryId, rowId, date, copy: event.ctrlKey || event.altKey || event.metaKey });
  };
  const dragStart = (entry: TWeekEntry, event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(entry.id));
    event.dataTransfer.effectAllowed = 'copyMove';
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="week-grid"
      style={{
        overflow: 'auto',
        height: 'calc(100vh - 300px)',
        minHeight: 420,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
      }}
    >
      <Box style={{ minWidth: 200 + shownDays * 130, position: 'relative' }}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: columns,
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
          {week.dates.slice(0, shownDays).map((date) => {
            const holiday = holidays.get(date);
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
            <Box
              key={row.id}
              data-testid={`row-${row.id}`}
              style={{
                display: 'grid',
                gridTemplateColumns: columns,
                position: 'absolute',
                top: row.top,
                left: 0,
                right: 0,
                height: row.height,
                borderBottom: '1px solid var(--mantine-color-default-border)',
                background: row.id === focusId ? 'var(--mantine-color-yellow-light)' : undefined,
              }}
            >
              <Box
                px="xs"
                py={4}
                style={{ position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}
              >
                <Text size="sm" truncate="end" fw={row.id === focusId ? 700 : 500} title={row.name}>
                  {row.id === 0 ? t('planning.week.notAssigned') : row.name}
                </Text>
              </Box>
              {row.days.slice(0, shownDays).map((entries, day) => {
                const date = week.dates[day] as string;
                const absent = !byProject && absentDays.has(`${row.id}|${date}`);
                return (
                  <Box
                    key={date}
                    p={3}
                    data-testid={`cell-${row.id}-${date}`}
                    onDragOver={canWrite ? (event) => event.preventDefault() : undefined}
                    onDrop={canWrite ? drop(row.id, date) : undefined}
                    onDoubleClick={canWrite ? () => props.onNew(row.id, date) : undefined}
                    title={absent ? t('planning.week.absent') : undefined}
                    style={{
                      borderLeft: '1px solid var(--mantine-color-default-border)',
                      background: absent
                        ? 'repeating-linear-gradient(45deg, var(--mantine-color-orange-light), var(--mantine-color-orange-light) 6px, transparent 6px, transparent 12px)'
                        : holidays.has(date)
                          ? 'var(--mantine-color-red-light)'
                          : undefined,
                      minWidth: 0,
                    }}
                  >
                    {entries.map((entry) => (
                      <ShiftChip
                        key={entry.id}
                        entry={entry}
                        name={otherName(entry)}
                        fields={week.visibility.chipFields}
                        selected={selected.has(entry.id)}
                        draggable={canWrite && entry.confirmed === 0}
                        onOpen={props.onOpen}
                        onToggle={props.onToggle}
                        onDragStart={dragStart}
                      />
                    ))}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

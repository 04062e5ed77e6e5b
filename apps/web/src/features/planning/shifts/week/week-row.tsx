import type { PlanningChipField, TWeekEntry } from '@backoffice/domain';
import { Box, Text } from '@mantine/core';
import { type DragEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from './grid-layout.ts';
import { ShiftChip } from './shift-chip.tsx';
import type { TooltipField } from './shift-tooltip.ts';

const DRAG_TYPE = 'application/x-shift-id';

export interface DropTarget {
  entryId: number;
  rowId: number;
  date: string;
  /** Ctrl (or Alt) held while dropping: copy instead of move. */
  copy: boolean;
}

/** What every row shares; kept stable while scrolling so rows already on screen do not render again. */
export interface RowContext {
  dates: readonly string[];
  columns: string;
  byProject: boolean;
  canWrite: boolean;
  fields: readonly PlanningChipField[];
  tooltipFields: readonly TooltipField[];
  holidays: ReadonlyMap<string, string>;
  /** 'employeeId|date' of approved absences: the absence legend's colour and label of its kind. */
  absentDays: ReadonlyMap<string, { color: string; label: string }>;
  nameOf: (entry: TWeekEntry) => string;
  onOpen: (entry: TWeekEntry) => void;
  onToggle: (entry: TWeekEntry) => void;
  onNew: (rowId: number, date: string) => void;
  onDrop: (target: DropTarget) => void;
}

/** An absent day: stripes in the colour of the absence's kind (its legend, Planning/GeneralSettings). */
const absentBackground = (color: string) =>
  `repeating-linear-gradient(45deg, ${color}40, ${color}40 6px, transparent 6px, transparent 12px)`;

function dragStart(entry: TWeekEntry, event: DragEvent) {
  event.dataTransfer.setData(DRAG_TYPE, String(entry.id));
  event.dataTransfer.effectAllowed = 'copyMove';
}

interface WeekRowProps {
  row: GridRow;
  context: RowContext;
  focused: boolean;
  /** The selected shifts of this row only, so a selection elsewhere does not render this row again. */
  selected: string;
}

/** One employee's or project's week: the name, then a cell per day with its shifts. */
export const WeekRow = memo(function WeekRow({ row, context, focused, selected }: WeekRowProps) {
  const { t } = useTranslation();
  const { dates, byProject, canWrite } = context;
  const selectedIds = new Set(selected.split(',').filter(Boolean).map(Number));
  const drop = (date: string) => (event: DragEvent) => {
    const entryId = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!entryId) return;
    event.preventDefault();
    context.onDrop({ entryId, rowId: row.id, date, copy: event.ctrlKey || event.altKey || event.metaKey });
  };
  return (
    <Box
      data-testid={`row-${row.id}`}
      style={{
        display: 'grid',
        gridTemplateColumns: context.columns,
        position: 'absolute',
        top: row.top,
        left: 0,
        right: 0,
        height: row.height,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: focused ? 'var(--mantine-color-yellow-light)' : undefined,
      }}
    >
      <Box px="xs" py={4} style={{ position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
        <Text size="sm" truncate="end" fw={focused ? 700 : 500} title={row.name}>
          {row.id === 0 ? t('planning.week.notAssigned') : row.name}
        </Text>
      </Box>
      {dates.map((date, day) => {
        const absent = byProject ? undefined : context.absentDays.get(`${row.id}|${date}`);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target and a double-click shortcut; the toolbar's New shift button does the same by keyboard
          <div
            key={date}
            data-testid={`cell-${row.id}-${date}`}
            onDragOver={canWrite ? (event) => event.preventDefault() : undefined}
            onDrop={canWrite ? drop(date) : undefined}
            onDoubleClick={canWrite ? () => context.onNew(row.id, date) : undefined}
            title={absent ? `${t('planning.week.absent')}: ${absent.label}` : undefined}
            data-absent={absent ? absent.label : undefined}
            style={{
              padding: 3,
              borderLeft: '1px solid var(--mantine-color-default-border)',
              background: absent
                ? absentBackground(absent.color)
                : context.holidays.has(date)
                  ? 'var(--mantine-color-red-light)'
                  : undefined,
              minWidth: 0,
            }}
          >
            {(row.days[day] ?? []).map((entry) => (
              <ShiftChip
                key={entry.id}
                entry={entry}
                name={context.nameOf(entry)}
                fields={context.fields}
                tooltipFields={context.tooltipFields}
                selected={selectedIds.has(entry.id)}
                draggable={canWrite && entry.confirmed === 0}
                t={t}
                onOpen={context.onOpen}
                onToggle={context.onToggle}
                onDragStart={dragStart}
              />
            ))}
          </div>
        );
      })}
    </Box>
  );
});

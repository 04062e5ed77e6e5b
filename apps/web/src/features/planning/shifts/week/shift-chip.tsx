import type { PlanningChipField, TWeekEntry } from '@backoffice/domain';
import { formatHundredths, formatTime } from '@backoffice/domain/format';
import { Box, Text } from '@mantine/core';
import { IconClockExclamation, IconLinkOff, IconNote } from '@tabler/icons-react';
import type { DragEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { COLOR_OF } from '../api.ts';
import { CHIP_HEIGHT } from './grid-layout.ts';

interface ShiftChipProps {
  entry: TWeekEntry;
  /** The other side's name: the project in the employee view, the employee in the project view. */
  name: string;
  fields: readonly PlanningChipField[];
  selected: boolean;
  draggable: boolean;
  onOpen: (entry: TWeekEntry) => void;
  onToggle: (entry: TWeekEntry) => void;
  onDragStart: (entry: TWeekEntry, event: DragEvent) => void;
}

/** "08:00–12:30 Kantoor Utrecht": one shift in a cell, coloured by its status and flags (shift-flags.ts). */
export function ShiftChip({ entry, name, fields, selected, draggable, onOpen, onToggle, onDragStart }: ShiftChipProps) {
  const { t } = useTranslation();
  const color = COLOR_OF[entry.color];
  const language = currentLanguage();
  const parts = fields.flatMap((field) => {
    if (field === 'times') return [`${formatTime(entry.startTime)}–${formatTime(entry.endTime)}`];
    if (field === 'name') return [name || t('planning.week.nobody')];
    if (field === 'hours') return [t('planning.week.hoursShort', { hours: formatHundredths(entry.hours, language) })];
    if (field === 'travelTime' && entry.travelTime > 0)
      return [t('planning.week.travelShort', { hours: formatHundredths(entry.travelTime, language) })];
    if (field === 'addition' && entry.addition) return [entry.addition];
    return [];
  });
  const flagTexts = entry.flags.map((flag) => t(`planning.flags.${flag}`));
  const title = [
    parts.join(' · '),
    t(`planning.colors.${entry.color}`),
    t(`planning.types.${entry.planningType}`),
    ...flagTexts,
    entry.note,
  ]
    .filter(Boolean)
    .join('\n');
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.shiftKey) onToggle(entry);
    else onOpen(entry);
  };
  return (
    <Box
      component="button"
      type="button"
      draggable={draggable}
      onDragStart={(event: DragEvent) => onDragStart(entry, event)}
      onClick={click}
      title={title}
      aria-pressed={selected}
      data-testid={`shift-${entry.id}`}
      data-color={entry.color}
      data-flags={entry.flags.join(' ')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        width: '100%',
        height: CHIP_HEIGHT - 3,
        marginBottom: 3,
        padding: '0 5px',
        border: `1px ${entry.mismatch ? 'dashed' : 'solid'} var(--mantine-color-${color}-${selected ? 9 : 4})`,
        outline: selected ? `2px solid var(--mantine-color-${color}-7)` : undefined,
        borderLeftWidth: 4,
        borderRadius: 4,
        background: `var(--mantine-color-${color}-light)`,
        cursor: draggable ? 'grab' : 'pointer',
        opacity: entry.confirmed === 2 ? 0.75 : 1,
        textAlign: 'left',
        color: 'var(--mantine-color-text)',
      }}
    >
      {entry.flags.includes('overwork') && (
        <IconClockExclamation size={13} color="var(--mantine-color-red-7)" aria-label={t('planning.flags.overwork')} />
      )}
      {entry.mismatch === 1 && <IconLinkOff size={13} aria-label={t('planning.flags.mismatch')} />}
      {entry.note && <IconNote size={13} aria-label={t('planning.flags.noted')} />}
      <Text size="xs" truncate="end" fw={entry.planningType === 1 ? 400 : 600} lh={1}>
        {parts.join(' ')}
      </Text>
    </Box>
  );
}

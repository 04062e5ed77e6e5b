import type { PlanningChipField, TWeekEntry } from '@backoffice/domain';
import { formatHundredths, formatTimeSpan } from '@backoffice/domain/format';
import { IconClockExclamation, IconLinkOff, IconMailCheck, IconNote } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { FOCUS_RING } from '../../../../platform/data-table/keyboard-open.ts';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { COLOR_OF } from '../api.ts';
import { CHIP_HEIGHT } from './grid-layout.ts';
import { describeShift, type TooltipField } from './shift-tooltip.ts';

interface ShiftChipProps {
  entry: TWeekEntry;
  /** The other side's name: the project in the employee view, the employee in the project view. */
  name: string;
  fields: readonly PlanningChipField[];
  /** What the tooltip shows (Planning/GeneralSettings). */
  tooltipFields: readonly TooltipField[];
  selected: boolean;
  draggable: boolean;
  t: TFunction;
  onOpen: (entry: TWeekEntry) => void;
  onToggle: (entry: TWeekEntry) => void;
  onDragStart: (entry: TWeekEntry, event: DragEvent) => void;
}

/** The chip's text: the parts the Visibility page chose, in its order. */
function chipText(entry: TWeekEntry, name: string, fields: readonly PlanningChipField[], t: TFunction): string {
  const language = currentLanguage();
  const parts: string[] = [];
  for (const field of fields) {
    if (field === 'times') parts.push(formatTimeSpan(entry.startTime, entry.endTime));
    else if (field === 'name') parts.push(name || t('planning.week.nobody'));
    else if (field === 'hours')
      parts.push(t('planning.week.hoursShort', { hours: formatHundredths(entry.hours, language) }));
    else if (field === 'travelTime' && entry.travelTime > 0)
      parts.push(t('planning.week.travelShort', { hours: formatHundredths(entry.travelTime, language) }));
    else if (field === 'addition' && entry.addition) parts.push(entry.addition);
  }
  return parts.join(' ');
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys go from shift to shift in reading order (Tab does too, past everything else). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const chips = [...document.querySelectorAll<HTMLButtonElement>('button[data-shift-chip]')];
  const next = chips[chips.indexOf(event.currentTarget) + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * "08:00–12:30 Kantoor Utrecht": one shift in a cell, coloured by its status and flags (shift-flags.ts). Plain elements
 * and a tooltip built on hover (shift-tooltip.ts): a week of 500 rows scrolls through thousands of these.
 */
export function ShiftChip({
  entry,
  name,
  fields,
  tooltipFields,
  selected,
  draggable,
  t,
  onOpen,
  onToggle,
  onDragStart,
}: ShiftChipProps) {
  const color = COLOR_OF[entry.color];
  const text = chipText(entry, name, fields, t);
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.shiftKey) onToggle(entry);
    else onOpen(entry);
  };
  // On focus as on hover: the title is what screen readers read as the shift's details.
  const describe = (event: { currentTarget: HTMLButtonElement }) =>
    describeShift(event.currentTarget, entry, tooltipFields, name, t);
  return (
    <button
      type="button"
      className={FOCUS_RING}
      draggable={draggable}
      onDragStart={(event) => onDragStart(entry, event)}
      onClick={click}
      onMouseEnter={describe}
      onFocus={describe}
      onKeyDown={moveFocus}
      aria-pressed={selected}
      data-shift-chip
      data-testid={`shift-${entry.id}`}
      data-color={entry.color}
      data-flags={entry.flags.join(' ')}
      data-announced={entry.announced === 1}
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
        // A sent announcement is shaded (spec 002 §4): grey stripes over the status colour.
        background: entry.announced
          ? `repeating-linear-gradient(135deg, var(--mantine-color-${color}-light) 0 5px, var(--mantine-color-gray-3) 5px 7px)`
          : `var(--mantine-color-${color}-light)`,
        cursor: draggable ? 'grab' : 'pointer',
        opacity: entry.confirmed === 2 ? 0.75 : 1,
        textAlign: 'left',
        color: 'var(--mantine-color-text)',
        font: 'inherit',
        fontSize: 'var(--mantine-font-size-xs)',
        fontWeight: entry.planningType === 1 ? 400 : 600,
        lineHeight: 1,
      }}
    >
      {entry.flags.includes('overwork') && (
        <IconClockExclamation size={13} color="var(--mantine-color-red-7)" aria-label={t('planning.flags.overwork')} />
      )}
      {entry.mismatch === 1 && <IconLinkOff size={13} aria-label={t('planning.flags.mismatch')} />}
      {entry.note && <IconNote size={13} aria-label={t('planning.flags.noted')} />}
      {entry.announced === 1 && <IconMailCheck size={13} aria-label={t('planning.week.announced')} />}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>{text}</span>
    </button>
  );
}

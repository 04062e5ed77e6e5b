import { todayIso } from '@backoffice/domain/dates';
import { Collapse, Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIsPhone } from '../layout/use-is-phone.ts';
import { DateField } from './date-field.tsx';
import { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields.tsx';
import { FilterFoldButton } from './filter-fold-button.tsx';

/** The one date a report or list is shown on (a balance, what is open on a day): today unless chosen otherwise. */
interface FilterDateProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  /** Marked as needed; an emptied field keeps its date. */
  required?: boolean;
  /** What the date means, beside the field (not folded on a phone). */
  explanation?: ReactNode;
}

interface FilterBarProps {
  /** The page's period, first in the bar (fields 150 wide, size sm, unless given). */
  period?: DateRangeFieldsProps;
  /** The page's date, first in the bar (160 wide, size sm). */
  date?: FilterDateProps;
  /**
   * How many of the other filters differ from the page's defaults; with a date other than today, the number on the
   * phone's folded "Filters" button.
   */
  changed?: number;
  /** After the filters and never folded: the page's buttons and signs (a PDF, "in balance", a new entry). */
  actions?: ReactNode;
  /** flex-start where a field shows its error text below it, so the others stay level with it. */
  align?: 'flex-end' | 'flex-start';
  children?: ReactNode;
}

/**
 * The bordered bar of filters above a list or report; its fields wrap on a narrow screen. On a phone the filters start
 * folded under one "Filters" button with the number set, so the list is on the first screen. One tree for both sizes:
 * a rotation folds or unfolds the filters, it does not remount them (their focus and open lists stay).
 */
export function FilterBar({ period, date, changed = 0, actions, align = 'flex-end', children }: FilterBarProps) {
  const isPhone = useIsPhone();
  const [opened, setOpened] = useState(false);
  const dateChanged = date?.value && date.value !== todayIso() ? 1 : 0;
  const explanation = date?.explanation && (
    <Text size="sm" c="dimmed" maw={560}>
      {date.explanation}
    </Text>
  );
  // On a phone the page's signs and buttons are a line of their own below the fold; the fold's own top margin is
  // there only when nothing follows it, else the line's.
  const below = Boolean(explanation || actions);
  // On a desktop the fold and its group are no boxes (display: contents): the filters, the explanation and the
  // actions are one wrapping row.
  const unboxed = isPhone ? undefined : { display: 'contents' };
  return (
    <Paper withBorder radius="md" p={isPhone ? 'sm' : 'md'}>
      {isPhone && (
        <FilterFoldButton
          opened={opened}
          changed={changed + dateChanged}
          onClick={() => setOpened((open) => !open)}
          testId="filter-bar"
        />
      )}
      <Group gap="sm" align={isPhone ? 'center' : align} wrap="wrap" pt={isPhone && below ? 'sm' : 0}>
        <Collapse expanded={!isPhone || opened} w={isPhone ? '100%' : undefined} style={unboxed}>
          <Group gap="sm" align={align} wrap="wrap" pt={isPhone && !below ? 'sm' : 0} style={unboxed}>
            {period && <DateRangeFields size="sm" w={150} {...period} />}
            {date && (
              <DateField
                size="sm"
                w={160}
                label={date.label}
                value={date.value}
                // An emptied needed date keeps its value.
                onChange={(next) => (next || !date.required) && date.onChange(next)}
                required={date.required}
                testId={date.testId}
              />
            )}
            {children}
          </Group>
        </Collapse>
        {explanation}
        {actions}
      </Group>
    </Paper>
  );
}

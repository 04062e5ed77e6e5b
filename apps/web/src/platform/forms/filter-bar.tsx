import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields.tsx';

interface FilterBarProps {
  /** The page's period, first in the bar (fields 150 wide, size sm, unless given). */
  period?: DateRangeFieldsProps;
  /** flex-start where a field shows its error text below it, so the others stay level with it. */
  align?: 'flex-end' | 'flex-start';
  children?: ReactNode;
}

/** The bordered bar of filters above a list or report; its fields wrap on a narrow screen. */
export function FilterBar({ period, align = 'flex-end', children }: FilterBarProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" align={align} wrap="wrap">
        {period && <DateRangeFields size="sm" w={150} {...period} />}
        {children}
      </Group>
    </Paper>
  );
}

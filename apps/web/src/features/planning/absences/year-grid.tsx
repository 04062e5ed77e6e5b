import type { TAbsentLegend } from '@backoffice/domain';
import { daysInMonth, todayIso } from '@backoffice/domain/dates';
import { type HolidayKey, isDutchHoliday } from '@backoffice/domain/holidays';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { Box, ColorSwatch, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../projects/index.ts';
import { kindColor, kindLabel } from './absence-columns.tsx';
import type { AbsentRow } from './api.ts';
import { dayMarks } from './year-marks.ts';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const pad = (n: number) => String(n).padStart(2, '0');
const STRIPES = (color: string) =>
  `repeating-linear-gradient(45deg, ${color}, ${color} 3px, transparent 3px, transparent 6px)`;

/** The year of one employee as twelve rows of days, coloured by the absence legend; weekends and holidays marked. */
export function YearGrid(props: { year: number; absents: readonly AbsentRow[]; legends?: readonly TAbsentLegend[] }) {
  const { t, i18n } = useTranslation();
  const { year, absents, legends } = props;
  const marks = useMemo(() => dayMarks(absents, year, todayIso()), [absents, year]);
  const months = monthNames(i18n.language);
  const holidayName = (key: HolidayKey) => t(`absences.holidays.${key}`);

  return (
    <Box data-testid="year-grid">
      <ScrollArea type="auto">
        <Table withTableBorder withColumnBorders verticalSpacing={0} horizontalSpacing={0} fz="xs" miw={880}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90} px={6} />
              {DAYS.map((day) => (
                <Table.Th key={day} ta="center" w={25}>
                  {day}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((name, m) => (
              <Table.Tr key={name}>
                <Table.Td px={6} fw={600}>
                  {name}
                </Table.Td>
                {DAYS.map((day) => {
                  if (day > daysInMonth(year, m + 1)) return <Table.Td key={day} bg="gray.1" />;
                  const date = `${year}-${pad(m + 1)}-${pad(day)}`;
                  const mark = marks.get(date);
                  const holiday = isDutchHoliday(date);
                  const weekend = isoWeekday(date) >= 6;
                  const color = mark ? kindColor(mark.kind, legends) : undefined;
                  const title = [
                    holiday ? holidayName(holiday) : '',
                    mark
                      ? `${kindLabel(mark.kind, t, legends)}${mark.approved ? '' : ` (${t('absences.statuses.1')})`}`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' – ');
                  return (
                    <Table.Td
                      key={day}
                      h={24}
                      title={title || undefined}
                      data-testid={`year-day-${date}`}
                      data-kind={mark?.kind}
                      style={{
                        background: color
                          ? mark?.approved
                            ? color
                            : STRIPES(color)
                          : weekend
                            ? 'var(--mantine-color-gray-1)'
                            : undefined,
                        boxShadow: holiday ? 'inset 0 0 0 2px var(--mantine-color-red-6)' : undefined,
                      }}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group gap="md" mt="xs">
        {(legends ?? []).map((legend) => (
          <Group key={legend.kind} gap={4}>
            <ColorSwatch color={legend.color} size={12} withShadow={false} />
            <Text size="xs">{kindLabel(legend.kind, t, legends)}</Text>
          </Group>
        ))}
        <Group gap={4}>
          <Box w={12} h={12} style={{ background: STRIPES('#868e96') }} />
          <Text size="xs">{t('absences.statuses.1')}</Text>
        </Group>
        <Group gap={4}>
          <Box w={12} h={12} style={{ boxShadow: 'inset 0 0 0 2px var(--mantine-color-red-6)' }} />
          <Text size="xs">{t('absences.holiday')}</Text>
        </Group>
      </Group>
    </Box>
  );
}

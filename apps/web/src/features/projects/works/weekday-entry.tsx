import { Collapse, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendarTime, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { TimeField } from '../../../platform/time/time-field.tsx';
import type { SelectOption } from '../edit/use-project-options.ts';
import type { EntryDraft } from './work-draft.ts';

interface WeekdayEntryProps {
  entry: EntryDraft;
  /** 'work-day-1-entry-0': prefix of the test ids and of nothing else. */
  testId: string;
  employees: readonly SelectOption[];
  /** Messages by field name (employeeId, startTime, ...). */
  errors: Record<string, string | undefined>;
  readOnly: boolean;
  onChange: (patch: Partial<EntryDraft>) => void;
  onRemove: () => void;
}

/** One employee on one weekday: who, from when to when, pause and travel in hours, a note, an optional period. */
export function WeekdayEntry({ entry, testId, employees, errors, readOnly, onChange, onRemove }: WeekdayEntryProps) {
  const { t } = useTranslation();
  const hasPeriod = entry.startDate !== '' || entry.endDate !== '' || !!errors.startDate || !!errors.endDate;
  const [showPeriod, setShowPeriod] = useState(hasPeriod);
  const label = (key: string) => t(`works.entry.${key}`);

  return (
    <Paper withBorder p={4} radius="sm" data-testid={testId}>
      <Stack gap={6}>
        <Select
          size="xs"
          aria-label={label('employee')}
          placeholder={label('employee')}
          data={employees}
          value={entry.employeeId ? String(entry.employeeId) : null}
          onChange={(next) => onChange({ employeeId: Number(next ?? 0) })}
          error={errors.employeeId}
          searchable
          readOnly={readOnly}
          title={employees.find((option) => option.value === String(entry.employeeId))?.label}
          comboboxProps={{ withinPortal: true, width: 260, position: 'bottom-start' }}
          data-testid={`${testId}-employee`}
        />
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
          <TimeField
            size="xs"
            label={label('start')}
            value={entry.startTime}
            onChange={(startTime) => onChange({ startTime })}
            error={errors.startTime}
            readOnly={readOnly}
            testId={`${testId}-start`}
          />
          <TimeField
            size="xs"
            end
            label={label('end')}
            value={entry.endTime}
            onChange={(endTime) => onChange({ endTime })}
            error={errors.endTime}
            readOnly={readOnly}
            testId={`${testId}-end`}
          />
          <HundredthsField
            size="xs"
            max={2400}
            label={label('pause')}
            value={entry.pause}
            onChange={(pause) => onChange({ pause })}
            error={errors.pause}
            testId={`${testId}-pause`}
          />
          <HundredthsField
            size="xs"
            max={2400}
            label={label('travelTime')}
            value={entry.travelTime}
            onChange={(travelTime) => onChange({ travelTime })}
            error={errors.travelTime}
            testId={`${testId}-travel`}
          />
        </SimpleGrid>
        <Group gap={4} wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            size="xs"
            label={label('addition')}
            value={entry.addition}
            onChange={(event) => onChange({ addition: event.currentTarget.value })}
            error={errors.addition}
            readOnly={readOnly}
            data-testid={`${testId}-addition`}
          />
          <IconAction
            label={label('period')}
            icon={<IconCalendarTime size={16} />}
            variant={hasPeriod ? 'light' : 'subtle'}
            size="md"
            onClick={() => setShowPeriod((open) => !open)}
            aria-expanded={showPeriod}
            testId={`${testId}-period`}
          />
          {!readOnly && (
            <IconAction
              label={t('works.entry.remove')}
              icon={<IconTrash size={16} />}
              color="red"
              size="md"
              onClick={onRemove}
              testId={`${testId}-remove`}
            />
          )}
        </Group>
        <Collapse expanded={showPeriod}>
          <Stack gap={6}>
            <DateField
              size="xs"
              label={label('from')}
              value={entry.startDate}
              onChange={(startDate) => onChange({ startDate })}
              error={errors.startDate}
              readOnly={readOnly}
              testId={`${testId}-from`}
            />
            <DateField
              size="xs"
              label={label('until')}
              value={entry.endDate}
              onChange={(endDate) => onChange({ endDate })}
              error={errors.endDate}
              readOnly={readOnly}
              placeholder={t('works.openEnd')}
              testId={`${testId}-until`}
            />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

import { ISO_WEEKDAYS, type IsoWeekday } from '@backoffice/domain';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { minutesToText } from '../../../platform/time/time-text.ts';
import type { SelectOption } from '../edit/use-project-options.ts';
import type { WorkForm } from './use-work-form.ts';
import { WeekdayEntry } from './weekday-entry.tsx';
import {
  addEntry,
  copyMondayToSelected,
  copyTargets,
  plannedMinutes,
  removeEntry,
  setDaySelected,
  updateEntry,
} from './weekday-ops.ts';

interface WeekdayGridProps {
  form: WorkForm;
  employees: readonly SelectOption[];
  readOnly: boolean;
}

/** Seven columns, Monday to Sunday: the days the work is done and who does it at what times (ISO weekdays 1-7). */
export function WeekdayGrid({ form, employees, readOnly }: WeekdayGridProps) {
  const { t } = useTranslation();
  const { draft, errors, change } = form;
  const targets = copyTargets(draft);

  const copyMonday = () => {
    const apply = () => change(copyMondayToSelected, 'weekDays');
    if (targets.every((day) => draft.weekDays[day].length === 0)) return apply();
    modals.openConfirmModal({
      title: t('works.grid.copyMonday'),
      children: <Text size="sm">{t('works.grid.copyMondayQuestion')}</Text>,
      labels: { confirm: t('works.grid.copyConfirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-copy-monday' },
      onConfirm: apply,
    });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('works.grid.title')}</Text>
        {!readOnly && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCopy size={14} />}
            onClick={copyMonday}
            disabled={draft.weekDays[1].length === 0 || targets.length === 0}
            data-testid="work-copy-monday"
          >
            {t('works.grid.copyMonday')}
          </Button>
        )}
      </Group>
      {errors.selectedDays && (
        <Text c="red" size="sm" data-testid="work-days-error">
          {errors.selectedDays}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4, lg: 7 }} spacing="xs" verticalSpacing="xs">
        {ISO_WEEKDAYS.map((day) => (
          <DayColumn key={day} day={day} form={form} employees={employees} readOnly={readOnly} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The paths whose messages a change of these entry fields settles; start and end are checked together. */
function entryPaths(day: IsoWeekday, index: number, fields: readonly string[]): string[] {
  const times = fields.some((field) => field === 'startTime' || field === 'endTime');
  return [...fields, ...(times ? ['startTime', 'endTime'] : [])].map((field) => `weekDays.${day}.${index}.${field}`);
}

function DayColumn({ day, form, employees, readOnly }: WeekdayGridProps & { day: IsoWeekday }) {
  const { t } = useTranslation();
  const { draft, errors, change } = form;
  const selected = draft.selectedDays.includes(day);
  const entries = draft.weekDays[day];
  const total = plannedMinutes(entries);
  const testId = `work-day-${day}`;
  const entryErrors = (index: number) => {
    const prefix = `weekDays.${day}.${index}.`;
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, message]) => [path.slice(prefix.length), message]),
    );
  };

  return (
    <Paper
      withBorder
      p={4}
      radius="sm"
      bg={selected ? undefined : 'var(--mantine-color-default-hover)'}
      data-testid={`${testId}-column`}
      data-selected={selected}
    >
      <Stack gap={6}>
        <Checkbox
          label={t(`works.days.long.${day}`)}
          checked={selected}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            change((current) => setDaySelected(current, day, checked), 'selectedDays');
          }}
          fw={600}
          data-testid={testId}
        />
        {!selected && entries.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('works.grid.notPlanned')}
          </Text>
        )}
        {entries.map((entry, index) => (
          <WeekdayEntry
            key={entry.key}
            entry={entry}
            testId={`${testId}-entry-${index}`}
            employees={employees}
            errors={entryErrors(index)}
            readOnly={readOnly}
            onChange={(patch) =>
              change(
                (current) => updateEntry(current, day, index, patch),
                ...entryPaths(day, index, Object.keys(patch)),
              )
            }
            onRemove={() => change((current) => removeEntry(current, day, index), `weekDays.${day}`)}
          />
        ))}
        {total > 0 && (
          <Text size="xs" c="dimmed" ta="right" title={t('works.grid.plannedHours')} data-testid={`${testId}-total`}>
            {t('works.grid.hours', { time: minutesToText(total) })}
          </Text>
        )}
        {!readOnly && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => change((current) => addEntry(current, day), `weekDays.${day}`, 'selectedDays')}
            data-testid={`${testId}-add`}
          >
            {t('works.grid.addEmployee')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

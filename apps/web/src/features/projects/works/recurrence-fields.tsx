import { WORK_PERIODIC_TYPES } from '@backoffice/domain';
import { Chip, Group, Input, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { WorkForm } from './use-work-form.ts';
import { monthNames } from './work-summary.ts';

const WEEKS_OF_MONTH = [1, 2, 3, 4, 5] as const;

const toNumbers = (values: string[]) => values.map(Number).sort((a, b) => a - b);

/** How often the work recurs (enums.ts WORK_PERIODIC_TYPES), the months it is limited to, and its period. */
export function RecurrenceFields({ form }: { form: WorkForm }) {
  const { t } = useTranslation();
  const { draft, errors, set } = form;
  const months = monthNames(currentLanguage());
  const label = (key: string) => t(`works.recurrence.${key}`);

  return (
    <Stack gap="sm">
      <Radio.Group
        label={label('type')}
        value={String(draft.periodicType)}
        onChange={(next) => set({ periodicType: Number(next) })}
        data-testid="work-periodic-type"
      >
        <Group gap="md" mt={4}>
          {WORK_PERIODIC_TYPES.map((type) => (
            <Radio
              key={type}
              value={String(type)}
              label={t(`works.periodic.${type}`)}
              data-testid={`work-periodic-${type}`}
            />
          ))}
        </Group>
      </Radio.Group>
      {draft.periodicType === 1 && (
        <NumberInput
          label={label('intervalWeeks')}
          description={label('intervalHint')}
          value={draft.intervalWeeks}
          onChange={(next) => set({ intervalWeeks: typeof next === 'number' ? next : 1 })}
          min={1}
          max={52}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          error={errors.intervalWeeks}
          data-testid="work-interval"
        />
      )}
      {draft.periodicType === 2 && (
        <TextInput
          label={label('fixedWeeks')}
          description={label('fixedWeeksHint')}
          placeholder="1, 5, 9"
          value={draft.fixedWeeks}
          onChange={(event) => set({ fixedWeeks: event.currentTarget.value })}
          error={errors.fixedWeeks}
          withAsterisk
          maw={420}
          data-testid="work-fixed-weeks"
        />
      )}
      {draft.periodicType === 3 && (
        <Input.Wrapper label={label('weeksOfMonth')} description={label('weeksOfMonthHint')} withAsterisk>
          <Chip.Group
            multiple
            value={draft.weeksOfMonth.map(String)}
            onChange={(values) => set({ weeksOfMonth: toNumbers(values) })}
          >
            <Group gap={6} mt={6} data-testid="work-weeks-of-month">
              {WEEKS_OF_MONTH.map((week) => (
                <Chip key={week} value={String(week)} size="sm" data-testid={`work-week-of-month-${week}`}>
                  {t(`works.ordinal.${week}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errors.weeksOfMonth && (
            <Text c="red" size="xs" mt={4}>
              {errors.weeksOfMonth}
            </Text>
          )}
        </Input.Wrapper>
      )}
      <Input.Wrapper label={label('fixedMonths')} description={label('fixedMonthsHint')}>
        <Chip.Group
          multiple
          value={draft.fixedMonths.map(String)}
          onChange={(values) => set({ fixedMonths: toNumbers(values) })}
        >
          <Group gap={6} mt={6} data-testid="work-fixed-months">
            {months.map((name, index) => (
              <Chip key={name} value={String(index + 1)} size="xs" data-testid={`work-month-${index + 1}`}>
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        <DateField
          label={label('startDate')}
          value={draft.startDate}
          onChange={(startDate) => set({ startDate })}
          error={errors.startDate}
          required
          testId="work-start-date"
        />
        <DateField
          label={label('endDate')}
          value={draft.endDate}
          onChange={(endDate) => set({ endDate })}
          error={errors.endDate}
          placeholder={t('works.openEnd')}
          testId="work-end-date"
        />
      </SimpleGrid>
    </Stack>
  );
}

import { DEFAULT_ROOSTER, type TOwner } from '@backoffice/domain';
import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../platform/icon-action.tsx';
import { HoursInput } from './hours-input.tsx';
import { formatHours, nextId, replaceItem } from './list-edit.ts';
import { AddAndSave, useOwnerDraft } from './owner-draft.tsx';
import { OwnerSubPage } from './sub-page.tsx';

interface Week {
  days: number[];
}
interface Template {
  id: number;
  name: string;
  weeks: Week[];
}

const DEFAULT_WEEK = (): Week => ({
  days: [...(DEFAULT_ROOSTER[0]?.weeks[0]?.days ?? [760, 760, 760, 760, 760, 0, 0])],
});
const sum = (days: readonly number[]) => days.reduce((total, hours) => total + hours, 0);

function toWeek(raw: unknown): Week {
  const days = (raw as { days?: unknown })?.days;
  const list = Array.isArray(days) ? days.map((d) => Math.max(0, Math.round(Number(d) || 0))) : [];
  return { days: Array.from({ length: 7 }, (_, i) => list[i] ?? 0) };
}

function fromOwner(owner: TOwner): Template[] {
  const raw = owner.rooster.length > 0 ? owner.rooster : DEFAULT_ROOSTER;
  return raw
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .filter((item) => !item.deleted)
    .map((item, index) => {
      const weeks = Array.isArray(item.weeks) ? item.weeks.map(toWeek) : [];
      return {
        id: Number(item.id) || index + 1,
        name: String(item.name ?? ''),
        weeks: weeks.length ? weeks : [DEFAULT_WEEK()],
      };
    });
}

/** Monday to Sunday in the reader's language (1 January 2024 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function TemplateCard(props: {
  template: Template;
  position: number;
  onChange: (template: Template) => void;
  onRemove: () => void;
  showErrors: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { template, position } = props;
  const separator = i18n.language === 'en' ? '.' : ',';
  const days = weekdayNames(i18n.language);
  const setDay = (week: number, day: number, hours: number) =>
    props.onChange({
      ...template,
      weeks: template.weeks.map((w, i) => (i === week ? { days: w.days.map((d, j) => (j === day ? hours : d)) } : w)),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid={`schedule-${position}`}>
      <Group justify="space-between" align="flex-end" mb="sm">
        <TextInput
          label={t('employeeSub.workSchedules.name')}
          value={template.name}
          onChange={(event) => props.onChange({ ...template, name: event.currentTarget.value })}
          error={props.showErrors && template.name.trim() === '' ? t('validation.required') : undefined}
          w={260}
          data-testid={`schedule-name-${position}`}
        />
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={props.onRemove}>
          {t('employeeSub.workSchedules.remove')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employeeSub.workSchedules.week')}</Table.Th>
              {days.map((day) => (
                <Table.Th key={day} ta="right">
                  {day}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('employeeSub.workSchedules.total')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {template.weeks.map((week, w) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: weeks have no id of their own; their number is their place
              <Table.Tr key={w}>
                <Table.Td>{w + 1}</Table.Td>
                {week.days.map((hours, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed weekdays
                  <Table.Td key={d} ta="right">
                    <Group justify="flex-end">
                      <HoursInput
                        value={hours}
                        onChange={(next) => setDay(w, d, next)}
                        decimalSeparator={separator}
                        label={`${t('employeeSub.workSchedules.week')} ${w + 1} ${days[d] ?? ''}`}
                        testId={`schedule-${position}-w${w}-d${d}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600} data-testid={`schedule-${position}-total-${w}`}>
                  {formatHours(sum(week.days), separator)}
                </Table.Td>
                <Table.Td>
                  <IconAction
                    label={t('employeeSub.workSchedules.removeWeek')}
                    icon={<IconTrash size={16} />}
                    color="red"
                    disabled={template.weeks.length === 1}
                    onClick={() => props.onChange({ ...template, weeks: template.weeks.filter((_, i) => i !== w) })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="default"
        size="xs"
        mt="sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => props.onChange({ ...template, weeks: [...template.weeks, DEFAULT_WEEK()] })}
        data-testid={`schedule-add-week-${position}`}
      >
        {t('employeeSub.workSchedules.addWeek')}
      </Button>
    </Paper>
  );
}

function WorkSchedulesEditor({ owner }: { owner: TOwner }) {
  const { t } = useTranslation();
  const { draft: templates, update, dirty, setDirty, save } = useOwnerDraft(owner, () => fromOwner(owner));
  const [showErrors, setShowErrors] = useState(false);
  const onSave = () => {
    setShowErrors(true);
    if (templates.some((template) => template.name.trim() === '')) return;
    const rooster = templates.map((template) => ({ ...template, name: template.name.trim() }));
    save.mutate({ rooster }, { onSuccess: () => setDirty(false) });
  };

  return (
    <Stack gap="md">
      {templates.length === 0 && <Text c="dimmed">{t('employeeSub.workSchedules.empty')}</Text>}
      {templates.map((template, index) => (
        <TemplateCard
          key={template.id}
          template={template}
          position={index}
          showErrors={showErrors}
          onChange={(next) => update(replaceItem(templates, index, next))}
          onRemove={() => update(templates.filter((_, i) => i !== index))}
        />
      ))}
      <AddAndSave
        addLabel={t('employeeSub.workSchedules.add')}
        addTestId="schedule-add"
        onAdd={() => update([...templates, { id: nextId(templates), name: '', weeks: [DEFAULT_WEEK()] }])}
        onSave={onSave}
        saving={save.isPending}
        dirty={dirty}
      />
    </Stack>
  );
}

export const WorkSchedulesPage = () => (
  <OwnerSubPage section="workSchedules" testId="work-schedules-page" editor={WorkSchedulesEditor} />
);

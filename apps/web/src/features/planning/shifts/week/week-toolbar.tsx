import { formatDate } from '@backoffice/domain/format';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFirstAidKit,
  IconPlus,
  IconSearch,
  IconWand,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SegmentFilter } from '../../../../platform/forms/segment-filter.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';

interface WeekToolbarProps {
  year: number;
  week: number;
  dates: readonly string[];
  view: 1 | 2;
  filter: string;
  canWrite: boolean;
  generating: boolean;
  onView: (view: 1 | 2) => void;
  onStep: (offset: -1 | 0 | 1) => void;
  onFilter: (filter: string) => void;
  onNew: () => void;
  onAbsence: () => void;
  onGenerate: () => void;
}

/** Title with the ISO week, by employee or by project, previous / this / next week, a name filter and the actions. */
export function WeekToolbar(props: WeekToolbarProps) {
  const { t } = useTranslation();
  const first = props.dates[0];
  const last = props.dates[6];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3" data-testid="week-title">
            {t('planning.week.title', { week: props.week, year: props.year })}
          </Title>
          {/* The line is there before the week's dates are: the toolbar does not move when they come (issue 15). */}
          <Text size="sm" c="dimmed">
            {first && last ? `${formatDate(first)} – ${formatDate(last)}` : '\u00a0'}
          </Text>
        </div>
        {props.canWrite && (
          <Group gap="xs">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={props.onNew} data-testid="week-new">
              {t('planning.week.newShift')}
            </Button>
            <Button
              variant="light"
              color="orange"
              leftSection={<IconFirstAidKit size={16} />}
              onClick={props.onAbsence}
              data-testid="week-absence"
            >
              {t('planning.week.newAbsence')}
            </Button>
            <Button
              leftSection={<IconWand size={16} />}
              onClick={props.onGenerate}
              loading={props.generating}
              data-testid="week-generate"
            >
              {t('planning.week.generate')}
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="xs" align="center">
        <SegmentFilter<1 | 2>
          value={props.view}
          onChange={props.onView}
          choices={[
            [1, t('planning.week.byEmployee')],
            [2, t('planning.week.byProject')],
          ]}
          aria-label={t('planning.week.viewLabel')}
          testId="week-view-switch"
        />
        <Group gap={4}>
          <IconAction
            label={t('planning.week.previous')}
            icon={<IconChevronLeft size={18} />}
            variant="default"
            size="lg"
            onClick={() => props.onStep(-1)}
            testId="week-previous"
          />
          <Button variant="default" onClick={() => props.onStep(0)} data-testid="week-today">
            {t('planning.week.today')}
          </Button>
          <IconAction
            label={t('planning.week.next')}
            icon={<IconChevronRight size={18} />}
            variant="default"
            size="lg"
            onClick={() => props.onStep(1)}
            testId="week-next"
          />
        </Group>
        <TextInput
          placeholder={t('planning.week.filter')}
          aria-label={t('planning.week.filter')}
          leftSection={<IconSearch size={16} />}
          value={props.filter}
          onChange={(event) => props.onFilter(event.currentTarget.value)}
          w={220}
          data-testid="week-filter"
        />
      </Group>
    </Stack>
  );
}

import { PLANNING_COLORS, type TPlanningWeek } from '@backoffice/domain';
import { formatHundredths } from '@backoffice/domain/format';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { Alert, Anchor, Box, Group, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { COLOR_OF } from '../api.ts';

const names = (week: TPlanningWeek, ids: readonly number[]) => ids.map((id) => week.employeeNames[id] ?? `#${id}`);

/** Names shown before "and N more": a week of 500 people can flag hundreds. */
const SHOWN = 6;

function Warning({ testId, title, items }: { testId: string; title: string; items: readonly string[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <Alert color="red" variant="light" p="xs" title={title} icon={<IconAlertTriangle size={18} />} data-testid={testId}>
      <Text size="sm">
        {shown.join(', ')}
        {items.length > SHOWN && (
          <>
            {' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setAll(!all)}
              data-testid={`${testId}-more`}
            >
              {all ? t('planning.summary.less') : t('planning.summary.more', { count: items.length - SHOWN })}
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}

/** The planning warnings of the shown week (spec 002 §8), above the grid; nothing to say is said too. */
export function FlagSummary({ week }: { week: TPlanningWeek }) {
  const { t } = useTranslation();
  const { summary } = week;
  const language = currentLanguage();
  const warnings: ReactNode[] = [];
  if (summary.overwork.length > 0)
    warnings.push(
      <Warning
        key="overwork"
        testId="flag-overwork"
        title={t('planning.summary.overwork')}
        items={summary.overwork.map(
          (o) =>
            `${week.employeeNames[o.employeeId] ?? `#${o.employeeId}`} (${t(`planning.weekdays.${isoWeekday(o.date)}`)} ${o.date.slice(8, 10)}-${o.date.slice(5, 7)}: ${formatHundredths(o.hours, language)} ${t('planning.summary.hoursUnit')})`,
        )}
      />,
    );
  // The counted warnings, each with the names of the employees concerned.
  const counted = [
    ['endBeforeStart', 'flag-end-before-start'],
    ['conflicts', 'flag-conflicts'],
    ['blacklisted', 'flag-blacklisted'],
  ] as const;
  for (const [key, testId] of counted) {
    const { count, employeeIds } = summary[key];
    if (count > 0)
      warnings.push(
        <Warning
          key={key}
          testId={testId}
          title={t(`planning.summary.${key}`, { count })}
          items={names(week, employeeIds)}
        />,
      );
  }
  return (
    <Box>
      {warnings.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: warnings.length > 2 ? 3 : 2 }} spacing="xs">
          {warnings}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" data-testid="flag-none">
          {t('planning.summary.none')}
        </Text>
      )}
      <Group gap="md" mt="xs" data-testid="planning-legend">
        {PLANNING_COLORS.map((color) => (
          <Group key={color} gap={4} wrap="nowrap">
            <Box
              w={14}
              h={14}
              style={{
                borderRadius: 3,
                background: `var(--mantine-color-${COLOR_OF[color]}-light)`,
                borderLeft: `4px solid var(--mantine-color-${COLOR_OF[color]}-4)`,
              }}
            />
            <Text size="xs">{t(`planning.colors.${color}`)}</Text>
          </Group>
        ))}
        <Group gap={4} wrap="nowrap">
          <Box w={14} h={14} style={{ borderRadius: 3, border: '1px dashed var(--mantine-color-dimmed)' }} />
          <Text size="xs">{t('planning.flags.mismatch')}</Text>
        </Group>
        {summary.noted > 0 && (
          <Text size="xs" c="dimmed">
            {t('planning.summary.noted', { count: summary.noted })}
          </Text>
        )}
        {summary.mismatch > 0 && (
          <Text size="xs" c="dimmed" data-testid="flag-mismatch">
            {t('planning.summary.mismatch', { count: summary.mismatch })}
          </Text>
        )}
      </Group>
    </Box>
  );
}

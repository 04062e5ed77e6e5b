import { formatDate } from '@backoffice/domain/format';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_WEEKS, previewWeeks } from './preview-weeks.ts';
import type { WorkDraft } from './work-draft.ts';

interface NextDatesPreviewProps {
  draft: WorkDraft;
  today: string;
  employeeName: (id: number) => string;
}

/** The dates of the coming eight weeks by ISO week, so the planner sees at once what the recurrence means. */
export function NextDatesPreview({ draft, today, employeeName }: NextDatesPreviewProps) {
  const { t } = useTranslation();
  const weeks = useMemo(() => previewWeeks(draft, today), [draft, today]);
  const count = weeks?.reduce((sum, week) => sum + week.dates.length, 0) ?? 0;

  return (
    <Paper withBorder p="sm" radius="sm" data-testid="work-preview">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('works.preview.title', { count: PREVIEW_WEEKS })}</Text>
          {weeks && (
            <Text size="sm" c="dimmed" data-testid="work-preview-count">
              {t('works.preview.dates', { count })}
            </Text>
          )}
        </Group>
        {!weeks && (
          <Text size="sm" c="dimmed">
            {t('works.preview.needStart')}
          </Text>
        )}
        {weeks && (
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm">
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week.monday} data-testid={`work-preview-week-${week.week}`}>
                  <Table.Td w={110} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Text size="sm" fw={500}>
                      {t('works.preview.week', { week: week.week })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(week.monday)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {week.dates.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('works.preview.none')}
                      </Text>
                    ) : (
                      <Group gap={6}>
                        {week.dates.map((date) => (
                          <Badge
                            key={date.date}
                            variant="light"
                            tt="none"
                            rightSection={
                              <Group gap={2} wrap="nowrap">
                                <IconUsers size={12} />
                                {date.employeeIds.length}
                              </Group>
                            }
                            size="lg"
                            fw={500}
                            color={date.employeeIds.length === 0 ? 'orange' : 'blue'}
                            title={
                              date.employeeIds.length === 0
                                ? t('works.preview.nobody')
                                : date.employeeIds.map(employeeName).join(', ')
                            }
                            data-testid={`work-preview-date-${date.date}`}
                          >
                            {t(`works.days.short.${date.weekday}`)} {formatDate(date.date).slice(0, 5)}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

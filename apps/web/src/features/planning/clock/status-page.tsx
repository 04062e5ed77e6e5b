import { CLOCK_CALLS, formatWallClock, LIVE_CLOCK_STATUSES, type LiveClockStatus } from '@backoffice/domain';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { StatusRow } from './api.ts';
import { TextBadge } from './clock-columns.tsx';
import { PageIntro } from './page-intro.tsx';

/** Refreshed every minute: a late clock-in turns from under to over 15 minutes while the page is open. */
const STATUS_REFRESH_MS = 60_000;

/** The colours of spec 002 §4's live clock statuses: green fine, yellow/orange/red late, grape and pink to act on. */
export const STATUS_COLOR: Record<LiveClockStatus, string> = {
  clockedIn: 'green',
  clockedOut: 'teal',
  lateNoClockInUnder15: 'yellow',
  lateNoClockInOver15: 'red',
  clockedInLate: 'orange',
  clockedOutLate: 'grape',
  forgotClockOut: 'pink',
  upcoming: 'gray',
};

const time = (hhmm: number | null | undefined) => (hhmm == null ? '' : formatTime(hhmm));

/** /Planning/Status: today's shifts and where everybody is on the clock, with counts per status. */
export function ClockStatusPage() {
  const { t } = useTranslation();
  const [only, setOnly] = useState<LiveClockStatus | null>(null);
  const status = useCall(CLOCK_CALLS.clockStatus, undefined, { refetchInterval: STATUS_REFRESH_MS });
  const rows = useMemo(
    () => (status.data?.entries ?? []).filter((row) => only === null || row.status === only),
    [status.data, only],
  );
  const columns = useMemo<TableColumn<StatusRow>[]>(
    () => [
      {
        key: 'status',
        title: t('clock.col.status'),
        value: (r) => LIVE_CLOCK_STATUSES.indexOf(r.status),
        text: (r) => t(`clock.status.${r.status}`),
        render: (r) => (
          <TextBadge color={STATUS_COLOR[r.status]} variant="filled" data-testid={`status-${r.id}`}>
            {t(`clock.status.${r.status}`)}
          </TextBadge>
        ),
      },
      { key: 'employee', title: t('clock.col.employee'), value: (r) => r.employeeName },
      { key: 'project', title: t('clock.col.project'), value: (r) => r.projectName },
      {
        key: 'planned',
        title: t('clock.col.planned'),
        value: (r) => r.startTime,
        text: (r) => `${time(r.startTime)}–${time(r.endTime)}`,
      },
      {
        key: 'clockIn',
        title: t('clock.col.clockIn'),
        value: (r) => r.clock.inTime ?? null,
        text: (r) => time(r.clock.inTime),
      },
      {
        key: 'clockOut',
        title: t('clock.col.clockOut'),
        value: (r) => r.clock.outTime ?? null,
        text: (r) => time(r.clock.outTime),
      },
    ],
    [t],
  );
  const counts = status.data?.counts ?? {};

  return (
    <Stack gap="md" data-testid="clock-status-page">
      <PageIntro
        title={`${t('clock.statusPage.title')}${status.data ? ` – ${formatDate(status.data.date)}` : ''}`}
        intro={t('clock.statusPage.intro')}
        aside={
          status.data && (
            <Text size="sm" c="dimmed" data-testid="clock-status-updated">
              {t('clock.statusPage.updated', { at: formatWallClock(new Date(status.data.at)) })}
            </Text>
          )
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm">
        {LIVE_CLOCK_STATUSES.map((key) => (
          <UnstyledButton
            key={key}
            h="100%"
            onClick={() => setOnly(only === key ? null : key)}
            aria-pressed={only === key}
            data-testid={`status-count-${key}`}
          >
            <Paper
              withBorder
              h="100%"
              p="sm"
              radius="md"
              style={{
                borderLeft: `6px solid var(--mantine-color-${STATUS_COLOR[key]}-6)`,
                outline: only === key ? `2px solid var(--mantine-color-${STATUS_COLOR[key]}-6)` : undefined,
              }}
            >
              <Text fz={26} fw={700} lh={1.1}>
                {counts[key] ?? 0}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t(`clock.status.${key}`)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <DataTable<StatusRow>
        id="clock-status"
        title={only ? t(`clock.status.${only}`) : t('clock.statusPage.allShifts')}
        exportName={t('clock.statusPage.title')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        loading={status.isPending}
        defaultSort={{ key: 'status', direction: 'asc' }}
      />
    </Stack>
  );
}

import type { DeviationReason, TClockShiftRow } from '@backoffice/domain';
import { formatTime } from '@backoffice/domain/format';
import { Badge, type BadgeProps, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';

const time = (hhmm: number | null | undefined) => (hhmm == null ? '' : formatTime(hhmm));
const metres = (m: number | null | undefined) => (m == null ? '' : `${m} m`);

/** Reasons that concern where, and those that concern when. */
const REASON_COLOR: Record<DeviationReason, string> = {
  timeDiffers: 'orange',
  clockInFar: 'grape',
  clockOutFar: 'grape',
  lateUnder15: 'yellow',
  lateOver15: 'red',
  forgotClockOut: 'pink',
  noClockIn: 'red',
};

/** A badge that shows its whole text (Mantine's cuts a long label short in a narrow cell). */
export function TextBadge(props: BadgeProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Badge
      tt="none"
      styles={{ root: { maxWidth: 'none', height: 'auto' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
      {...props}
    />
  );
}

function DeviationBadges({ reasons, t }: { reasons: readonly DeviationReason[]; t: TFunction }) {
  if (reasons.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {reasons.map((reason) => (
        <TextBadge key={reason} color={REASON_COLOR[reason]} variant="light" size="sm" data-testid={`reason-${reason}`}>
          {t(`clock.reason.${reason}`)}
        </TextBadge>
      ))}
    </Group>
  );
}

/** Both distances, one line; one over the threshold in red, so the eye finds it. */
function Distances({ row }: { row: TClockShiftRow }) {
  const part = (m: number | null | undefined, far: boolean) =>
    m == null ? (
      <span>–</span>
    ) : (
      <Text span size="sm" c={far ? 'red' : undefined} fw={far ? 600 : undefined}>
        {metres(m)}
      </Text>
    );
  if (row.clock.inDistance == null && row.clock.outDistance == null) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {part(row.clock.inDistance, row.deviations.includes('clockInFar'))} /{' '}
      {part(row.clock.outDistance, row.deviations.includes('clockOutFar'))}
    </Text>
  );
}

const span = (from: number | null | undefined, to: number | null | undefined) =>
  from == null && to == null ? '' : `${time(from) || '…'}–${time(to) || '…'}`;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Columns shared by the clock times, the deviations and a project's clock times. */
export function clockColumns<T extends TClockShiftRow>(t: TFunction, options: { project?: boolean } = {}) {
  const columns: TableColumn<T>[] = [
    dateColumn('date', t('clock.col.date'), (r) => r.date),
    { key: 'employee', title: t('clock.col.employee'), value: (r) => r.employeeName },
    { key: 'project', title: t('clock.col.project'), value: (r) => r.projectName },
    {
      key: 'planned',
      title: t('clock.col.planned'),
      value: (r) => r.startTime,
      text: (r) => span(r.startTime, r.endTime),
      render: (r) => <span style={NOWRAP}>{span(r.startTime, r.endTime)}</span>,
    },
    {
      key: 'clocked',
      title: t('clock.col.clocked'),
      value: (r) => r.clock.inTime ?? null,
      text: (r) => span(r.clock.inTime, r.clock.outTime),
      render: (r) => <span style={NOWRAP}>{span(r.clock.inTime, r.clock.outTime)}</span>,
    },
    {
      key: 'distance',
      title: t('clock.col.distance'),
      value: (r) => Math.max(r.clock.inDistance ?? -1, r.clock.outDistance ?? -1),
      text: (r) => [metres(r.clock.inDistance) || '–', metres(r.clock.outDistance) || '–'].join(' / '),
      render: (r) => <Distances row={r} />,
    },
    {
      key: 'clockIn',
      title: t('clock.col.clockIn'),
      value: (r) => r.clock.inTime ?? null,
      text: (r) => time(r.clock.inTime),
      hiddenByDefault: true,
    },
    {
      key: 'clockOut',
      title: t('clock.col.clockOut'),
      value: (r) => r.clock.outTime ?? null,
      text: (r) => time(r.clock.outTime),
      hiddenByDefault: true,
    },
    {
      key: 'inDistance',
      title: t('clock.col.inDistance'),
      value: (r) => r.clock.inDistance ?? null,
      text: (r) => metres(r.clock.inDistance),
      align: 'right',
      hiddenByDefault: true,
    },
    {
      key: 'outDistance',
      title: t('clock.col.outDistance'),
      value: (r) => r.clock.outDistance ?? null,
      text: (r) => metres(r.clock.outDistance),
      align: 'right',
      hiddenByDefault: true,
    },
    {
      key: 'deviations',
      title: t('clock.col.deviations'),
      value: (r) => r.deviations.length,
      text: (r) => r.deviations.map((reason) => t(`clock.reason.${reason}`)).join(', '),
      render: (r) => <DeviationBadges reasons={r.deviations} t={t} />,
    },
  ];
  return options.project === false ? columns.filter((c) => c.key !== 'project') : columns;
}

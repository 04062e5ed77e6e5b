import type { DeviationReason, TClockShiftRow } from '@backoffice/domain';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';

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

export function DeviationBadges({ reasons, t }: { reasons: readonly DeviationReason[]; t: TFunction }) {
  if (reasons.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {reasons.map((reason) => (
        <Badge key={reason} color={REASON_COLOR[reason]} variant="light" size="sm" data-testid={`reason-${reason}`}>
          {t(`clock.reason.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** A distance over the threshold in red, so the eye finds it. */
const distanceCell = (m: number | null | undefined, far: boolean) =>
  m == null ? null : (
    <Text size="sm" c={far ? 'red' : undefined} fw={far ? 600 : undefined}>
      {metres(m)}
    </Text>
  );

/** Columns shared by the clock times, the deviations and a project's clock times. */
export function clockColumns<T extends TClockShiftRow>(t: TFunction, options: { project?: boolean } = {}) {
  const columns: TableColumn<T>[] = [
    { key: 'date', title: t('clock.col.date'), value: (r) => r.date, text: (r) => formatDate(r.date), width: 110 },
    { key: 'employee', title: t('clock.col.employee'), value: (r) => r.employeeName },
    { key: 'project', title: t('clock.col.project'), value: (r) => r.projectName },
    {
      key: 'planned',
      title: t('clock.col.planned'),
      value: (r) => r.startTime,
      text: (r) => `${time(r.startTime)} – ${time(r.endTime)}`,
      width: 120,
    },
    {
      key: 'clockIn',
      title: t('clock.col.clockIn'),
      value: (r) => r.clock.inTime ?? null,
      text: (r) => time(r.clock.inTime),
      width: 100,
    },
    {
      key: 'clockOut',
      title: t('clock.col.clockOut'),
      value: (r) => r.clock.outTime ?? null,
      text: (r) => time(r.clock.outTime),
      width: 100,
    },
    {
      key: 'inDistance',
      title: t('clock.col.inDistance'),
      value: (r) => r.clock.inDistance ?? null,
      text: (r) => metres(r.clock.inDistance),
      render: (r) => distanceCell(r.clock.inDistance, r.deviations.includes('clockInFar')),
      align: 'right',
      width: 110,
    },
    {
      key: 'outDistance',
      title: t('clock.col.outDistance'),
      value: (r) => r.clock.outDistance ?? null,
      text: (r) => metres(r.clock.outDistance),
      render: (r) => distanceCell(r.clock.outDistance, r.deviations.includes('clockOutFar')),
      align: 'right',
      width: 110,
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

import { ABSENCE_STATUS, DEFAULT_ABSENT_COLORS, type TAbsentLegend } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { hoursColumn } from '../../../platform/data-table/hours-column.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import type { AbsentRow } from './api.ts';

// The columns every absence list shares (Leave, AbsentOverview, SickLeave), and the kind's legend.

/** The legend's label, else the kind's translated name. */
export function kindLabel(kind: number, t: Translate, legends?: readonly TAbsentLegend[]): string {
  const label = legends?.find((legend) => legend.kind === kind)?.label;
  return label || t(`absences.kinds.${kind}`);
}

export const kindColor = (kind: number, legends?: readonly TAbsentLegend[]) =>
  legends?.find((legend) => legend.kind === kind)?.color ?? DEFAULT_ABSENT_COLORS[kind] ?? '#868e96';

export function KindLabel({ kind, t, legends }: { kind: number; t: Translate; legends?: readonly TAbsentLegend[] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={kindColor(kind, legends)} size={12} withShadow={false} />
      <Text size="sm">{kindLabel(kind, t, legends)}</Text>
    </Group>
  );
}

const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'teal', 3: 'red', 4: 'blue' };

/** "Response sent" tells which answer was sent. */
function statusText(row: Pick<AbsentRow, 'status' | 'decision'>, t: Translate): string {
  const status = t(`absences.statuses.${row.status}`);
  if (row.status !== ABSENCE_STATUS.responseSent || !row.decision) return status;
  return `${status} (${t(`absences.statuses.${row.decision}`)})`;
}

/** A sent response shows its answer with a mail icon (the full text on hover): short enough for narrow tables. */
function StatusBadge({ row, t }: { row: AbsentRow; t: Translate }) {
  const sent = row.status === ABSENCE_STATUS.responseSent && row.decision > 0;
  const shown = sent ? row.decision : row.status;
  return (
    <Badge
      color={STATUS_COLORS[shown]}
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={sent ? <IconMailCheck size={14} /> : undefined}
      title={statusText(row, t)}
      data-testid={`absence-status-${row.id}`}
    >
      {t(`absences.statuses.${shown}`)}
    </Badge>
  );
}

const endDateText = (endDate: string, t: Translate) =>
  endDate === OPEN_END_DATE ? t('absences.fields.open') : formatDate(endDate);

/** The employee and the absence's kind and period, at the top of the dialogs that answer a request. */
export function AbsentHeading({ absent, t, children }: { absent: AbsentRow; t: Translate; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{absent.employeeName}</Text>
      <Text size="sm">
        {kindLabel(absent.kind, t)}: {formatDate(absent.startDate)} – {endDateText(absent.endDate, t)}
      </Text>
      {children}
    </Stack>
  );
}

export function absenceColumns(
  t: Translate,
  legends: readonly TAbsentLegend[] | undefined,
  options: { hoursTitle?: string } = {},
): TableColumn<AbsentRow>[] {
  const locale = currentLanguage();
  return [
    { key: 'employee', title: t('absences.fields.employee'), value: (row) => row.employeeName },
    {
      key: 'kind',
      title: t('absences.fields.kind'),
      value: (row) => row.kind,
      text: (row) => kindLabel(row.kind, t, legends),
      render: (row) => <KindLabel kind={row.kind} t={t} legends={legends} />,
    },
    dateColumn('startDate', t('absences.fields.startDate'), (row) => row.startDate),
    // An open end sorts after every date (3000-01-01) and says so.
    dateColumn('endDate', t('absences.fields.endDate'), (row) => row.endDate, {
      text: (row) => endDateText(row.endDate, t),
    }),
    hoursColumn<AbsentRow>('hours', options.hoursTitle ?? t('absences.fields.hours'), (row) => row.hours, locale),
    {
      key: 'percentage',
      title: t('absences.fields.percentage'),
      value: (row) => row.percentage ?? 100,
      text: (row) => (row.percentage === null ? '' : `${row.percentage}%`),
      align: 'right',
      hiddenByDefault: true,
    },
    {
      key: 'status',
      title: t('absences.fields.status'),
      value: (row) => row.status,
      text: (row) => statusText(row, t),
      render: (row) => <StatusBadge row={row} t={t} />,
    },
    {
      key: 'description',
      title: t('absences.fields.description'),
      value: (row) => row.description,
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={300}>
          {row.description}
        </Text>
      ),
    },
    {
      key: 'response',
      title: t('absences.fields.response'),
      value: (row) => row.response,
      hiddenByDefault: true,
    },
  ];
}

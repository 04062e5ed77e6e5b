import { formatWallClock } from '@backoffice/domain';
import { formatHundredths, formatTime } from '@backoffice/domain/format';
import { Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconMailCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { openFile } from '../../../platform/files.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { IconAction } from '../../../platform/icon-action.tsx';
import { notifyError } from '../../../platform/notices.ts';
import type { OverviewRow } from './api.ts';
import { TextBadge } from './clock-columns.tsx';

const SHIFT_STATUS_COLOR = ['blue', 'teal', 'gray'] as const;

/** The total overview's columns; the sortable ones carry the server's orderBy names as keys. */
export function overviewColumns(t: TFunction): TableColumn<OverviewRow>[] {
  const hours = (n: number) => formatHundredths(n, currentLanguage());
  return [
    dateColumn('date', t('clock.col.date'), (r) => r.date),
    {
      key: 'employee',
      title: t('clock.col.employee'),
      value: (r) => r.employeeName,
      text: (r) => r.employeeName || '-',
    },
    { key: 'project', title: t('clock.col.project'), value: (r) => r.projectName },
    { key: 'startTime', title: t('clock.col.start'), value: (r) => r.startTime, text: (r) => formatTime(r.startTime) },
    { key: 'endTime', title: t('clock.col.end'), value: (r) => r.endTime, text: (r) => formatTime(r.endTime) },
    {
      key: 'pause',
      title: t('clock.col.pause'),
      value: (r) => r.pause,
      text: (r) => hours(r.pause),
      sortable: false,
      hiddenByDefault: true,
      align: 'right',
    },
    {
      key: 'travelTime',
      title: t('clock.col.travelTime'),
      value: (r) => r.travelTime,
      text: (r) => hours(r.travelTime),
      sortable: false,
      hiddenByDefault: true,
      align: 'right',
    },
    { key: 'hours', title: t('clock.col.hours'), value: (r) => r.hours, text: (r) => hours(r.hours), align: 'right' },
    {
      key: 'confirmed',
      title: t('clock.col.shiftStatus'),
      value: (r) => r.confirmed,
      text: (r) => t(`clock.shiftStatus.${r.confirmed}`),
      render: (r) => (
        <TextBadge variant="light" color={SHIFT_STATUS_COLOR[r.confirmed] ?? 'gray'}>
          {t(`clock.shiftStatus.${r.confirmed}`)}
        </TextBadge>
      ),
    },
    {
      key: 'planningType',
      title: t('clock.col.planningType'),
      value: (r) => r.planningType,
      text: (r) => t(`clock.planningType.${r.planningType}`),
      hiddenByDefault: true,
    },
    {
      key: 'addition',
      title: t('clock.col.addition'),
      value: (r) => r.addition,
      sortable: false,
      hiddenByDefault: true,
    },
    {
      key: 'announcedAt',
      title: t('clock.col.announced'),
      value: (r) => r.announcedAt,
      text: (r) => (r.announcedAt ? formatWallClock(new Date(r.announcedAt)) : ''),
      render: (r) =>
        r.announcedAt ? (
          <Tooltip label={t('clock.announce.sentAt', { at: formatWallClock(new Date(r.announcedAt)) })}>
            <TextBadge
              color="indigo"
              variant="light"
              leftSection={<IconMailCheck size={12} />}
              data-testid={`announced-${r.id}`}
            >
              {formatWallClock(new Date(r.announcedAt)).slice(0, 10)}
            </TextBadge>
          </Tooltip>
        ) : null,
      sortable: false,
    },
    {
      key: 'workOrder',
      title: t('clock.col.workOrder'),
      value: (r) => r.workOrderUploadId,
      text: (r) => (r.workOrderUploadId ? t('clock.workOrder.made') : ''),
      render: (r) =>
        r.workOrderUploadId ? (
          <IconAction
            label={t('clock.workOrder.openStored')}
            icon={<IconFileTypePdf size={18} />}
            onClick={(event) => {
              event.stopPropagation();
              const id = r.workOrderUploadId;
              openFile(async () => id).catch((error) => notifyError(error, { action: t('clock.workOrder.failed') }));
            }}
          />
        ) : null,
      sortable: false,
    },
  ];
}

import { Badge, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { endDateColumn, startDateColumn } from '../../../../platform/data-table/date-columns.ts';
import { DraftRowsTable } from '../../../../platform/data-table/draft-rows-table.tsx';
import { findRow } from '../../../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';
import { streetLine } from '../../index/project-rows.ts';
import {
  applyProjectAddress,
  emptyProjectAddress,
  makeMainAddress,
  type ProjectAddressDraft,
  removeProjectAddress,
} from '../project-draft.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { ProjectAddressDialog } from './project-address-dialog.tsx';

/** The project's addresses, edited in the draft and saved with the project; one of them is the main address. */
export function ProjectAddressesTab({ draft, update, subId, openSub, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const rows = draft.addresses.filter((row) => !row.deleted);

  const columns = useMemo<TableColumn<ProjectAddressDraft>[]>(() => {
    const label = (key: string) => t(`projects.address.${key}`);
    return [
      { key: 'address', title: label('street'), value: (row) => streetLine(row) },
      { key: 'postalCode', title: label('postalCode'), value: (row) => row.postalCode },
      { key: 'city', title: label('city'), value: (row) => row.city },
      {
        key: 'coordinates',
        title: label('coordinates'),
        value: (row) => (row.latitude || row.longitude ? `${row.latitude}, ${row.longitude}` : ''),
        render: (row) =>
          row.latitude || row.longitude ? (
            `${row.latitude}, ${row.longitude}`
          ) : (
            <Text size="xs" c="dimmed">
              {label('noCoordinates')}
            </Text>
          ),
        hiddenByDefault: true,
      },
      startDateColumn(label('startDate'), { hiddenByDefault: true }),
      endDateColumn(label('endDate'), { hiddenByDefault: true }),
      {
        key: 'main',
        title: label('main'),
        value: (row) => row.mainAddress === 1,
        text: (row) => (row.mainAddress ? label('mainBadge') : ''),
        render: (row) =>
          row.mainAddress === 1 ? (
            <Badge size="sm" variant="light" tt="none" color="teal" data-testid={`address-main-${row.key}`}>
              {label('mainBadge')}
            </Badge>
          ) : null,
      },
    ];
  }, [t]);

  const open = subId === 'new' ? emptyProjectAddress(draft.addresses) : findRow(rows, subId);

  const apply = (address: ProjectAddressDraft) => {
    update({ addresses: applyProjectAddress(draft.addresses, address) });
    openSub(undefined);
  };

  return (
    <>
      <DraftRowsTable<ProjectAddressDraft>
        id="project-addresses"
        exportName={t('projects.tabs.Addresses')}
        rows={rows}
        columns={columns}
        defaultSort={{ key: 'main', direction: 'desc' }}
        testId="address"
        canWrite={canWrite}
        openSub={openSub}
        newLabel={t('projects.address.new')}
        remove={(row) => update({ addresses: removeProjectAddress(draft.addresses, row.key) })}
        extraActions={(row) =>
          row.mainAddress !== 1 && (
            <IconAction
              label={t('projects.address.makeMain')}
              icon={<IconStar size={18} />}
              onClick={() => update({ addresses: makeMainAddress(draft.addresses, row.key) })}
              testId={`address-make-main-${row.key}`}
            />
          )
        }
      />
      {open && (
        <ProjectAddressDialog
          key={subId}
          address={open}
          readOnly={!canWrite}
          onSave={apply}
          onClose={() => openSub(undefined)}
        />
      )}
    </>
  );
}

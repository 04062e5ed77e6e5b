import { addressesToClose, isActiveOn } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { endDateColumn, startDateColumn } from '../../../platform/data-table/date-columns.ts';
import { DraftRowsTable } from '../../../platform/data-table/draft-rows-table.tsx';
import { findRow } from '../../../platform/data-table/row-actions.tsx';
import { withoutRow, withRow } from '../../../platform/edit/draft-rows.ts';
import { EmployeeAddressDialog } from './address-dialog.tsx';
import { type AddressDraft, emptyAddress } from './employee-draft.ts';
import type { EmployeeTabProps } from './tabs.ts';

/**
 * Adds or replaces an address. A new main address closes the previous main one the day before it starts (the shared
 * rule the server applies too), so the list shows the outcome before the save.
 */
export function applyAddress(addresses: readonly AddressDraft[], incoming: AddressDraft): AddressDraft[] {
  const next = withRow(addresses, incoming);
  // The rule compares ids; unsaved rows have none, so positions stand in for them.
  const indexed = next.map((row, index) => ({ ...row, id: index + 1 }));
  const incomingIndex = next.findIndex((row) => row.key === incoming.key);
  const candidate = indexed[incomingIndex];
  if (!candidate) return next;
  const closing = new Map(addressesToClose(indexed, candidate).map((close) => [close.id, close.endDate]));
  return next.map((row, index) => {
    const endDate = closing.get(index + 1);
    return endDate ? { ...row, endDate } : row;
  });
}

export function AddressesTab({ draft, update, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const rows = draft.addresses.filter((row) => !row.deleted);

  const columns = useMemo<TableColumn<AddressDraft>[]>(() => {
    const today = todayIso();
    const label = (key: string) => t(`employeeEdit.address.${key}`);
    const closed = (row: AddressDraft) => !isActiveOn(row, today) && row.startDate <= today;
    return [
      {
        key: 'address',
        title: label('address'),
        value: (row) => [row.address, row.houseNumber, row.houseAddition].filter(Boolean).join(' '),
      },
      { key: 'postalCode', title: label('postalCode'), value: (row) => row.postalCode },
      { key: 'city', title: label('city'), value: (row) => row.city },
      startDateColumn(label('startDate')),
      endDateColumn(label('endDate')),
      {
        key: 'main',
        title: label('main'),
        value: (row) => row.main === 1,
        text: (row) =>
          [row.main ? label('mainBadge') : '', closed(row) ? label('closed') : ''].filter(Boolean).join(', '),
        render: (row) => (
          <Group gap={4} data-testid={`address-state-${row.key}`}>
            {row.main === 1 && (
              <Badge size="sm" variant="light" tt="none" color="teal">
                {label('mainBadge')}
              </Badge>
            )}
            {closed(row) && (
              <Badge size="sm" variant="light" tt="none" color="gray" data-testid="address-closed">
                {label('closed')}
              </Badge>
            )}
          </Group>
        ),
      },
    ];
  }, [t]);

  const open = subId === 'new' ? emptyAddress() : findRow(rows, subId);

  const apply = (address: AddressDraft) => {
    update({ addresses: applyAddress(draft.addresses, address) });
    openSub(undefined);
  };

  const remove = (address: AddressDraft) => update({ addresses: withoutRow(draft.addresses, address.key) });

  return (
    <>
      <DraftRowsTable<AddressDraft>
        id="employee-addresses"
        exportName={t('employeeEdit.tabs.Addresses')}
        rows={rows}
        columns={columns}
        defaultSort={{ key: 'startDate', direction: 'desc' }}
        testId="address"
        canWrite={canWrite}
        openSub={openSub}
        newLabel={t('employeeEdit.address.new')}
        remove={remove}
      />
      {open && (
        <EmployeeAddressDialog
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

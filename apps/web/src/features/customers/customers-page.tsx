import { Group, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../platform/data-table/data-table.tsx';
import { useJustCreated } from '../../platform/data-table/just-saved.ts';
import { type OutsideFilterItem, OutsideFilterNotice } from '../../platform/data-table/outside-filter-notice.tsx';
import { NewRowButton } from '../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { type CustomerPick, useCustomers } from './api.ts';
import { customerColumns } from './list/customer-columns.tsx';
import { type CustomerStatusFilter, filterCustomers, type ManagerFilter } from './list/customer-filters.ts';

const STATUS_KEYS = [
  [1, 'active'],
  [0, 'inactive'],
  [2, 'all'],
] as const;
const MANAGER_KEYS = [
  ['0', 'all'],
  ['1', 'managers'],
  ['-1', 'nonManagers'],
] as const;

/** /Sales/Customers: the owner's customers, active only by default, with a manager filter (spec 001 §2). */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('sales', 'write');
  const customers = useCustomers();
  const [status, setStatus] = useState<CustomerStatusFilter>(1);
  const [manager, setManager] = useState<ManagerFilter>(0);

  // Old links (/Sales/Customers/edit/5, /Sales/Customers/new) open the customer's own page.
  useEffect(() => {
    if (action === 'edit' && id) void navigate(`/Customers/Edit/${id}`, { replace: true });
    else if (action === 'new') void navigate('/Customers/Edit/0', { replace: true });
  }, [action, id, navigate]);

  const columns = useMemo(() => customerColumns(t), [t]);
  const rows = useMemo(() => filterCustomers(customers.data ?? [], status, manager), [customers.data, status, manager]);
  const { ids: createdIds, forget } = useJustCreated('customers');
  // Customers just created that the filters hide (a customer is active through an active project, spec 001 §2).
  const hidden = useMemo<OutsideFilterItem[]>(
    () =>
      createdIds.flatMap((id) => {
        const row = customers.data?.find((r) => r.id === id);
        if (!row || row.deleted || filterCustomers([row], status, manager).length > 0) return [];
        const byStatus = filterCustomers([row], status, 0).length === 0;
        const shows: CustomerStatusFilter = row.active ? 1 : 0;
        const statusKey = row.active ? 'active' : 'inactive';
        return [
          {
            id,
            name: row.name,
            reason: t(byStatus ? `customers.list.hidden.${statusKey}` : 'customers.list.hidden.manager'),
            showLabel: byStatus
              ? t('customers.list.hidden.show', { filter: t(`customers.list.status.${statusKey}`) })
              : t('customers.list.manager.all'),
            show: () => {
              if (byStatus) setStatus(shows);
              setManager(0);
              forget([id]);
            },
          },
        ];
      }),
    [createdIds, forget, customers.data, status, manager, t],
  );

  return (
    <Stack gap="md">
      <OutsideFilterNotice
        items={hidden}
        open={(id) => void navigate(`/Customers/Edit/${id}`)}
        dismiss={() => forget(hidden.map((item) => item.id))}
        testId="customers-hidden"
      />
      <DataTable<CustomerPick>
        id="customers"
        title={t('customers.list.title')}
        rows={customers.data ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={customers.isPending}
        defaultSort={{ key: 'number', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Customers/Edit/${row.id}`)}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SegmentFilter<CustomerStatusFilter>
              value={status}
              onChange={setStatus}
              choices={STATUS_KEYS.map(([code, key]) => [code, t(`customers.list.status.${key}`)] as const)}
              aria-label={t('customers.list.statusLabel')}
              testId="customers-status"
            />
            <Select
              size="sm"
              w={{ base: '100%', xs: 190 }}
              value={String(manager)}
              onChange={(value) => setManager(Number(value ?? 0) as ManagerFilter)}
              data={MANAGER_KEYS.map(([value, key]) => ({ value, label: t(`customers.list.manager.${key}`) }))}
              allowDeselect={false}
              aria-label={t('customers.list.managerLabel')}
              data-testid="customers-manager"
            />
            {canWrite && (
              <NewRowButton
                label={t('customers.list.new')}
                onClick={() => void navigate('/Customers/Edit/0')}
                testId="customer-new"
              />
            )}
          </Group>
        }
      />
    </Stack>
  );
}

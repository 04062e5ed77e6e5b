import { employeeView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { useJustCreated } from '../../../platform/data-table/just-saved.ts';
import { type OutsideFilterItem, OutsideFilterNotice } from '../../../platform/data-table/outside-filter-notice.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useRecordView } from '../../../platform/session/use-record-view.ts';
import { useEmployees, useEmployers } from '../edit-tabs/people-api.ts';
import { employeeColumns } from './employee-columns.tsx';
import type { EmployerOption } from './employee-record.ts';
import { byStatus, type EmployeeRow, inStatus, type StatusFilter, statusOf, toEmployeeRows } from './employee-rows.ts';
import { useFlexFilters } from './use-flex-filters.ts';

const NO_EMPLOYERS: EmployerOption[] = [];
const STATUS_KEYS = [
  [1, 'active'],
  [3, 'startingSoon'],
  [0, 'inactive'],
  [2, 'all'],
] as const satisfies readonly (readonly [StatusFilter, string])[];
const STATUS_KEY = Object.fromEntries(STATUS_KEYS);

/** /Employees/Index: every employee of the owner, active only by default (spec 000 §4). */
export function EmployeesIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('employees', 'write');
  const employees = useEmployees();
  const employers = useEmployers();
  const { filters: flexFilters, loading: flexLoading } = useFlexFilters();
  const view = useRecordView(employeeView);
  const [status, setStatus] = useState<StatusFilter>(1);

  const columns = useMemo(() => employeeColumns(t, flexFilters, view), [t, flexFilters, view]);
  // Derived once per load; the status filter only picks from them.
  const allRows = useMemo(
    () => toEmployeeRows(employees.data ?? [], employers.data ?? NO_EMPLOYERS, todayIso()),
    [employees.data, employers.data],
  );
  const rows = useMemo(() => byStatus(allRows, status), [allRows, status]);
  // The rows come once their employers and the flex filters' columns are there too: filled in afterwards, they widened
  // the columns and moved every row (a layout shift, issue 15).
  const loading = employees.isPending || employers.isPending || flexLoading;
  const { ids: createdIds, forget } = useJustCreated('employees');
  // Employees just created that the status filter hides, with why and the filter that shows them.
  const hidden = useMemo<OutsideFilterItem[]>(
    () =>
      createdIds.flatMap((id) => {
        const row = allRows.find((r) => r.id === id);
        if (!row || inStatus(row, status)) return [];
        const shows = statusOf(row);
        return [
          {
            id,
            name: row.name,
            reason: row.startsOn
              ? t('employees.hidden.startsOn', { date: formatDate(row.startsOn) })
              : t(`employees.hidden.${STATUS_KEY[shows]}`),
            showLabel: t('employees.hidden.show', { filter: t(`employees.status.${STATUS_KEY[shows]}`) }),
            show: () => {
              setStatus(shows);
              forget([id]);
            },
          },
        ];
      }),
    [createdIds, forget, allRows, status, t],
  );

  return (
    <Stack gap="md">
      <OutsideFilterNotice
        items={hidden}
        open={(id) => void navigate(`/Employees/Edit/${id}`)}
        dismiss={() => forget(hidden.map((item) => item.id))}
        testId="employees-hidden"
      />
      <DataTable<EmployeeRow>
        id="employees"
        title={t('employees.title')}
        rows={employees.data && !loading ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={loading}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Employees/Edit/${row.id}`)}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SegmentFilter<StatusFilter>
              value={status}
              onChange={setStatus}
              choices={STATUS_KEYS.map(([code, key]) => [code, t(`employees.status.${key}`)])}
              aria-label={t('employees.statusLabel')}
              testId="employees-status"
            />
            {canWrite && (
              <Button
                leftSection={<IconUserPlus size={16} />}
                onClick={() => void navigate('/Employees/Edit/new')}
                data-testid="employee-new"
              >
                {t('employees.new')}
              </Button>
            )}
          </Group>
        }
      />
    </Stack>
  );
}

import { employeeView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { useApiList } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useRecordView } from '../../../platform/session/use-record-view.ts';
import { employeeColumns } from './employee-columns.tsx';
import { ALL_EMPLOYEES, ALL_EMPLOYERS, type EmployeeRecord, type EmployerOption } from './employee-record.ts';
import { byStatus, type EmployeeRow, type StatusFilter, toEmployeeRows } from './employee-rows.ts';
import { useFlexFilters } from './use-flex-filters.ts';

const NO_EMPLOYERS: EmployerOption[] = [];
const STATUS_KEYS = [
  ['1', 'active'],
  ['0', 'inactive'],
  ['2', 'all'],
] as const;

/** /Employees/Index: every employee of the owner, active only by default (spec 000 §4). */
export function EmployeesIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('employees', 'write');
  const employees = useApiList<EmployeeRecord>(ALL_EMPLOYEES, { baseList: true });
  const employers = useApiList<EmployerOption>(ALL_EMPLOYERS, { baseList: true });
  const { filters: flexFilters } = useFlexFilters();
  const view = useRecordView(employeeView);
  const [status, setStatus] = useState<StatusFilter>(1);

  const columns = useMemo(() => employeeColumns(t, flexFilters, view), [t, flexFilters, view]);
  // Derived once per load; the status filter only picks from them.
  const allRows = useMemo(
    () => toEmployeeRows(employees.data ?? [], employers.data ?? NO_EMPLOYERS, todayIso()),
    [employees.data, employers.data],
  );
  const rows = useMemo(() => byStatus(allRows, status), [allRows, status]);

  return (
    <Stack gap="md">
      <DataTable<EmployeeRow>
        id="employees"
        title={t('employees.title')}
        exportName={t('employees.title')}
        rows={employees.data ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={employees.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Employees/Edit/${row.id}`)}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="sm"
              value={String(status)}
              onChange={(value) => setStatus(Number(value) as StatusFilter)}
              data={STATUS_KEYS.map(([value, key]) => ({
                value,
                label: <span data-testid={`employees-status-${value}`}>{t(`employees.status.${key}`)}</span>,
              }))}
              data-testid="employees-status"
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

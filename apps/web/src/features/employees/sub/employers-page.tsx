import { EMPLOYEE_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call, refresh } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { EditRowButton, NewRowButton, RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
import { NotFoundPage } from '../../../platform/pages/not-found-page.tsx';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { type EmployerRow, useEmployers } from '../edit-tabs/people-api.ts';
import { EmployerDialog } from './employer-dialog.tsx';

const ROUTE = '/Employees/Employers';

export function EmployersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('employees', 'write');
  const employers = useEmployers();
  const queryClient = useQueryClient();

  const columns = useMemo<TableColumn<EmployerRow>[]>(
    () => [
      { key: 'name', title: t('employeeSub.employers.name'), value: (row) => row.name },
      { key: 'cocNumber', title: t('employeeSub.employers.cocNumber'), value: (row) => row.cocNumber },
      {
        key: 'payrollTaxNumber',
        title: t('employeeSub.employers.payrollTaxNumber'),
        value: (row) => row.payrollTaxNumber,
      },
      {
        key: 'periodType',
        title: t('employeeSub.employers.periodType'),
        value: (row) => row.periodType,
        text: (row) => t(`employeeSub.employers.periodTypes.${row.periodType}`),
      },
      {
        key: 'leaveTypes',
        title: t('employeeSub.employers.leaveTypes'),
        value: (row) => row.leaveTypes.length,
        text: (row) => row.leaveTypes.map((type) => type.name).join(', '),
        hiddenByDefault: true,
      },
      dateColumn('salaryClosedDate', t('employeeSub.employers.salaryClosedDate'), (row) => row.salaryClosedDate),
      { key: 'sortOrder', title: t('employeeSub.employers.sortOrder'), value: (row) => row.sortOrder, align: 'right' },
    ],
    [t],
  );

  const confirmDelete = useConfirmedDelete<EmployerRow>({
    request: (row) => call(EMPLOYEE_CALLS.saveEmployer, { ...row, deleted: 1 }),
    afterDelete: () => refresh(queryClient, [EMPLOYEE_CALLS.allEmployers]),
    label: (row) => row.name,
    deletedText: t('employeeSub.deleted'),
    failedText: t('employeeSub.deleteFailed'),
  });

  if (action !== undefined && action !== 'new' && action !== 'edit') return <NotFoundPage />;
  const editing = action === 'edit' ? employers.data?.find((row) => String(row.id) === id) : undefined;
  const close = () => navigate(ROUTE);

  return (
    <>
      <DataTable<EmployerRow>
        id="employers"
        title={t('employeeSub.employers.title')}
        rows={employers.data}
        rowKey={(row) => row.id}
        columns={columns}
        loading={employers.isPending}
        defaultSort={{ key: 'sortOrder', direction: 'asc' }}
        onRowClick={canWrite ? (row) => navigate(`${ROUTE}/edit/${row.id}`) : undefined}
        toolbar={
          canWrite && (
            <NewRowButton label={t('common.new')} onClick={() => navigate(`${ROUTE}/new`)} testId="employer-new" />
          )
        }
        actions={
          canWrite
            ? (row) => (
                <>
                  <EditRowButton
                    onClick={() => navigate(`${ROUTE}/edit/${row.id}`)}
                    testId={`employer-edit-${row.id}`}
                  />
                  <RemoveRowButton onClick={() => confirmDelete(row)} testId={`employer-delete-${row.id}`} />
                </>
              )
            : undefined
        }
      />
      {canWrite && action === 'new' && <EmployerDialog key="new" employer={undefined} onClose={close} />}
      {canWrite && editing && <EmployerDialog key={editing.id} employer={editing} onClose={close} />}
    </>
  );
}

import { employeeView, isActiveOn } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { endDateColumn, startDateColumn } from '../../../platform/data-table/date-columns.ts';
import { DraftRowsTable } from '../../../platform/data-table/draft-rows-table.tsx';
import { hoursColumn } from '../../../platform/data-table/hours-column.ts';
import { findRow } from '../../../platform/data-table/row-actions.tsx';
import { withoutRow, withRow } from '../../../platform/edit/draft-rows.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { sends, useRecordView } from '../../../platform/session/use-record-view.ts';
import { useEmployers } from '../edit-tabs/people-api.ts';
import { type EmploymentDraft, emptyEmployment } from './employee-draft.ts';
import { EmploymentDialog } from './employment-dialog.tsx';
import type { EmployeeTabProps } from './tabs.ts';

type Status = 'active' | 'closed' | 'ended' | 'future';

function statusOf(row: EmploymentDraft, today: string): Status {
  if (row.isClosed) return 'closed';
  if (isActiveOn(row, today)) return 'active';
  return row.startDate > today ? 'future' : 'ended';
}

const STATUS_COLOR: Record<Status, string> = { active: 'teal', closed: 'gray', ended: 'gray', future: 'blue' };

export function EmploymentsTab({ draft, update, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const employers = useEmployers();
  const locale = currentLanguage();
  const rows = draft.employments.filter((row) => !row.deleted);
  // employees_limited is sent the employments' numbers, employers and periods only (EMPLOYEE_VIEWS.basic): no
  // columns of terms it does not get, and no dialog full of empty terms.
  const view = useRecordView(employeeView);
  const terms = sends(view, 'internalRate', 'employments');
  const contractHours = sends(view, 'minHours', 'employments');

  const columns = useMemo<TableColumn<EmploymentDraft>[]>(() => {
    const names = new Map((employers.data ?? []).map((employer) => [employer.id, employer.name]));
    const today = todayIso();
    const label = (key: string) => t(`employeeEdit.employment.${key}`);
    const base: TableColumn<EmploymentDraft>[] = [
      { key: 'number', title: label('number'), value: (row) => String(row.number) },
      { key: 'employer', title: label('employer'), value: (row) => names.get(row.employerId) ?? `#${row.employerId}` },
      startDateColumn(label('startDate')),
      endDateColumn(label('endDate')),
    ];
    const withTerms: TableColumn<EmploymentDraft>[] = [
      {
        key: 'contractType',
        title: label('contractType'),
        value: (row) => row.contractType,
        text: (row) => t(`employeeEdit.enums.contractType.${row.contractType}`),
      },
    ];
    const hours = hoursColumn<EmploymentDraft>('minHours', label('minHours'), (row) => row.minHours, locale);
    const rate: TableColumn<EmploymentDraft> = {
      key: 'internalRate',
      title: label('internalRate'),
      value: (row) => row.internalRate,
      text: (row) => formatMoney(row.internalRate, locale),
      align: 'right',
    };
    const status: TableColumn<EmploymentDraft> = {
      key: 'status',
      title: label('status'),
      value: (row) => statusOf(row, today),
      text: (row) => t(`employeeEdit.employment.statuses.${statusOf(row, today)}`),
      render: (row) => (
        <Badge variant="light" size="sm" tt="none" color={STATUS_COLOR[statusOf(row, today)]}>
          {t(`employeeEdit.employment.statuses.${statusOf(row, today)}`)}
        </Badge>
      ),
    };
    return [...base, ...(terms ? withTerms : []), ...(contractHours ? [hours] : []), ...(terms ? [rate] : []), status];
  }, [employers.data, t, locale, terms, contractHours]);

  const open = !terms ? undefined : subId === 'new' ? emptyEmployment() : findRow(rows, subId);

  const apply = (employment: EmploymentDraft) => {
    update({ employments: withRow(draft.employments, employment) });
    openSub(undefined);
  };

  const remove = (employment: EmploymentDraft) =>
    update({ employments: withoutRow(draft.employments, employment.key) });

  return (
    <>
      <DraftRowsTable<EmploymentDraft>
        id="employee-employments"
        exportName={t('employeeEdit.tabs.Employments')}
        rows={rows}
        columns={columns}
        defaultSort={{ key: 'startDate', direction: 'desc' }}
        testId="employment"
        canWrite={canWrite}
        openSub={terms ? openSub : () => undefined}
        newLabel={t('employeeEdit.employment.new')}
        remove={remove}
      />
      {open && (
        <EmploymentDialog
          key={subId}
          employment={open}
          others={rows.filter((row) => row.key !== open.key)}
          employers={employers.data ?? []}
          readOnly={!canWrite}
          onSave={apply}
          onClose={() => openSub(undefined)}
        />
      )}
    </>
  );
}

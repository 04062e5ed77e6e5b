import type { RecordView } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import type { EmployeeRow } from './employee-rows.ts';
import { type FlexFilter, flexText } from './flex-filters.ts';

/** The record field each column is made of, where it is not the column's own key. */
const SOURCE: Record<string, string> = {
  personnelNumber: 'employments',
  employers: 'employments',
  startDate: 'employments',
  city: 'addresses',
};

/**
 * The list's columns: the fixed ones of issue 3, then one per owner flex filter (hidden until chosen); only those
 * whose data the user's view sends (employees_limited gets no birth date, city, contract type or flex values).
 */
export function employeeColumns(
  t: TFunction,
  flexFilters: readonly FlexFilter[],
  view: RecordView,
): TableColumn<EmployeeRow>[] {
  const yesNo = (yes: boolean) => (yes ? t('common.yes') : t('common.no'));
  // Not active yet, but a contract starts later: say when (issue 15, 'starting soon').
  const activeText = (row: EmployeeRow) =>
    row.startsOn ? t('employees.startsOn', { date: formatDate(row.startsOn) }) : yesNo(row.active);
  const fixed: TableColumn<EmployeeRow>[] = [
    { key: 'name', title: t('employees.columns.name'), value: (row) => row.name },
    { key: 'personnelNumber', title: t('employees.columns.personnelNumber'), value: (row) => row.personnelNumber },
    { key: 'phone', title: t('employees.columns.phone'), value: (row) => row.phone },
    { key: 'email', title: t('employees.columns.email'), value: (row) => row.email },
    { key: 'city', title: t('employees.columns.city'), value: (row) => row.city },
    { key: 'employers', title: t('employees.columns.employers'), value: (row) => row.employers },
    {
      key: 'contractType',
      title: t('employees.columns.contractType'),
      value: (row) => row.contractType,
      text: (row) => (row.contractType === null ? '' : t(`employeeEdit.enums.contractType.${row.contractType}`)),
    },
    dateColumn('startDate', t('employees.columns.startDate'), (row) => row.startDate),
    { key: 'workYears', title: t('employees.columns.workYears'), value: (row) => row.workYears, align: 'right' },
    dateColumn('birthDate', t('employees.columns.birthDate'), (row) => row.birthDate, { hiddenByDefault: true }),
    {
      key: 'active',
      title: t('employees.columns.active'),
      value: (row) => row.active,
      text: (row) => activeText(row),
      render: (row) => (
        <Badge variant="light" color={row.active ? 'teal' : row.startsOn ? 'yellow' : 'gray'} size="sm" tt="none">
          {activeText(row)}
        </Badge>
      ),
      align: 'center',
    },
  ];
  const sent = (column: TableColumn<EmployeeRow>) =>
    column.key === 'name' || column.key === 'active' || view.fields.includes(SOURCE[column.key] ?? column.key);
  if (!view.fields.includes('flexFilterValue')) return fixed.filter(sent);
  const flex = flexFilters.map<TableColumn<EmployeeRow>>((filter) => ({
    key: `flex:${filter.key}`,
    title: filter.name,
    value: (row) => flexText(filter, row.flex[filter.key], yesNo),
    hiddenByDefault: true,
  }));
  return [...fixed.filter(sent), ...flex];
}

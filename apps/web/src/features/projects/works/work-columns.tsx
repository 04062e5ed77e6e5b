import type { TFunction } from 'i18next';
import { activeColumn } from '../../../platform/active-column.tsx';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { WorkRow } from '../api.ts';

/** Whether a work is active, as a badge; the project's and the employee's works lists show it alike. */
export function workActiveColumn<R extends WorkRow>(title: string, t: TFunction): TableColumn<R> {
  return activeColumn(title, { yes: t('works.active'), no: t('works.inactive') });
}

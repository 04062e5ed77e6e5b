import type { Role } from '@backoffice/domain';

/** Roles grouped the way an office thinks of them: who may log in where, then one group per area. */
export const ROLE_GROUPS: readonly { group: string; roles: readonly Role[] }[] = [
  { group: 'access', roles: ['employer_portal', 'employee_portal', 'admin', 'basic'] },
  { group: 'employees', roles: ['show_employees', 'employees_limited'] },
  { group: 'projects', roles: ['show_projects', 'projects_limited'] },
  { group: 'planning', roles: ['show_planning', 'planning_limited', 'planning_edit'] },
  { group: 'sales', roles: ['show_sales'] },
  { group: 'purchases', roles: ['show_purchases', 'purchase_admin'] },
  { group: 'payments', roles: ['show_payments', 'payments_admin', 'show_salaries', 'show_financial'] },
  { group: 'accounting', roles: ['show_accounting', 'accounting_admin'] },
  { group: 'other', roles: ['show_stock', 'show_other'] },
];

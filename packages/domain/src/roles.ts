// The role names of spec 002 §6 and the gate per area of DESIGN §6. Server (403) and web ("Access denied") both read this.
export const ROLES = [
  'basic',
  'employer_portal',
  'employee_portal',
  'admin',
  'employees_limited',
  'show_employees',
  'projects_limited',
  'show_projects',
  'planning_limited',
  'show_planning',
  'planning_edit',
  'show_sales',
  'show_purchases',
  'show_payments',
  'show_salaries',
  'show_financial',
  'show_stock',
  'show_other',
  'purchase_admin',
  'payments_admin',
  'show_accounting',
  'accounting_admin',
] as const;
export type Role = (typeof ROLES)[number];

export type Area =
  | 'self'
  | 'home'
  | 'settings'
  | 'employees'
  | 'projects'
  | 'planning'
  | 'sales'
  | 'purchases'
  | 'payments'
  | 'salaries'
  | 'financial'
  | 'accounting'
  | 'stock'
  | 'other'
  | 'employeeApp';

export type AccessLevel = 'read' | 'write' | 'admin';

interface Gate {
  read: readonly Role[];
  write: readonly Role[];
  /** Stricter actions inside an area (definitive purchases, batch execution, closing periods). */
  admin: readonly Role[];
}

export const GATES: Record<Area, Gate> = {
  // A logged-in user's own things (their password), whatever their roles, the mobile app's users included.
  self: { read: ROLES, write: ROLES, admin: ['admin'] },
  // Every back-office user may see the home page and their own session data.
  home: { read: ['employer_portal'], write: ['employer_portal'], admin: ['admin'] },
  settings: { read: ['admin'], write: ['admin'], admin: ['admin'] },
  employees: { read: ['show_employees', 'employees_limited'], write: ['show_employees'], admin: ['show_employees'] },
  projects: { read: ['show_projects', 'projects_limited'], write: ['show_projects'], admin: ['show_projects'] },
  planning: { read: ['show_planning', 'planning_limited'], write: ['planning_edit'], admin: ['planning_edit'] },
  sales: { read: ['show_sales'], write: ['show_sales'], admin: ['show_sales'] },
  purchases: { read: ['show_purchases'], write: ['show_purchases'], admin: ['purchase_admin'] },
  payments: { read: ['show_payments'], write: ['show_payments'], admin: ['payments_admin'] },
  salaries: { read: ['show_salaries'], write: ['show_salaries'], admin: ['show_salaries'] },
  financial: { read: ['show_financial'], write: [], admin: [] },
  accounting: { read: ['show_accounting'], write: ['show_accounting'], admin: ['accounting_admin'] },
  stock: { read: ['show_stock'], write: ['show_stock'], admin: ['show_stock'] },
  other: { read: ['show_other'], write: ['show_other'], admin: ['show_other'] },
  // The employee app's own calls (clocking in and out): employees with the mobile app login.
  employeeApp: { read: ['employee_portal'], write: ['employee_portal'], admin: ['admin'] },
};

export interface RoleHolder {
  roles: readonly string[];
  sysAdmin?: boolean;
}

export function hasRole(holder: RoleHolder, role: Role): boolean {
  return holder.roles.includes(role);
}

/** `admin` (and a system administrator) passes every gate. */
export function canAccess(holder: RoleHolder, area: Area, level: AccessLevel = 'read'): boolean {
  if (holder.sysAdmin || hasRole(holder, 'admin')) return true;
  return GATES[area][level].some((role) => holder.roles.includes(role));
}

/** One area of a shared call at a level of its own (sick leaves: the planners' read, but show_employees' only). */
export interface AreaGate {
  area: Area;
  level: AccessLevel;
}

/**
 * A call several areas share (allCustomers: sales, and projects to pick a customer) passes with any of them; an area
 * given as an AreaGate is checked at its own level instead of the call's.
 */
export function canAccessAny(
  holder: RoleHolder,
  areas: Area | AreaGate | readonly (Area | AreaGate)[],
  level: AccessLevel = 'read',
): boolean {
  const list: readonly (Area | AreaGate)[] = Array.isArray(areas) ? areas : [areas as Area | AreaGate];
  return list.some((gate) =>
    typeof gate === 'string' ? canAccess(holder, gate, level) : canAccess(holder, gate.area, gate.level),
  );
}

/** The back office itself needs employer_portal or admin (spec 002 §6); employee_portal and basic alone are refused. */
export function canUseBackOffice(holder: RoleHolder): boolean {
  return Boolean(holder.sysAdmin) || hasRole(holder, 'admin') || hasRole(holder, 'employer_portal');
}

/** After setPassword: employer_portal holders go to the web login, all others to the mobile login. */
export function landingAfterPasswordSet(holder: RoleHolder): '/Session/Auth' | '/Session/LoginMobile' {
  return hasRole(holder, 'employer_portal') ? '/Session/Auth' : '/Session/LoginMobile';
}

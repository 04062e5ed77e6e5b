import type { AccessLevel, Area, RoleHolder } from '@backoffice/domain';
import { canAccess } from '@backoffice/domain';
import { ACCOUNTING_ROUTES } from './features/accounting/routes.ts';
import { SALES_ROUTES } from './features/customers/routes.ts';
import { EMPLOYEE_ROUTES } from './features/employees/routes.ts';
import { HOME_ROUTES } from './features/home/routes.ts';
import { OTHER_ROUTES } from './features/other/routes.ts';
import { PAYMENT_ROUTES } from './features/payments/routes.ts';
import { PLANNING_ROUTES } from './features/planning/routes.ts';
import { PROJECT_ROUTES } from './features/projects/routes.ts';
import { PURCHASE_ROUTES } from './features/purchases/routes.ts';
import { INVOICING_ROUTES } from './features/sales/routes.ts';
import { SETTINGS_ROUTES } from './features/settings/routes.ts';
import type { LazyPage } from './platform/lazy-page.ts';

/** Menu groups in menu order; labels are `menu.group.<group>`. */
export const MENU_GROUPS = [
  'home',
  'employees',
  'projects',
  'planning',
  'sales',
  'purchases',
  'payments',
  'accounting',
  'other',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface AppRoute {
  /** The path the menu links to (`/Other/Cars`); `/` is the home page. */
  path: string;
  /** Optional trailing segments, e.g. the spec's `{action}/{id}` of the Other pages. */
  params?: string;
  page: LazyPage;
  /** Gate of DESIGN §6: the page shows "Access denied" (and the menu hides it) when the roles fail it. */
  area: Area;
  level: AccessLevel;
  /** The menu entry; its icon is in platform/layout/menu-icons.ts, which only the menu and the page search load. */
  menu?: { group: MenuGroup; label: string };
  /** The tab title's label of a page without a menu entry (a record's page); see routeTitle. */
  title?: string;
}

export interface SessionRoute {
  path: string;
  page: LazyPage;
  /** The browser tab's title (a translation key). */
  title: string;
}

export { SESSION_ROUTES } from './features/session/routes.ts';

/** Every page behind the login: the router, the menu and the access check all read this list. */
export const MAIN_ROUTES: readonly AppRoute[] = [
  ...HOME_ROUTES,
  ...SETTINGS_ROUTES,
  ...EMPLOYEE_ROUTES,
  ...PROJECT_ROUTES,
  ...PLANNING_ROUTES,
  ...SALES_ROUTES,
  ...INVOICING_ROUTES,
  ...PURCHASE_ROUTES,
  ...PAYMENT_ROUTES,
  ...ACCOUNTING_ROUTES,
  ...OTHER_ROUTES,
];

/**
 * The translation key of a page's label in the tab title: its menu label, its own title, else the menu label of the
 * page it shares (the week view's short forms) or of the menu page it lies under (/Sales/Invoices/Edit).
 */
export function routeTitle(route: AppRoute): string | undefined {
  if (route.menu) return route.menu.label;
  if (route.title) return route.title;
  const parent =
    MAIN_ROUTES.find((other) => other.menu && other.page === route.page) ??
    MAIN_ROUTES.find((other) => other.menu && route.path.startsWith(`${other.path}/`));
  return parent?.menu?.label;
}

export function canOpen(holder: RoleHolder, route: Pick<AppRoute, 'area' | 'level'>): boolean {
  return canAccess(holder, route.area, route.level);
}

export interface MenuSection {
  group: MenuGroup;
  items: AppRoute[];
}

/** The menu: grouped, in registry order, only what the roles allow; empty groups are left out. */
export function menuFor(holder: RoleHolder): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: MAIN_ROUTES.filter((route) => route.menu?.group === group && canOpen(holder, route)),
  })).filter((section) => section.items.length > 0);
}

/** A stable test id per menu link: `/Other/Cars` → `nav-Other-Cars`, `/` → `nav-home`. */
export function navTestId(path: string): string {
  return path === '/' ? 'nav-home' : `nav${path.replace(/\//g, '-')}`;
}

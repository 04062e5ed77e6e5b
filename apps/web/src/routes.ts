import type { AccessLevel, Area, RoleHolder } from '@backoffice/domain';
import { canAccess } from '@backoffice/domain';
import { SALES_ROUTES } from './features/customers/routes.ts';
import { PLANNING_ROUTES } from './features/planning/routes.ts';
import { PROJECT_ROUTES } from './features/projects/routes.ts';
import { INVOICING_ROUTES } from './features/sales/routes.ts';
import { type LazyPage, lazyPage } from './platform/lazy-page.ts';

/** Menu groups in menu order; labels are `menu.group.<group>`. */
export const MENU_GROUPS = ['home', 'employees', 'projects', 'planning', 'sales', 'other'] as const;
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

const ACTION_ID = ':action?/:id?';

/** Pages that need no login (spec 000 §2 Session). */
export const SESSION_ROUTES: readonly SessionRoute[] = [
  {
    path: '/Session/Auth',
    page: lazyPage(
      () => import('./features/session/auth-page.tsx'),
      (m) => m.AuthPage,
    ),
    title: 'auth.title',
  },
  {
    path: '/Session/ForgotPW',
    page: lazyPage(
      () => import('./features/session/forgot-pw-page.tsx'),
      (m) => m.ForgotPwPage,
    ),
    title: 'forgot.title',
  },
  {
    path: '/Session/ResetPW/:id/:key',
    page: lazyPage(
      () => import('./features/session/reset-pw-page.tsx'),
      (m) => m.ResetPwPage,
    ),
    title: 'reset.title',
  },
  {
    path: '/Session/LoginMobile',
    page: lazyPage(
      () => import('./features/session/login-mobile-page.tsx'),
      (m) => m.LoginMobilePage,
    ),
    title: 'loginMobile.title',
  },
];

/** Every page behind the login: the router, the menu and the access check all read this list. */
export const MAIN_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: lazyPage(
      () => import('./features/home/home-page.tsx'),
      (m) => m.HomePage,
    ),
    area: 'home',
    level: 'read',
    menu: { group: 'home', label: 'menu.home' },
  },
  {
    path: '/Home/GeneralSettings',
    page: lazyPage(
      () => import('./features/settings/general-settings-page.tsx'),
      (m) => m.GeneralSettingsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.generalSettings' },
  },
  {
    path: '/Home/Users',
    page: lazyPage(
      () => import('./features/settings/users-page.tsx'),
      (m) => m.UsersPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.users' },
  },
  {
    path: '/Home/Emails',
    page: lazyPage(
      () => import('./features/settings/emails-page.tsx'),
      (m) => m.EmailsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.emails' },
  },
  {
    path: '/Employees/Index',
    page: lazyPage(
      () => import('./features/employees/index/employees-index-page.tsx'),
      (m) => m.EmployeesIndexPage,
    ),
    area: 'employees',
    level: 'read',
    menu: { group: 'employees', label: 'employees.menu' },
  },
  {
    // Spec 000 §2: the tab and the employment, address, note or key it shows stay in the URL.
    path: '/Employees/Edit',
    params: ':id/:tab?/:subId?',
    page: lazyPage(
      () => import('./features/employees/edit/employee-edit-page.tsx'),
      (m) => m.EmployeeEditPage,
    ),
    area: 'employees',
    level: 'read',
    title: 'employees.menu',
  },
  // Employees sub-pages that edit owner settings (saveOwner): administrators, as General settings.
  {
    path: '/Employees/FlexFilters',
    page: lazyPage(
      () => import('./features/employees/sub/flex-filters-page.tsx'),
      (m) => m.FlexFiltersPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.flexFilters' },
  },
  {
    path: '/Employees/DefaultFiles',
    page: lazyPage(
      () => import('./features/employees/sub/default-files-page.tsx'),
      (m) => m.DefaultFilesPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.defaultFiles' },
  },
  {
    path: '/Employees/AppTexts',
    page: lazyPage(
      () => import('./features/employees/sub/app-texts-page.tsx'),
      (m) => m.AppTextsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.appTexts' },
  },
  {
    path: '/Employees/News',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/employees/news-page.tsx'),
      (m) => m.NewsPage,
    ),
    area: 'employees',
    level: 'read',
    menu: { group: 'employees', label: 'menu.news' },
  },
  {
    path: '/Employees/Employers',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/employees/sub/employers-page.tsx'),
      (m) => m.EmployersPage,
    ),
    area: 'employees',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.employers' },
  },
  {
    // Sickness is health data: show_employees (the area's admin level), not employees_limited (sickLeaves agrees).
    path: '/Employees/SickLeave',
    page: lazyPage(
      () => import('./features/employees/sub/sick-leave-page.tsx'),
      (m) => m.SickLeavePage,
    ),
    area: 'employees',
    level: 'admin',
    menu: { group: 'employees', label: 'employeeSub.menu.sickLeave' },
  },
  {
    path: '/Employees/WorkSchedules',
    page: lazyPage(
      () => import('./features/employees/sub/work-schedules-page.tsx'),
      (m) => m.WorkSchedulesPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.workSchedules' },
  },
  {
    path: '/Employees/ImportEmployees',
    page: lazyPage(
      () => import('./features/employees/import/import-page.tsx'),
      (m) => m.ImportEmployeesPage,
    ),
    area: 'employees',
    level: 'write',
    menu: { group: 'employees', label: 'employeeSub.menu.importEmployees' },
  },
  {
    path: '/Employees/PersonalDashboard',
    page: lazyPage(
      () => import('./features/employees/sub/personal-dashboard-page.tsx'),
      (m) => m.PersonalDashboardPage,
    ),
    area: 'employees',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.personalDashboard' },
  },
  ...PROJECT_ROUTES,
  ...PLANNING_ROUTES,
  ...SALES_ROUTES,
  ...INVOICING_ROUTES,
  {
    path: '/Other/Cars',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/other/cars-page.tsx'),
      (m) => m.CarsPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.cars' },
  },
  {
    path: '/Other/Products',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/other/products-page.tsx'),
      (m) => m.ProductsPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.products' },
  },
  {
    path: '/Other/Procedures',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/other/procedures-page.tsx'),
      (m) => m.ProceduresPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.procedures' },
  },
  {
    path: '/Other/FixedTasks',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./features/other/fixed-tasks-page.tsx'),
      (m) => m.FixedTasksPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.fixedTasks' },
  },
];

export const NOT_FOUND_PAGE = lazyPage(
  () => import('./platform/pages/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

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

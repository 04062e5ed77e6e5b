import { lazyPage } from '../../platform/lazy-page.ts';
import { resourceRoute } from '../../platform/resource/resource-route.ts';
import type { AppRoute } from '../../routes.ts';

const ACTION_ID = ':action?/:id?';

/** The employees pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry). */
export const EMPLOYEE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Employees/Index',
    page: lazyPage(
      () => import('./index/employees-index-page.tsx'),
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
      () => import('./edit/employee-edit-page.tsx'),
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
      () => import('./sub/flex-filters-page.tsx'),
      (m) => m.FlexFiltersPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.flexFilters' },
  },
  {
    path: '/Employees/DefaultFiles',
    page: lazyPage(
      () => import('./sub/default-files-page.tsx'),
      (m) => m.DefaultFilesPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.defaultFiles' },
  },
  {
    path: '/Employees/AppTexts',
    page: lazyPage(
      () => import('./sub/app-texts-page.tsx'),
      (m) => m.AppTextsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.appTexts' },
  },
  resourceRoute('news'),
  {
    path: '/Employees/Employers',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./sub/employers-page.tsx'),
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
      () => import('./sub/sick-leave-page.tsx'),
      (m) => m.SickLeavePage,
    ),
    area: 'employees',
    level: 'admin',
    menu: { group: 'employees', label: 'employeeSub.menu.sickLeave' },
  },
  {
    path: '/Employees/WorkSchedules',
    page: lazyPage(
      () => import('./sub/work-schedules-page.tsx'),
      (m) => m.WorkSchedulesPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.workSchedules' },
  },
  {
    path: '/Employees/ImportEmployees',
    page: lazyPage(
      () => import('./import/import-page.tsx'),
      (m) => m.ImportEmployeesPage,
    ),
    area: 'employees',
    level: 'write',
    menu: { group: 'employees', label: 'employeeSub.menu.importEmployees' },
  },
  {
    path: '/Employees/PersonalDashboard',
    page: lazyPage(
      () => import('./sub/personal-dashboard-page.tsx'),
      (m) => m.PersonalDashboardPage,
    ),
    area: 'employees',
    level: 'read',
    menu: { group: 'employees', label: 'employeeSub.menu.personalDashboard' },
  },
];

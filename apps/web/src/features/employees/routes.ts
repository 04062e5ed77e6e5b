import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import { resourceRoute } from '../../platform/resource/resource-route.ts';
import type { AppRoute } from '../../routes.ts';

const employeesIndex = lazyPage(() => import('./index/employees-index-page.tsx'), 'EmployeesIndexPage');
const flexFilters = lazyPage(() => import('./sub/flex-filters-page.tsx'), 'FlexFiltersPage');
const defaultFiles = lazyPage(() => import('./sub/default-files-page.tsx'), 'DefaultFilesPage');
const appTexts = lazyPage(() => import('./sub/app-texts-page.tsx'), 'AppTextsPage');
const employers = lazyPage(() => import('./sub/employers-page.tsx'), 'EmployersPage');
const sickLeave = lazyPage(() => import('./sub/sick-leave-page.tsx'), 'SickLeavePage');
const workSchedules = lazyPage(() => import('./sub/work-schedules-page.tsx'), 'WorkSchedulesPage');
const importEmployees = lazyPage(() => import('./import/import-page.tsx'), 'ImportEmployeesPage');
const personalDashboard = lazyPage(() => import('./sub/personal-dashboard-page.tsx'), 'PersonalDashboardPage');
const inMenu = menuEntries('employees', 'employees');

/** The employees pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry). */
export const EMPLOYEE_ROUTES: readonly AppRoute[] = [
  inMenu('/Employees/Index', 'employees.menu', employeesIndex),
  {
    // Spec 000 §2: the tab and the employment, address, note or key it shows stay in the URL.
    path: '/Employees/Edit',
    params: ':id/:tab?/:subId?',
    page: lazyPage(() => import('./edit/employee-edit-page.tsx'), 'EmployeeEditPage'),
    area: 'employees',
    level: 'read',
    title: 'employees.menu',
  },
  // Employees sub-pages that edit owner settings (saveOwner): administrators, as General settings.
  inMenu('/Employees/FlexFilters', 'employeeSub.menu.flexFilters', flexFilters, { area: 'settings' }),
  inMenu('/Employees/DefaultFiles', 'employeeSub.menu.defaultFiles', defaultFiles, { area: 'settings' }),
  inMenu('/Employees/AppTexts', 'employeeSub.menu.appTexts', appTexts, { area: 'settings' }),
  resourceRoute('news'),
  inMenu('/Employees/Employers/:action?/:id?', 'employeeSub.menu.employers', employers),
  // Sickness is health data: show_employees (the area's admin level), not employees_limited (sickLeaves agrees).
  inMenu('/Employees/SickLeave', 'employeeSub.menu.sickLeave', sickLeave, { level: 'admin' }),
  inMenu('/Employees/WorkSchedules', 'employeeSub.menu.workSchedules', workSchedules, { area: 'settings' }),
  inMenu('/Employees/ImportEmployees', 'employeeSub.menu.importEmployees', importEmployees, { level: 'write' }),
  inMenu('/Employees/PersonalDashboard', 'employeeSub.menu.personalDashboard', personalDashboard),
];

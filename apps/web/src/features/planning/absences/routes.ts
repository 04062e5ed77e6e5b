import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Planning pages: leave, absence overviews, contract hours, planning settings. */
export const ABSENCE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Planning/Leave',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./leave-page.tsx'),
      (m) => m.LeavePage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'absences.menu.leave' },
  },
  {
    path: '/Planning/AbsentOverview',
    page: lazyPage(
      () => import('./absent-overview-page.tsx'),
      (m) => m.AbsentOverviewPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'absences.menu.absentOverview' },
  },
  {
    path: '/Planning/YearlyOverview',
    page: lazyPage(
      () => import('./yearly-overview-page.tsx'),
      (m) => m.YearlyOverviewPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'absences.menu.yearlyOverview' },
  },
  {
    path: '/Planning/ContractHours',
    page: lazyPage(
      () => import('./contract-hours-page.tsx'),
      (m) => m.ContractHoursPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'absences.menu.contractHours' },
  },
  {
    path: '/Planning/GeneralSettings',
    page: lazyPage(
      () => import('./planning-settings-page.tsx'),
      (m) => m.PlanningSettingsPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'absences.menu.settings' },
  },
];

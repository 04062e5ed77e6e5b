import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const leave = lazyPage(() => import('./leave-page.tsx'), 'LeavePage');
const absentOverview = lazyPage(() => import('./absent-overview-page.tsx'), 'AbsentOverviewPage');
const yearlyOverview = lazyPage(() => import('./yearly-overview-page.tsx'), 'YearlyOverviewPage');
const contractHours = lazyPage(() => import('./contract-hours-page.tsx'), 'ContractHoursPage');
const planningSettings = lazyPage(() => import('./planning-settings-page.tsx'), 'PlanningSettingsPage');
const inMenu = menuEntries('planning', 'planning');

/** Planning pages: leave, absence overviews, contract hours, planning settings. */
export const ABSENCE_ROUTES: readonly AppRoute[] = [
  inMenu('/Planning/Leave/:action?/:id?', 'absences.menu.leave', leave),
  inMenu('/Planning/AbsentOverview', 'absences.menu.absentOverview', absentOverview),
  inMenu('/Planning/YearlyOverview', 'absences.menu.yearlyOverview', yearlyOverview),
  inMenu('/Planning/ContractHours', 'absences.menu.contractHours', contractHours),
  inMenu('/Planning/GeneralSettings', 'absences.menu.settings', planningSettings),
];

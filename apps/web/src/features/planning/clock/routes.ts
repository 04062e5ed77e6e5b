import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const clockStatus = lazyPage(() => import('./status-page.tsx'), 'ClockStatusPage');
const clockTimes = lazyPage(() => import('./clock-times-page.tsx'), 'ClockTimesPage');
const deviations = lazyPage(() => import('./deviations-page.tsx'), 'DeviationsPage');
const totalOverview = lazyPage(() => import('./total-overview-page.tsx'), 'TotalOverviewPage');
const inMenu = menuEntries('planning', 'planning');

/** Planning pages: clock times, deviations, live status, total overview. */
export const CLOCK_ROUTES: readonly AppRoute[] = [
  inMenu('/Planning/Status', 'clock.menu.status', clockStatus),
  inMenu('/Planning/ClockTimes', 'clock.menu.clockTimes', clockTimes),
  inMenu('/Planning/Deviations', 'clock.menu.deviations', deviations),
  inMenu('/Planning/TotalOverview', 'clock.menu.totalOverview', totalOverview),
];

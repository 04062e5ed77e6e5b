import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Planning pages: clock times, deviations, live status, total overview. */
export const CLOCK_ROUTES: readonly AppRoute[] = [
  {
    path: '/Planning/Status',
    page: lazyPage(
      () => import('./status-page.tsx'),
      (m) => m.ClockStatusPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'clock.menu.status' },
  },
  {
    path: '/Planning/ClockTimes',
    page: lazyPage(
      () => import('./clock-times-page.tsx'),
      (m) => m.ClockTimesPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'clock.menu.clockTimes' },
  },
  {
    path: '/Planning/Deviations',
    page: lazyPage(
      () => import('./deviations-page.tsx'),
      (m) => m.DeviationsPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'clock.menu.deviations' },
  },
  {
    path: '/Planning/TotalOverview',
    page: lazyPage(
      () => import('./total-overview-page.tsx'),
      (m) => m.TotalOverviewPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'clock.menu.totalOverview' },
  },
];

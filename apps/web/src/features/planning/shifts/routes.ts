import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

const weekView = lazyPage(
  () => import('./week/week-view-page.tsx'),
  (m) => m.WeekViewPage,
);

/**
 * Planning pages: the week view, hour confirmations, to be scheduled, control planning, visibility. The week view
 * answers at /Planning/WeekView/{planningType}/{year}/{week}/{id} and at the short forms /Planning/{planningType}/
 * {year}/{week} and /Planning/{planningType}/{week} (week-params.ts); the other /Planning pages have fixed names, which
 * the router prefers over the short forms' {planningType}.
 */
export const SHIFT_ROUTES: readonly AppRoute[] = [
  {
    path: '/Planning/WeekView',
    params: ':planningType?/:year?/:week?/:id?',
    page: weekView,
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'planning.menu.weekView' },
  },
  { path: '/Planning', params: ':planningType/:year?/:week?', page: weekView, area: 'planning', level: 'read' },
  {
    path: '/Planning/HourConfirmations',
    page: lazyPage(
      () => import('./hours/hour-confirmations-page.tsx'),
      (m) => m.HourConfirmationsPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'planning.menu.hourConfirmations' },
  },
  {
    path: '/Planning/ToBeScheduled',
    page: lazyPage(
      () => import('./to-be-scheduled/to-be-scheduled-page.tsx'),
      (m) => m.ToBeScheduledPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'planning.menu.toBeScheduled' },
  },
  {
    path: '/Planning/ControlPlanning',
    page: lazyPage(
      () => import('./control/control-planning-page.tsx'),
      (m) => m.ControlPlanningPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'planning.menu.controlPlanning' },
  },
  {
    path: '/Planning/Visibility',
    page: lazyPage(
      () => import('./visibility/visibility-page.tsx'),
      (m) => m.VisibilityPage,
    ),
    area: 'planning',
    level: 'read',
    menu: { group: 'planning', label: 'planning.menu.visibility' },
  },
];

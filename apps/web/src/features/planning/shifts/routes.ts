import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const weekView = lazyPage(() => import('./week/week-view-page.tsx'), 'WeekViewPage');

const hourConfirmations = lazyPage(() => import('./hours/hour-confirmations-page.tsx'), 'HourConfirmationsPage');
const toBeScheduled = lazyPage(() => import('./to-be-scheduled/to-be-scheduled-page.tsx'), 'ToBeScheduledPage');
const controlPlanning = lazyPage(() => import('./control/control-planning-page.tsx'), 'ControlPlanningPage');
const visibility = lazyPage(() => import('./visibility/visibility-page.tsx'), 'VisibilityPage');
const inMenu = menuEntries('planning', 'planning');

/**
 * Planning pages: the week view, hour confirmations, to be scheduled, control planning, visibility. The week view
 * answers at /Planning/WeekView/{planningType}/{year}/{week}/{id} and at the short forms /Planning/{planningType}/
 * {year}/{week} and /Planning/{planningType}/{week} (week-params.ts); the other /Planning pages have fixed names, which
 * the router prefers over the short forms' {planningType}.
 */
export const SHIFT_ROUTES: readonly AppRoute[] = [
  inMenu('/Planning/WeekView/:planningType?/:year?/:week?/:id?', 'planning.menu.weekView', weekView),
  { path: '/Planning', params: ':planningType/:year?/:week?', page: weekView, area: 'planning', level: 'read' },
  inMenu('/Planning/HourConfirmations', 'planning.menu.hourConfirmations', hourConfirmations),
  inMenu('/Planning/ToBeScheduled', 'planning.menu.toBeScheduled', toBeScheduled),
  inMenu('/Planning/ControlPlanning', 'planning.menu.controlPlanning', controlPlanning),
  inMenu('/Planning/Visibility', 'planning.menu.visibility', visibility),
];

import type { AppRoute } from '../../routes.ts';
import { ABSENCE_ROUTES } from './absences/routes.ts';
import { CLOCK_ROUTES } from './clock/routes.ts';
import { SHIFT_ROUTES } from './shifts/routes.ts';

/** The planning pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry). */
export const PLANNING_ROUTES: readonly AppRoute[] = [...SHIFT_ROUTES, ...ABSENCE_ROUTES, ...CLOCK_ROUTES];

/** The project page's Clock times tab is planning's page (spec 000 §2); projects loads it lazily through this. */
export const loadProjectClockTimesTab = () => import('./clock/project-clock-times-tab.tsx');

import type { AppRoute } from '../../../routes.ts';

/** Planning pages: clock times, deviations, live status, total overview. */
export const CLOCK_ROUTES: readonly AppRoute[] = [];

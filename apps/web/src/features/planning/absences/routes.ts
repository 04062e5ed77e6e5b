import type { AppRoute } from '../../../routes.ts';

/** Planning pages: leave, absence overviews, contract hours, planning settings. */
export const ABSENCE_ROUTES: readonly AppRoute[] = [];

import type { AppRoute } from '../../../routes.ts';

/** Planning pages: the week view, hour confirmations, to be scheduled, control planning, visibility. */
export const SHIFT_ROUTES: readonly AppRoute[] = [];

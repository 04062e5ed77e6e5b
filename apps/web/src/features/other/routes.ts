import { resourceRoute } from '../../platform/resource/resource-route.ts';
import type { AppRoute } from '../../routes.ts';

/** The Other pages of spec 000 §2, in menu order: each is a record type's page (RESOURCE_PAGES in the domain). */
export const OTHER_ROUTES: readonly AppRoute[] = (['cars', 'products', 'procedures', 'fixedTasks'] as const).map(
  resourceRoute,
);

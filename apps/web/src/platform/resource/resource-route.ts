import { RESOURCE_PAGES, type ResourcePageName } from '@backoffice/domain';
import type { AppRoute } from '../../routes.ts';
import { lazyPage } from '../lazy-page.ts';

/**
 * The route and menu entry of a record type's page, from its declaration in RESOURCE_PAGES; the page is the generic
 * ResourcePage, loaded with the record meta (and zod) only when it opens. The spec's optional {action}/{id} follow.
 */
export function resourceRoute(name: ResourcePageName): AppRoute {
  const { path, area, level, menu } = RESOURCE_PAGES[name];
  return {
    path,
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./resource-route-page.tsx'),
      (m) => m.resourcePageOf(name),
    ),
    area,
    level,
    menu,
  };
}

import type { AccessLevel, Area } from '@backoffice/domain';
import type { AppRoute, MenuGroup } from '../routes.ts';
import type { LazyPage } from './lazy-page.ts';

/**
 * The pages of one menu group that one area gates, most at read level: `inMenu(path, label, page)` is a route with
 * its menu entry; `path` may carry the trailing parameters (`/Employees/Employers/:action?/:id?`). Name the function
 * `inMenu`: the e2e route registry reads the paths from `inMenu('…'` (and `path: '…'`) in the routes.ts files.
 */
export function menuEntries(group: MenuGroup, area: Area) {
  return (path: string, label: string, page: LazyPage, gate: { area?: Area; level?: AccessLevel } = {}): AppRoute => {
    const params = path.indexOf('/:');
    return {
      path: params < 0 ? path : path.slice(0, params),
      ...(params < 0 ? {} : { params: path.slice(params + 1) }),
      page,
      area: gate.area ?? area,
      level: gate.level ?? 'read',
      menu: { group, label },
    };
  };
}

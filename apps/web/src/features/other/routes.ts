import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';

const ACTION_ID = ':action?/:id?';

/** The Other pages of spec 000 §2, in menu order. */
export const OTHER_ROUTES: readonly AppRoute[] = [
  {
    path: '/Other/Cars',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./cars-page.tsx'),
      (m) => m.CarsPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.cars' },
  },
  {
    path: '/Other/Products',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./products-page.tsx'),
      (m) => m.ProductsPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.products' },
  },
  {
    path: '/Other/Procedures',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./procedures-page.tsx'),
      (m) => m.ProceduresPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.procedures' },
  },
  {
    path: '/Other/FixedTasks',
    params: ACTION_ID,
    page: lazyPage(
      () => import('./fixed-tasks-page.tsx'),
      (m) => m.FixedTasksPage,
    ),
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.fixedTasks' },
  },
];

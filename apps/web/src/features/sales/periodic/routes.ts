import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const periodic = lazyPage(() => import('./periodic-page.tsx'), 'PeriodicPage');
const inMenu = menuEntries('sales', 'sales');

/** The periodic invoice run (issue 17). */
export const PERIODIC_ROUTES: readonly AppRoute[] = [
  inMenu('/Sales/Periodic', 'periodic.menu', periodic, { level: 'write' }),
];

import type { AccessLevel, Area } from '../roles.ts';

/** Where a record type's own page lives: its path, who may open it and its menu entry (label: a translation key). */
interface ResourcePageFacts {
  path: `/${string}`;
  area: Area;
  level: AccessLevel;
  menu: { group: string; label: string };
}

/**
 * The pages of the record types that have one, declared once: the record meta (./other.ts, ./news.ts) takes its area
 * and route from here, the web app builds the route and the menu entry from it. Kept free of zod because the web
 * route registry reads it on the login page's first load; the e2e route registry reads the `path:` literals.
 */
export const RESOURCE_PAGES = {
  cars: { path: '/Other/Cars', area: 'other', level: 'read', menu: { group: 'other', label: 'menu.cars' } },
  products: { path: '/Other/Products', area: 'other', level: 'read', menu: { group: 'other', label: 'menu.products' } },
  procedures: {
    path: '/Other/Procedures',
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.procedures' },
  },
  fixedTasks: {
    path: '/Other/FixedTasks',
    area: 'other',
    level: 'read',
    menu: { group: 'other', label: 'menu.fixedTasks' },
  },
  news: { path: '/Employees/News', area: 'employees', level: 'read', menu: { group: 'employees', label: 'menu.news' } },
  ledgerClasses: {
    path: '/Accounting2/Classes',
    area: 'accounting',
    level: 'read',
    menu: { group: 'accounting', label: 'accounting.menu.classes' },
  },
  diaries: {
    path: '/Accounting2/Diaries',
    area: 'accounting',
    level: 'read',
    menu: { group: 'accounting', label: 'accounting.menu.diaries' },
  },
} as const satisfies Record<string, ResourcePageFacts>;

export type ResourcePageName = keyof typeof RESOURCE_PAGES;

import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from './platform/layout/menu-icons.ts';
import { MAIN_ROUTES, menuFor, navTestId, routeTitle, SESSION_ROUTES } from './routes.ts';

const paths = (holder: Parameters<typeof menuFor>[0]) =>
  menuFor(holder).flatMap((section) => section.items.map((route) => route.path));

/** Every English section file, as the titles' keys lie in several (core, projects, customers...). */
const texts = import.meta.glob<Record<string, unknown>>('./platform/i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const hasText = (key: string) => {
  let node: unknown = Object.assign({}, ...Object.values(texts));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
};

describe('route registry', () => {
  it('gives every page a title for the browser tab', () => {
    const titles = [...MAIN_ROUTES.map(routeTitle), ...SESSION_ROUTES.map((route) => route.title)];
    expect(titles.filter((title) => title === undefined || !hasText(title))).toEqual([]);
    const titleOf = (path: string) => {
      const route = MAIN_ROUTES.find((candidate) => candidate.path === path);
      return route && routeTitle(route);
    };
    // The week view's short form shares its page; an invoice lies under the invoices page.
    expect(titleOf('/Planning')).toBe('planning.menu.weekView');
    expect(titleOf('/Sales/Invoices/Edit')).toBe(titleOf('/Sales/Invoices'));
  });

  it('has an icon for every menu entry, and none for a page without one', () => {
    const menuPaths = MAIN_ROUTES.filter((route) => route.menu).map((route) => route.path);
    expect(menuPaths.filter((path) => !MENU_ICONS[path])).toEqual([]);
    expect(Object.keys(MENU_ICONS).filter((path) => !menuPaths.includes(path))).toEqual([]);
  });

  it('has unique paths', () => {
    const all = [...MAIN_ROUTES, ...SESSION_ROUTES].map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows an administrator every page, grouped in menu order', () => {
    const sections = menuFor({ roles: ['admin'] });
    expect(sections.map((section) => section.group)).toEqual([
      'home',
      'employees',
      'projects',
      'planning',
      'sales',
      'purchases',
      'payments',
      'accounting',
      'other',
    ]);
    expect(paths({ roles: ['admin'] })).toHaveLength(MAIN_ROUTES.filter((route) => route.menu).length);
  });

  it('shows the payments pages to show_payments only', () => {
    const clerk = paths({ roles: ['employer_portal', 'show_payments'] });
    expect(clerk).toEqual(expect.arrayContaining(['/Payments/PaymentBatches', '/Payments/PaymentTemplates']));
    const buyer = paths({ roles: ['employer_portal', 'show_purchases'] });
    expect(buyer.filter((path) => path.startsWith('/Payments/'))).toEqual([]);
  });

  it('shows the purchases pages to show_purchases in the spec’s order, their imports to writers', () => {
    const buyer = paths({ roles: ['employer_portal', 'show_purchases'] });
    expect(buyer.filter((path) => path.startsWith('/Purchases/'))).toEqual([
      '/Purchases/Suppliers',
      '/Purchases/Purchases',
      '/Purchases/Categories',
      '/Purchases/Types',
      '/Purchases/OpenPurchases',
      '/Purchases/Settings',
      '/Purchases/ImportPurchases',
      '/Purchases/ImportSuppliers',
    ]);
    expect(paths({ roles: ['employer_portal', 'show_sales'] })).not.toContain('/Purchases/Suppliers');
  });

  it('hides what the roles do not allow', () => {
    // A planner sees the planning pages, and nothing of the other areas.
    const planner = paths({ roles: ['employer_portal', 'show_planning', 'planning_edit'] });
    expect(planner).toEqual(
      expect.arrayContaining([
        '/',
        '/Planning/WeekView',
        '/Planning/HourConfirmations',
        '/Planning/ToBeScheduled',
        '/Planning/ControlPlanning',
        '/Planning/Visibility',
      ]),
    );
    expect(planner.every((path) => path === '/' || path.startsWith('/Planning/'))).toBe(true);
    expect(paths({ roles: ['employer_portal', 'planning_limited'] })).toContain('/Planning/WeekView');
    expect(paths({ roles: ['employer_portal', 'show_other'] })).toEqual([
      '/',
      '/Other/Cars',
      '/Other/Products',
      '/Other/Procedures',
      '/Other/FixedTasks',
    ]);
    // A reading projects user sees the project pages but not the imports (they write).
    const projects = paths({ roles: ['employer_portal', 'projects_limited'] });
    expect(projects).toContain('/Projects/Index');
    expect(projects).toContain('/Projects/Map');
    expect(projects).not.toContain('/Projects/ImportProjects');
    expect(projects.some((path) => path.startsWith('/Sales'))).toBe(false);
    const sales = paths({ roles: ['employer_portal', 'show_sales'] });
    expect(sales).toEqual(expect.arrayContaining(['/Sales/Customers', '/Sales/Contacts', '/Sales/ImportCustomers']));
    expect(sales.some((path) => path.startsWith('/Projects'))).toBe(false);
    // Sick leave is health data, not the basic data of employees_limited.
    expect(paths({ roles: ['employer_portal', 'employees_limited'] })).toEqual([
      '/',
      '/Employees/Index',
      '/Employees/News',
      '/Employees/Employers',
      '/Employees/PersonalDashboard',
    ]);
    expect(paths({ roles: ['employer_portal', 'show_employees'] })).toContain('/Employees/SickLeave');
  });

  it('lets a system administrator through every gate', () => {
    expect(paths({ roles: [], sysAdmin: true })).toHaveLength(MAIN_ROUTES.filter((route) => route.menu).length);
  });

  it('gives menu links stable test ids', () => {
    expect(navTestId('/')).toBe('nav-home');
    expect(navTestId('/Other/Cars')).toBe('nav-Other-Cars');
  });
});

import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES } from '../../routes.ts';
import { groupLink, itemLink } from './todo-links.ts';

const item = { id: 7, subId: 3, name: 'x', date: '2026-11-20' };
/** The registry route that answers a link (a path with its optional parameters). */
const routeOf = (link: string) => {
  const path = link.split('?')[0] ?? '';
  return MAIN_ROUTES.find((route) => path === route.path || (route.params && path.startsWith(`${route.path}/`)));
};

describe('to-do links', () => {
  it('lead to pages of the registry, with the period where the page keeps one', () => {
    const kinds = [
      'leaveRequests',
      'hoursToConfirm',
      'overdueInvoices',
      'failedReminders',
      'endingContracts',
      'birthdays',
    ];
    for (const kind of kinds) {
      const group = { kind: kind as 'birthdays' };
      expect(routeOf(groupLink(group)), kind).toBeDefined();
      expect(routeOf(itemLink(group, item)), kind).toBeDefined();
    }
    const deviations = { kind: 'deviations' as const, startDate: '2026-11-01', endDate: '2026-11-14' };
    expect(groupLink(deviations)).toBe('/Planning/Deviations?from=2026-11-01&until=2026-11-14');
    expect(itemLink({ kind: 'endingContracts' }, item)).toBe('/Employees/Edit/7/Employments/3');
  });
});

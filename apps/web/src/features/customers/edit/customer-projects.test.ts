import { describe, expect, it } from 'vitest';
import { mainCity, projectsOf } from './customer-projects.ts';

const address = (city: string, mainAddress = 0, deleted = 0) => ({ city, mainAddress, deleted });

describe('customer projects', () => {
  it('lists the live projects of one customer', () => {
    const projects = [
      { id: 1, customerId: 5, deleted: 0, addresses: [] },
      { id: 2, customerId: 6, deleted: 0, addresses: [] },
      { id: 3, customerId: 5, deleted: 1, addresses: [] },
    ];
    expect(projectsOf(projects, 5).map((p) => p.id)).toEqual([1]);
  });

  it('shows the main address city, else the first live address, else nothing', () => {
    const base = { id: 1, customerId: 5, deleted: 0 };
    expect(mainCity({ ...base, addresses: [address('Utrecht'), address('Delft', 1)] })).toBe('Delft');
    expect(mainCity({ ...base, addresses: [address('Gouda', 1, 1), address('Breda')] })).toBe('Breda');
    expect(mainCity({ ...base, addresses: [] })).toBe('');
  });
});

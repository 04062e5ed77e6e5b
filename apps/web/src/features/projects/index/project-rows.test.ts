import { describe, expect, it } from 'vitest';
import { nameById } from '../../employees/index.ts';
import type { ProjectRow } from '../api.ts';
import { byStatus, mainAddressOf, toProjectRows } from './project-rows.ts';

const addr = (city: string, mainAddress: number, deleted = 0) => ({
  id: 0,
  address: 'Markt',
  houseNumber: '3',
  houseAddition: 'a',
  postalCode: '',
  city,
  country: 'NL',
  latitude: 0,
  longitude: 0,
  startDate: null,
  endDate: '3000-01-01',
  mainAddress,
  deleted,
});

const project = (id: number, fields: Partial<ProjectRow>): ProjectRow =>
  ({
    id,
    name: `Project ${id}`,
    searchName: '',
    code: '',
    customerId: 0,
    customerName: '',
    mapColor: '0000FF',
    districtId: 0,
    projectLeaderId: 0,
    addresses: [],
    active: true,
    activeWorks: 1,
    endDate: '3000-01-01',
    deleted: 0,
    ...fields,
  }) as ProjectRow;

describe('project list rows', () => {
  it('takes the main address, else the first one left', () => {
    expect(mainAddressOf([addr('Zeist', 0), addr('Utrecht', 1)])?.city).toBe('Utrecht');
    expect(mainAddressOf([addr('Zeist', 1, 1), addr('Utrecht', 0)])?.city).toBe('Utrecht');
    expect(mainAddressOf([])).toBeUndefined();
  });

  it('derives the columns once and hides deleted projects', () => {
    const rows = toProjectRows(
      [
        project(1, { districtId: 4, projectLeaderId: 9, addresses: [addr('Utrecht', 1)], customerName: 'Acme' }),
        project(2, { deleted: 1 }),
      ],
      nameById([{ id: 4, name: 'Noord' }]),
      nameById([{ id: 9, name: 'Anna Jansen' }]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      street: 'Markt 3a',
      city: 'Utrecht',
      districtName: 'Noord',
      leaderName: 'Anna Jansen',
      customerName: 'Acme',
    });
  });

  it('filters by status: 1 active, 0 inactive, 2 all', () => {
    const rows = toProjectRows(
      [project(1, { active: true }), project(2, { active: false, activeWorks: 0 })],
      nameById([]),
      nameById([]),
    );
    expect(byStatus(rows, 1).map((row) => row.id)).toEqual([1]);
    expect(byStatus(rows, 0).map((row) => row.id)).toEqual([2]);
    expect(byStatus(rows, 2)).toHaveLength(2);
  });

  it('shows an unknown id as #id and no id as empty', () => {
    const name = nameById([{ id: 1, name: 'Noord' }]);
    expect([name(1), name(5), name(0)]).toEqual(['Noord', '#5', '']);
  });
});

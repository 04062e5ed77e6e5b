import { describe, expect, it } from 'vitest';
import { CUSTOMER_LIST_FIELDS, ZCustomer } from './customers/schemas.ts';
import { ZEmployee, ZEmployeeAddress, ZEmployment } from './employees/schemas.ts';
import { PROJECT_LIST_FIELDS, ZProject, ZProjectAddress, ZWork } from './projects/schemas.ts';
import {
  CUSTOMER_DETAIL_FIELDS,
  CUSTOMER_VIEWS,
  customerViewsFor,
  EMPLOYEE_VIEWS,
  employeeView,
  employeeViewsFor,
  mergeViews,
  PERSONAL_FIELDS,
  PROJECT_VIEWS,
  pickView,
  projectViewsFor,
} from './views.ts';

const sorted = (keys: Iterable<string>) => [...keys].sort();
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);

describe('record views (issue 14)', () => {
  it('gives the owning area every field the schemas and the derived values have, so a new field is a decision', () => {
    // contractType is derived: the current employment's (one source of truth).
    const employeeDerived = ['name', 'active', 'workYears', 'contractType'];
    expect(sorted(EMPLOYEE_VIEWS.full.fields)).toEqual(sorted([...keysOf(ZEmployee), ...employeeDerived]));
    expect(sorted(EMPLOYEE_VIEWS.full.nested.employments)).toEqual(sorted(keysOf(ZEmployment)));
    expect(sorted(EMPLOYEE_VIEWS.full.nested.addresses)).toEqual(sorted(keysOf(ZEmployeeAddress)));
    expect(sorted(PROJECT_VIEWS.full.detail.fields)).toEqual(sorted([...keysOf(ZProject), 'customerName', 'active']));
    expect(sorted(PROJECT_VIEWS.full.detail.nested.works)).toEqual(sorted([...keysOf(ZWork), 'projectId', 'active']));
    expect(sorted(PROJECT_VIEWS.full.detail.nested.addresses)).toEqual(sorted(keysOf(ZProjectAddress)));
    expect(sorted(PROJECT_VIEWS.full.list.fields)).toEqual(
      sorted([...PROJECT_LIST_FIELDS, 'addresses', 'customerName', 'active', 'activeWorks']),
    );
    const derived = ['customerNumber', 'managementName', 'projectCount', 'active'];
    expect(sorted(CUSTOMER_VIEWS.full.list.fields)).toEqual(sorted([...CUSTOMER_LIST_FIELDS, ...derived]));
    expect(sorted(CUSTOMER_DETAIL_FIELDS)).toEqual(sorted([...keysOf(ZCustomer), ...derived]));
  });

  it('keeps personal data out of every employee view but the full one', () => {
    for (const [name, view] of Object.entries(EMPLOYEE_VIEWS)) {
      if (name === 'full') continue;
      const keys = [...view.fields, ...Object.values('nested' in view ? view.nested : {}).flat()];
      for (const field of PERSONAL_FIELDS) expect(keys, `${name} ${field}`).not.toContain(field);
    }
    // Contract hours: planning only (absence hours and its ContractHours page).
    expect(EMPLOYEE_VIEWS.planning.nested.employments).toContain('minHours');
    expect(EMPLOYEE_VIEWS.basic.nested.employments).not.toContain('minHours');
  });

  it('sends id (and the number the customer list is ordered by) in every view', () => {
    for (const view of Object.values(EMPLOYEE_VIEWS)) expect(view.fields).toContain('id');
    for (const view of Object.values(PROJECT_VIEWS)) {
      expect(view.list.fields).toEqual(expect.arrayContaining(['id', 'name']));
      expect(view.detail.fields).toContain('id');
    }
    for (const view of Object.values(CUSTOMER_VIEWS))
      expect(view.list.fields).toEqual(expect.arrayContaining(['id', 'number']));
  });

  it('chooses the owning area full view alone, else the union of the areas the caller reads', () => {
    expect(employeeViewsFor({ roles: ['admin'] })).toEqual(['full']);
    expect(employeeViewsFor({ roles: [], sysAdmin: true })).toEqual(['full']);
    expect(employeeViewsFor({ roles: ['show_employees', 'show_planning'] })).toEqual(['full']);
    expect(employeeViewsFor({ roles: ['employer_portal', 'show_planning', 'planning_edit'] })).toEqual(['planning']);
    expect(employeeViewsFor({ roles: ['employees_limited', 'projects_limited'] })).toEqual(['basic', 'projects']);
    expect(employeeViewsFor({ roles: ['show_sales'] })).toEqual([]);
    expect(projectViewsFor({ roles: ['projects_limited', 'show_sales'] })).toEqual(['basic', 'sales']);
    expect(projectViewsFor({ roles: ['show_projects', 'show_planning'] })).toEqual(['full']);
    expect(customerViewsFor({ roles: ['show_projects'] })).toEqual(['projects']);
    expect(customerViewsFor({ roles: ['show_planning'] })).toEqual([]);
    expect(employeeView({ roles: ['employees_limited', 'planning_limited'] }).key).toBe('basic+planning');
  });

  it('merges views into the union of their fields and picks a record down to a view', () => {
    const merged = mergeViews([EMPLOYEE_VIEWS.basic, EMPLOYEE_VIEWS.planning]);
    expect(merged.fields).toContain('workYears');
    expect(merged.nested?.employments).toContain('minHours');
    const record = {
      id: 1,
      name: 'A',
      bsn: '123',
      employments: [{ id: 2, minHours: 3800, internalRate: 1500 }],
    };
    expect(
      pickView(record, { fields: ['id', 'name', 'employments'], nested: { employments: ['id', 'minHours'] } }),
    ).toEqual({
      id: 1,
      name: 'A',
      employments: [{ id: 2, minHours: 3800 }],
    });
    expect(pickView(record, { fields: ['id'] })).toEqual({ id: 1 });
  });
});

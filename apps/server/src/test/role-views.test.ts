import {
  CUSTOMER_DETAIL_FIELDS,
  CUSTOMER_VIEWS,
  type CustomerViewName,
  EMPLOYEE_VIEWS,
  type EmployeeViewName,
  mergeViews,
  PERSONAL_FIELDS,
  PROJECT_VIEWS,
  type ProjectViewName,
  type RecordView,
  ROLES,
  UPLOAD_BELONGS_TO,
} from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo.ts';
import { addUser, BACKENDS, createTestApp, type TestApp } from './harness.ts';

// Limited roles see limited data (issue 14): per role, alone and in realistic combinations, which fields each shared
// list and detail call answers. The table below is the contract; views.ts declares the fields of each view.

type Expect<N> = readonly N[] | 403;
interface Expected {
  employees: Expect<EmployeeViewName>;
  projects: Expect<ProjectViewName>;
  customers: Expect<CustomerViewName>;
}

const NONE: Expected = { employees: 403, projects: 403, customers: 403 };
const ALONE: Record<(typeof ROLES)[number], Expected> = {
  basic: NONE,
  employer_portal: NONE,
  employee_portal: NONE,
  admin: { employees: ['full'], projects: ['full'], customers: ['full'] },
  employees_limited: { employees: ['basic'], projects: 403, customers: 403 },
  show_employees: { employees: ['full'], projects: 403, customers: 403 },
  projects_limited: { employees: ['projects'], projects: ['basic'], customers: ['projects'] },
  show_projects: { employees: ['projects'], projects: ['full'], customers: ['projects'] },
  planning_limited: { employees: ['planning'], projects: ['planning'], customers: 403 },
  show_planning: { employees: ['planning'], projects: ['planning'], customers: 403 },
  // Editing without reading: the planning read gate is show_planning or planning_limited (DESIGN §6).
  planning_edit: NONE,
  show_sales: { employees: 403, projects: ['sales'], customers: ['full'] },
  show_purchases: NONE,
  show_payments: NONE,
  show_salaries: NONE,
  show_financial: NONE,
  show_stock: NONE,
  show_other: NONE,
  purchase_admin: NONE,
  payments_admin: NONE,
  show_accounting: NONE,
  accounting_admin: NONE,
};

/** Role sets as users get them: the union of their areas' views, the owning area's full view winning alone. */
const COMBINATIONS: readonly { name: string; roles: string[]; expected: Expected }[] = [
  {
    name: 'planner',
    roles: ['employer_portal', 'show_planning', 'planning_edit'],
    expected: { employees: ['planning'], projects: ['planning'], customers: 403 },
  },
  {
    name: 'team leader',
    roles: ['employer_portal', 'employees_limited', 'planning_limited'],
    expected: { employees: ['basic', 'planning'], projects: ['planning'], customers: 403 },
  },
  {
    name: 'project leader',
    roles: ['employer_portal', 'show_projects', 'show_planning', 'planning_edit'],
    expected: { employees: ['planning', 'projects'], projects: ['full'], customers: ['projects'] },
  },
  {
    name: 'invoicer',
    roles: ['employer_portal', 'show_sales', 'projects_limited'],
    expected: { employees: ['projects'], projects: ['basic', 'sales'], customers: ['full'] },
  },
  {
    name: 'office manager',
    roles: ['employer_portal', 'show_employees', 'show_planning', 'planning_edit'],
    expected: { employees: ['full'], projects: ['planning'], customers: 403 },
  },
];

const sorted = (keys: Iterable<string>) => [...keys].sort();

/** Every key at any depth of a JSON value. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}

/** Each record has exactly the view's keys, and each item of a nested list exactly the view's nested keys. */
function expectShape(records: readonly Record<string, unknown>[], view: RecordView, label: string): void {
  expect(records.length, `${label}: records to check`).toBeGreaterThan(0);
  const nestedSeen = new Set<string>();
  for (const record of records) {
    expect(sorted(Object.keys(record)), label).toEqual(sorted(view.fields));
    for (const [list, keys] of Object.entries(view.nested ?? {})) {
      if (!view.fields.includes(list)) continue;
      const items = record[list];
      expect(Array.isArray(items), `${label} ${list}`).toBe(true);
      for (const item of items as Record<string, unknown>[]) {
        nestedSeen.add(list);
        expect(sorted(Object.keys(item)), `${label} ${list}`).toEqual(sorted(keys));
      }
    }
  }
  // The demo data has employments, addresses and works: every nested list the view sends was checked on some record.
  for (const list of Object.keys(view.nested ?? {}).filter((l) => view.fields.includes(l))) {
    expect(nestedSeen, `${label}: some record with ${list}`).toContain(list);
  }
}

describe.each(BACKENDS)('what each role sees of employees, projects and customers on %s', (backend) => {
  let app: TestApp;
  const callers: { name: string; token: string; expected: Expected }[] = [];
  let projectId = 0;
  let customerId = 0;
  let employeeId = 0;
  let workerId = 0;

  beforeAll(async () => {
    app = await createTestApp(backend);
    for (const role of ROLES) {
      const token = await addUser(app, 1, `view-${role}@test.example`, [role]);
      callers.push({ name: role, token, expected: ALONE[role] });
    }
    for (const { name, roles, expected } of COMBINATIONS) {
      const token = await addUser(app, 1, `view-${name.replace(' ', '-')}@test.example`, roles);
      callers.push({ name, token, expected });
    }
    // The demo planner logs in as such a user does.
    callers.push({
      name: 'demo planner',
      token: await app.login(DEMO_USERS.planner, 1),
      expected: COMBINATIONS[0]?.expected as Expected,
    });
    const admin = await app.login(DEMO_USERS.admin, 1);
    const projects = (await app.request('GET', '/r/allProjects', { token: admin })).json;
    const withWorks = projects.find(
      (p: { activeWorks: number; customerId: number }) => p.activeWorks > 0 && p.customerId,
    );
    projectId = withWorks.id;
    customerId = withWorks.customerId;
    const project = (await app.request('POST', '/r/getProject', { token: admin, body: { id: projectId } })).json;
    const entries = Object.values(project.works[0].weekDays) as { employeeId: number }[][];
    workerId = entries.flat()[0]?.employeeId ?? 0;
    const employees = (await app.request('GET', '/r/allEmployees', { token: admin })).json;
    employeeId = employees.find((e: { birthDate: string | null; active: boolean }) => e.birthDate && e.active).id;
  });
  afterAll(() => app.close());

  it('answers allEmployees with exactly the fields of the caller views, never personal data outside the full view', async () => {
    for (const { name, token, expected } of callers) {
      const response = await app.request('GET', '/r/allEmployees', { token });
      if (expected.employees === 403) {
        expect(response.status, name).toBe(403);
        continue;
      }
      expect(response.status, name).toBe(200);
      const view = mergeViews(expected.employees.map((v) => EMPLOYEE_VIEWS[v]));
      expectShape(response.json, view, `${name} allEmployees`);
      if (!expected.employees.includes('full')) {
        const keys = allKeys(response.json);
        for (const field of PERSONAL_FIELDS) expect(keys.has(field), `${name} allEmployees ${field}`).toBe(false);
        // Contract hours only where planning needs them (absence hours, ContractHours).
        expect(keys.has('minHours'), `${name} minHours`).toBe(expected.employees.includes('planning'));
      }
    }
  });

  it('answers allProjects and getProject with exactly the fields of the caller views', async () => {
    for (const { name, token, expected } of callers) {
      const list = await app.request('GET', '/r/allProjects', { token });
      const one = await app.request('POST', '/r/getProject', { token, body: { id: projectId } });
      if (expected.projects === 403) {
        expect([list.status, one.status], name).toEqual([403, 403]);
        continue;
      }
      expect([list.status, one.status], name).toEqual([200, 200]);
      const views = expected.projects.map((v) => PROJECT_VIEWS[v]);
      expectShape(list.json, mergeViews(views.map((v) => v.list)), `${name} allProjects`);
      expectShape([one.json], mergeViews(views.map((v) => v.detail)), `${name} getProject`);
      if (!expected.projects.some((v) => v === 'full' || v === 'sales')) {
        for (const field of ['hourRate', 'invoicing', 'invoicingBlocked', 'chkTenderSigned', 'remarks']) {
          expect(allKeys([list.json, one.json]).has(field), `${name} ${field}`).toBe(false);
        }
      }
    }
  });

  it("answers allWorksInUse (an employee's works) with the works fields of the caller project views", async () => {
    for (const { name, token, expected } of callers) {
      const response = await app.request('POST', '/r/allWorksInUse', { token, body: { id: workerId } });
      const projectsArea = expected.projects !== 403 && expected.projects.some((v) => v === 'full' || v === 'basic');
      if (!projectsArea || expected.projects === 403) {
        expect(response.status, name).toBe(403);
        continue;
      }
      expect(response.status, name).toBe(200);
      const works = mergeViews(expected.projects.map((v) => PROJECT_VIEWS[v].detail)).nested?.works ?? [];
      expectShape(response.json, { fields: [...works, 'projectName'] }, `${name} allWorksInUse`);
    }
  });

  it('answers allCustomers with the fields of the caller views; the whole customer and the managers to sales only', async () => {
    for (const { name, token, expected } of callers) {
      const list = await app.request('GET', '/r/allCustomers', { token });
      const one = await app.request('POST', '/r/getCustomer', { token, body: { id: customerId } });
      const managers = await app.request('GET', '/r/allManagers', { token });
      if (expected.customers === 403) {
        expect([list.status, one.status, managers.status], name).toEqual([403, 403, 403]);
        continue;
      }
      expect(list.status, name).toBe(200);
      expectShape(list.json, mergeViews(expected.customers.map((v) => CUSTOMER_VIEWS[v].list)), `${name} allCustomers`);
      if (expected.customers.includes('full')) {
        expect([one.status, managers.status], name).toEqual([200, 200]);
        expect(sorted(Object.keys(one.json)), `${name} getCustomer`).toEqual(sorted(CUSTOMER_DETAIL_FIELDS));
      } else {
        expect([one.status, managers.status], name).toEqual([403, 403]);
        for (const field of ['address', 'email', 'phone', 'bankAccounts', 'paymentDays']) {
          expect(allKeys(list.json).has(field), `${name} ${field}`).toBe(false);
        }
      }
    }
  });

  it('sends birthdays as a day, never a birth date, and ending contracts to show_employees only', async () => {
    for (const { name, token, expected } of callers) {
      const home = await app.request('GET', '/r/employeesHome', { token });
      if (expected.employees === 403 || !expected.employees.some((v) => v === 'full' || v === 'basic')) {
        expect(home.status, name).toBe(403);
        continue;
      }
      expect(home.status, name).toBe(200);
      expect(allKeys(home.json).has('birthDate'), name).toBe(false);
      for (const group of Object.values(home.json.birthdays) as { birthday: string }[][]) {
        for (const person of group) expect(person.birthday, name).toMatch(/^\d{2}-\d{2}$/);
      }
      expect('endingContracts' in home.json, name).toBe(expected.employees.includes('full'));
    }
  });

  it('refuses sick leaves and employee files to employees_limited, and lets show_employees and planners read them', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-06-30' };
    const files = { belongsTo: UPLOAD_BELONGS_TO.employee, belongsId: employeeId };
    const token = (name: string) => callers.find((c) => c.name === name)?.token;
    for (const [name, sick, uploads] of [
      ['employees_limited', 403, 403],
      ['team leader', 200, 403],
      // Files are read through calls of every back-office user (employer_portal), then gated by their owner.
      ['show_employees', 200, 403],
      ['office manager', 200, 200],
      ['planner', 200, 403],
      ['projects_limited', 403, 403],
    ] as const) {
      const caller = token(name);
      expect((await app.request('POST', '/r/sickLeaves', { token: caller, body: range })).status, name).toBe(sick);
      expect((await app.request('POST', '/r/sectionUploads', { token: caller, body: files })).status, name).toBe(
        uploads,
      );
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { allEmployees, day, employment, person, saveEmployee, saveEmployer } from '../../test/fixtures/employees.ts';
import { BACKENDS } from '../../test/harness.ts';

// Issue 15: the employee's contract type is the current employment's, never a second value that can disagree.
describe.each(BACKENDS)('the employee contract type on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let employerId: number;

  beforeAll(async () => {
    employerId = await saveEmployer(t.app, t.admin);
  });

  const listed = async (id: number) => (await allEmployees(t.app, t.admin)).find((e) => e.id === id);

  it('follows the current employment, in the save answer and in the list', async () => {
    const saved = await saveEmployee(t.app, t.admin, {
      ...person(),
      employments: [
        employment(employerId, { contractType: 0, startDate: '2019-01-01', endDate: '2020-12-31' }),
        employment(employerId, { contractType: 1, startDate: '2021-01-01' }),
      ],
    });
    expect(saved.contractType).toBe(1);
    expect((await listed(saved.id)).contractType).toBe(1);

    const running = saved.employments.find((e: { startDate: string }) => e.startDate === '2021-01-01');
    const changed = await saveEmployee(t.app, t.admin, {
      ...saved,
      employments: saved.employments.map((e: { id: number }) => (e.id === running.id ? { ...e, contractType: 2 } : e)),
    });
    expect(changed.contractType).toBe(2);
    expect((await listed(saved.id)).contractType).toBe(2);
  });

  it('is the coming contract of an employee who starts later, and none without a contract', async () => {
    const later = await saveEmployee(t.app, t.admin, {
      ...person(),
      employments: [employment(employerId, { contractType: 2, startDate: day(20) })],
    });
    expect(later.contractType).toBe(2);
    const without = await saveEmployee(t.app, t.admin, person());
    expect(without.contractType).toBeNull();
  });

  it('cannot be set on the employee itself: a value sent there is not kept, the employment decides', async () => {
    const saved = await saveEmployee(t.app, t.admin, {
      ...person(),
      contractType: 2,
      employments: [employment(employerId, { contractType: 0 })],
    });
    expect(saved.contractType).toBe(0);
    expect((await listed(saved.id)).contractType).toBe(0);
  });
});

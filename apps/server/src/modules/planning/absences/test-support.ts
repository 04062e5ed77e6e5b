import { expect } from 'vitest';
import { ADMIN_1, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { employment, person, saveEmployee, saveEmployer } from '../../../test/fixtures/employees.ts';
import type { Backend, TestApp } from '../../../test/harness.ts';

// Builders for the absence API tests: an employee with employments of a fresh employer, and absence bodies.

/** One app per test file, with the tokens of the demo admin and planner of owner 1 (set before the first test). */
export const absenceTestApp = (backend: Backend) => appPerFile(backend, { admin: ADMIN_1, planner: PLANNER_1 });

export interface Staff {
  employeeId: number;
  employerId: number;
}

/** A new employer and an employee with the given contracts (default: one open contract of 38 hours since 2020). */
export async function hire(
  app: TestApp,
  token: string,
  contracts: Record<string, unknown>[] = [{}],
  extra: Record<string, unknown> = {},
): Promise<Staff> {
  const employerId = await saveEmployer(app, token);
  const saved = await saveEmployee(app, token, {
    ...person(),
    ...extra,
    employments: contracts.map((c) => employment(employerId, { startDate: '2020-01-01', minHours: 3800, ...c })),
  });
  return { employeeId: saved.id as number, employerId };
}

export const absence = (employeeId: number, overrides: Record<string, unknown> = {}) => ({
  id: 0,
  employeeId,
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  kind: 1,
  status: 2,
  ...overrides,
});

export async function saveAbsent(app: TestApp, token: string, body: Record<string, unknown>) {
  return app.request('POST', '/r/saveAbsent', { token, body });
}

/** Saves and expects 200; returns the answer. */
export async function savedAbsent(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await saveAbsent(app, token, body);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

export async function listAbsents(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await app.request('POST', '/r/absentsDateRange', { token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  return response.json as any[];
}

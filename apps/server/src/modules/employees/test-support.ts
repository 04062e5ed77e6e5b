import { addDays, todayIso } from '@backoffice/domain/dates';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';

// Shared builders for the employee API tests.

export const today = todayIso();
export const day = (offset: number) => addDays(today, offset);

export const address = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  address: 'Oudegracht',
  houseNumber: '12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  latitude: 52.0907,
  longitude: 5.1214,
  startDate: '2020-01-01',
  endDate: '',
  main: 1,
  ...overrides,
});

export const employment = (employerId: number, overrides: Record<string, unknown> = {}) => ({
  id: 0,
  number: '<auto>',
  employerId,
  startDate: '2020-01-01',
  endDate: '',
  minHours: '1200',
  externalRate: 2500,
  internalRate: 1800,
  ...overrides,
});

let counter = 0;
export const person = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  firstName: 'Sanne',
  insertion: 'de',
  lastName: `Vries ${++counter}`,
  birthDate: '1990-05-17',
  email: 'sanne@example.nl',
  bsn: '111222333',
  iban: 'NL91 ABNA 0417 1643 00',
  documentNumber: 'NX1234567',
  ...overrides,
});

export async function saveEmployer(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await app.request('POST', '/r/saveEmployer', {
    token,
    body: { id: 0, name: `Employer ${++counter}`, ...overrides },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.id as number;
}

/** Saves and expects 200; returns the saved employee. */
export async function saveEmployee(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await app.request('POST', '/r/saveEmployee', { token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

export async function allEmployees(app: TestApp, token: string) {
  const response = await app.request('GET', '/r/allEmployees', { token });
  expect(response.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  return response.json as any[];
}

import {
  EMPLOYEE_CONFIDENTIAL_FIELDS,
  EMPLOYMENT_CONFIDENTIAL_FIELDS,
  employeeName,
  isActiveEmployee,
  type TEmployee,
  type TEmployeeAddress,
  type TEmployment,
  workYears,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeAddresses, employees, employments } from '../../db/schema/index.ts';

// Reading employees with their addresses and employments. Three indexed queries merged in memory: measured faster than
// one query with json_agg subqueries on both backends (bench/employees.ts prints both).

export const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  insertion: employees.insertion,
  lastName: employees.lastName,
  sex: employees.sex,
  martialStatus: employees.martialStatus,
  birthDate: employees.birthDate,
  email: employees.email,
  phone: employees.phone,
  mobile: employees.mobile,
  bsn: employees.bsn,
  iban: employees.iban,
  documentType: employees.documentType,
  documentNumber: employees.documentNumber,
  documentValidUntil: employees.documentValidUntil,
  selectClock: employees.selectClock,
  clock: employees.clock,
  clockOnLocation: employees.clockOnLocation,
  rideAdministration: employees.rideAdministration,
  confirmTravelTime: employees.confirmTravelTime,
  overheadOrder: employees.overheadOrder,
  contractType: employees.contractType,
  flexFilterValue: employees.flexFilterValue,
  deleted: employees.deleted,
};

export const addressColumns = {
  id: employeeAddresses.id,
  employeeId: employeeAddresses.employeeId,
  address: employeeAddresses.address,
  houseNumber: employeeAddresses.houseNumber,
  houseAddition: employeeAddresses.houseAddition,
  postalCode: employeeAddresses.postalCode,
  city: employeeAddresses.city,
  country: employeeAddresses.country,
  latitude: employeeAddresses.latitude,
  longitude: employeeAddresses.longitude,
  startDate: employeeAddresses.startDate,
  endDate: employeeAddresses.endDate,
  main: employeeAddresses.main,
  deleted: employeeAddresses.deleted,
};

export const employmentColumns = {
  id: employments.id,
  employeeId: employments.employeeId,
  number: employments.number,
  employerId: employments.employerId,
  trainee: employments.trainee,
  minHours: employments.minHours,
  scale: employments.scale,
  addPercent: employments.addPercent,
  externalRate: employments.externalRate,
  internalRate: employments.internalRate,
  minInternalRate: employments.minInternalRate,
  startWorkYears: employments.startWorkYears,
  contractType: employments.contractType,
  laborContract: employments.laborContract,
  salarEngagementNumber: employments.salarEngagementNumber,
  surchargesTables: employments.surchargesTables,
  startDate: employments.startDate,
  endDate: employments.endDate,
  isClosed: employments.isClosed,
  reasonTermination: employments.reasonTermination,
  reasonTerminationId: employments.reasonTerminationId,
  deleted: employments.deleted,
};

export type EmployeeRow = Awaited<ReturnType<typeof findEmployeeRow>> & {};
export type AddressRow = TEmployeeAddress & { employeeId: number };
export type EmploymentRow = TEmployment & { employeeId: number; number: number };

export async function findEmployeeRow(tx: Db, ownerId: number, id: number) {
  const [row] = await tx
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.ownerId, ownerId), eq(employees.id, id)));
  return row;
}

/** Addresses of some employees (all of the owner's when `employeeIds` is undefined), deleted ones included or not. */
export async function addressRows(
  tx: Db,
  ownerId: number,
  employeeIds?: number[],
  withDeleted = false,
): Promise<AddressRow[]> {
  const rows = await tx
    .select(addressColumns)
    .from(employeeAddresses)
    .where(
      and(
        eq(employeeAddresses.ownerId, ownerId),
        employeeIds ? inArray(employeeAddresses.employeeId, employeeIds) : undefined,
        withDeleted ? undefined : eq(employeeAddresses.deleted, 0),
      ),
    )
    .orderBy(asc(employeeAddresses.startDate), asc(employeeAddresses.id));
  return rows as AddressRow[];
}

export async function employmentRows(
  tx: Db,
  ownerId: number,
  employeeIds?: number[],
  withDeleted = false,
): Promise<EmploymentRow[]> {
  const rows = await tx
    .select(employmentColumns)
    .from(employments)
    .where(
      and(
        eq(employments.ownerId, ownerId),
        employeeIds ? inArray(employments.employeeId, employeeIds) : undefined,
        withDeleted ? undefined : eq(employments.deleted, 0),
      ),
    )
    .orderBy(asc(employments.startDate), asc(employments.id));
  return rows as EmploymentRow[];
}

function groupBy<T extends { employeeId: number }>(rows: T[]): Map<number, Omit<T, 'employeeId'>[]> {
  const map = new Map<number, Omit<T, 'employeeId'>[]>();
  for (const { employeeId, ...rest } of rows) {
    const list = map.get(employeeId);
    if (list) list.push(rest);
    else map.set(employeeId, [rest]);
  }
  return map;
}

/** Whether the caller sees confidential fields (show_employees or admin) or basic data only (employees_limited). */
export interface Visibility {
  full: boolean;
}

function withoutFields<T extends object>(record: T, fields: readonly string[]): T {
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) delete copy[field];
  return copy as T;
}

/** The API shape: derived name, active and work years; confidential fields dropped for basic-data callers. */
export function toEmployee(
  row: NonNullable<EmployeeRow>,
  addresses: Omit<AddressRow, 'employeeId'>[],
  employmentList: Omit<EmploymentRow, 'employeeId'>[],
  visibility: Visibility,
  today = todayIso(),
): TEmployee {
  const employee = {
    ...row,
    flexFilterValue: (row.flexFilterValue ?? {}) as TEmployee['flexFilterValue'],
    name: employeeName(row),
    active: isActiveEmployee(employmentList, today),
    workYears: workYears(employmentList, today),
    addresses,
    employments: visibility.full
      ? employmentList
      : employmentList.map((e) => withoutFields(e, EMPLOYMENT_CONFIDENTIAL_FIELDS)),
  } as TEmployee;
  return visibility.full ? employee : withoutFields(employee, EMPLOYEE_CONFIDENTIAL_FIELDS);
}

/** Every non-deleted employee of the owner with non-deleted addresses and employments. */
export async function listEmployees(tx: Db, ownerId: number, visibility: Visibility): Promise<TEmployee[]> {
  // One after the other: a transaction has one connection, so parallel queries would only queue.
  const rows = await tx
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.ownerId, ownerId), eq(employees.deleted, 0)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const addresses = await addressRows(tx, ownerId);
  const employmentList = await employmentRows(tx, ownerId);
  const byEmployeeAddresses = groupBy(addresses);
  const byEmployeeEmployments = groupBy(employmentList);
  const today = todayIso();
  return rows.map((row) =>
    toEmployee(row, byEmployeeAddresses.get(row.id) ?? [], byEmployeeEmployments.get(row.id) ?? [], visibility, today),
  );
}

/** One employee in the list's shape (deleted ones too: the answer to a delete). */
export async function loadEmployee(
  tx: Db,
  ownerId: number,
  id: number,
  visibility: Visibility,
): Promise<TEmployee | undefined> {
  const row = await findEmployeeRow(tx, ownerId, id);
  if (!row) return undefined;
  const addresses = await addressRows(tx, ownerId, [id]);
  const employmentList = await employmentRows(tx, ownerId, [id]);
  return toEmployee(
    row,
    addresses.map(({ employeeId: _e, ...a }) => a),
    employmentList.map(({ employeeId: _e, ...e }) => e),
    visibility,
  );
}

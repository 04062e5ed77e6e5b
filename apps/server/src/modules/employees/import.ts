import {
  addressesToClose,
  errorMessage,
  IMPORT_CALLS,
  IMPORT_TEXTS,
  isInClosedPeriod,
  overlappingEmployment,
  VALIDATION_MESSAGES,
  ZEmployee,
} from '@backoffice/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeAddresses, employees, employers, employments } from '../../db/schema/index.ts';
import { type AuditEntry, createdChanges } from '../../platform/audit.ts';
import { type GeoPoint, tryGeocode } from '../../platform/geo.ts';
import { type ImportDefinition, type RowIssue, zodRowIssues } from '../../platform/imports/define.ts';
import { rowWarnings } from '../../platform/imports/warnings.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { employeeValues } from './employee-save.ts';
import { rowValues } from './employments.ts';
import { type EmployeeInput, periodIssues } from './validation.ts';

// insertEmployees (Employees/ImportEmployees): new employees with their addresses and employments, by the rules of
// saveEmployee (employee-save.ts, addresses.ts, employments.ts), written set-based.

type Address = EmployeeInput['addresses'][number];
type Points = (GeoPoint | null | undefined)[][];

/** The addresses an import writes, in the order saveAddresses writes new ones: by start date. */
const newAddresses = (employee: EmployeeInput): Address[] =>
  employee.addresses.filter((a) => !a.deleted).sort((a, b) => a.startDate.localeCompare(b.startDate));
const newEmployments = (employee: EmployeeInput) => employee.employments.filter((e) => !e.deleted);
const unplaced = (a: Address) => a.latitude === 0 && a.longitude === 0;

/** The rules of one employee that need no database: new records only, periods, contracts of one employer apart. */
function employeeIssues(employee: EmployeeInput): RowIssue[] {
  const issues: RowIssue[] = periodIssues(employee, []).map((i) => ({ path: i.path.join('.'), message: i.message }));
  if (employee.id) issues.push({ path: 'id', message: IMPORT_TEXTS.newOnly });
  if (employee.deleted) issues.push({ path: 'deleted', message: IMPORT_TEXTS.noDelete });
  for (const list of ['addresses', 'employments'] as const) {
    employee[list].forEach((item, i) => {
      if (item.id) issues.push({ path: `${list}.${i}.id`, message: IMPORT_TEXTS.newOnly });
    });
  }
  const seen: { id: number; employerId: number; startDate: string; endDate: string; deleted: number }[] = [];
  employee.employments.forEach((e, i) => {
    if (e.deleted) return;
    const candidate = { ...e, id: -(i + 1) };
    if (overlappingEmployment(seen, candidate))
      issues.push({ path: `employments.${i}.startDate`, message: VALIDATION_MESSAGES.contractOverlap });
    seen.push(candidate);
  });
  return issues;
}

/** Highest employment number of the owner, deleted ones included, under the owner's employment lock. */
async function highestNumber(tx: Db, ownerId: number): Promise<number> {
  await lockOwnerSequence(tx, ownerId, 'employment');
  const [row] = await tx
    .select({ n: max(employments.number) })
    .from(employments)
    .where(eq(employments.ownerId, ownerId));
  return row?.n ?? 0;
}

export const employeeImport: ImportDefinition<EmployeeInput, Points> = {
  kind: 'employees',
  call: IMPORT_CALLS.insertEmployees,
  max: 10_000,

  parseRow(item) {
    const parsed = ZEmployee.safeParse(item);
    if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
    const issues = employeeIssues(parsed.data);
    return issues.length > 0 ? { issues } : { row: parsed.data };
  },

  // A failure in an address answers with the server text of spec 000 §8, as saveEmployee does.
  refusalKey: (issues) => (issues.some((i) => i.path.includes('addresses')) ? 'address.invalid' : undefined),

  async check(tx, ownerId, rows) {
    const ids = [...new Set(rows.flatMap((r) => newEmployments(r).map((e) => e.employerId)))];
    const found =
      ids.length === 0
        ? []
        : await tx
            .select({ id: employers.id, deleted: employers.deleted, closed: employers.salaryClosedDate })
            .from(employers)
            .where(and(eq(employers.ownerId, ownerId), inArray(employers.id, ids)));
    const byId = new Map(found.map((e) => [e.id, e]));
    const issues: RowIssue[] = [];
    rows.forEach((row, index) => {
      row.employments.forEach((e, i) => {
        if (e.deleted) return;
        const employer = byId.get(e.employerId);
        // An unknown employer is a reference the registrar refuses; here only its closed salary period counts.
        if (employer && !employer.deleted && isInClosedPeriod(e.startDate, employer.closed))
          issues.push({
            path: `${index}.employments.${i}.startDate`,
            message: errorMessage('salaryPeriod.closed'),
          });
      });
    });
    return issues;
  },

  async prepare(app, rows, progress) {
    const points: Points = [];
    for (const [index, row] of rows.entries()) {
      const found: (GeoPoint | null | undefined)[] = [];
      for (const a of newAddresses(row)) found.push(unplaced(a) ? await tryGeocode(app.geo.geocoder, a) : undefined);
      points.push(found);
      await progress(index + 1);
    }
    return points;
  },

  highest: highestNumber,

  async plan({ ownerId, userId, highest, allocate, turn }, rows, points = []) {
    let last = highest;
    const addressCount = rows.reduce((n, r) => n + newAddresses(r).length, 0);
    const employmentCount = rows.reduce((n, r) => n + newEmployments(r).length, 0);
    const employeeIds = await allocate(employees, rows.length);
    const addressIds = await allocate(employeeAddresses, addressCount);
    const employmentIds = await allocate(employments, employmentCount);
    const audit: AuditEntry[] = [];
    const entry = (entity: string, entityId: number, action: string, changes: Record<string, unknown>) =>
      audit.push({ ownerId, userId, entity, entityId, action, changes });
    const employeeRows: Record<string, unknown>[] = [];
    const addressRows: Record<string, unknown>[] = [];
    const employmentRows: Record<string, unknown>[] = [];
    const ungeocoded: number[] = [];

    for (const [index, row] of rows.entries()) {
      const employeeId = employeeIds[index] as number;
      const values = employeeValues(row);
      employeeRows.push({ ...values, ownerId, id: employeeId });
      entry('Employee', employeeId, 'create', createdChanges(values));

      // A new main address closes the main address in force the day before it starts (addresses.ts).
      const written: (Address & { employeeId: number })[] = [];
      for (const a of newAddresses(row)) {
        const { id: _id, ...fields } = a;
        const address = { ...fields, id: addressIds[addressRows.length + written.length] as number, employeeId };
        entry('EmployeeAddress', address.id, 'create', createdChanges({ ...fields, employeeId }));
        for (const close of addressesToClose(written, address)) {
          const closed = written.find((w) => w.id === close.id);
          if (!closed) continue;
          entry('EmployeeAddress', close.id, 'close', { endDate: [closed.endDate, close.endDate] });
          closed.endDate = close.endDate;
        }
        written.push(address);
      }
      let failed = false;
      written.forEach((address, i) => {
        const point = points[index]?.[i];
        if (point) {
          entry('EmployeeAddress', address.id, 'geocode', { latitude: [0, point.lat], longitude: [0, point.lng] });
          Object.assign(address, { latitude: point.lat, longitude: point.lng });
        } else if (unplaced(address)) failed = true;
      });
      if (failed) ungeocoded.push(index + 1);
      for (const address of written) addressRows.push({ ...address, ownerId });

      for (const e of newEmployments(row)) {
        const number = typeof e.number === 'number' ? e.number : last + 1;
        last = Math.max(last, number);
        const fields = { ...rowValues(e, number), employeeId };
        const id = employmentIds[employmentRows.length] as number;
        employmentRows.push({ ...fields, ownerId, id });
        entry('Employment', id, 'create', createdChanges(fields));
      }
      await turn();
    }

    return {
      inserts: [
        { table: employees, rows: employeeRows },
        { table: employeeAddresses, rows: addressRows },
        { table: employments, rows: employmentRows },
      ],
      audit,
      ids: employeeIds,
      warnings: rowWarnings('geo.unplaced', ungeocoded),
    };
  },
};

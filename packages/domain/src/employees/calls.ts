import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import {
  ZCheckClosedDateEmployerRequest,
  ZEmployee,
  ZEmployeeRecord,
  ZEmployeesHome,
  ZEmployer,
  ZEmployment,
  ZSaveEmploymentRequest,
  ZSetClosedDateEmployerRequest,
} from './schemas.ts';

/** An employment in allEmployees: personnel number, employer and period always; terms only in the full view. */
const ZListedEmployment = ZEmployment.partial().required({
  id: true,
  number: true,
  employerId: true,
  startDate: true,
  endDate: true,
  deleted: true,
});

/**
 * A row of allEmployees: the names and state always, every other field only for the views that send it
 * (EMPLOYEE_VIEWS; TListedEmployee is the same shape).
 */
const ZListedEmployee = ZEmployeeRecord.omit({ warnings: true })
  .partial()
  .required({ id: true, firstName: true, insertion: true, lastName: true, name: true, active: true, deleted: true })
  .extend({ employments: z.array(ZListedEmployment).optional() });

/** Employees and employers (spec 000 §7). insertEmployees is the import platform's. */
export const EMPLOYEE_CALLS = {
  allEmployees: defineCall({
    method: 'GET',
    path: '/allEmployees',
    area: ['employees', 'projects', 'planning'],
    level: 'read',
    body: ZNoBody,
    response: z.array(ZListedEmployee),
    summary: "The owner's employees, each with the fields the caller's roles may see",
  }),
  saveEmployee: defineCall({
    method: 'POST',
    path: '/saveEmployee',
    area: 'employees',
    level: 'write',
    body: ZEmployee,
    response: ZEmployeeRecord,
    summary: 'Create, change or delete (deleted: 1, when not in use) an employee with its addresses and employments',
  }),
  saveEmployment: defineCall({
    method: 'POST',
    path: '/saveEmployment',
    area: 'employees',
    level: 'write',
    body: ZSaveEmploymentRequest,
    response: ZEmployment,
    summary: "Create, change or end one of an employee's employments",
  }),
  employeesHome: defineCall({
    method: 'GET',
    path: '/employeesHome',
    area: 'employees',
    level: 'read',
    body: ZNoBody,
    response: ZEmployeesHome,
    summary: "The home page's birthdays, contracts ending and work anniversaries",
  }),
  allEmployers: defineCall({
    method: 'GET',
    path: '/allEmployers',
    area: 'employees',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZEmployer),
    summary: "The owner's employers",
  }),
  saveEmployer: defineCall({
    method: 'POST',
    path: '/saveEmployer',
    area: 'employees',
    level: 'write',
    body: ZEmployer,
    response: ZEmployer,
    summary: 'Create, change or delete (deleted: 1, without employments) an employer; the salary closed date stays',
  }),
  setClosedDateEmployer: defineCall({
    method: 'POST',
    path: '/setClosedDateEmployer',
    area: 'employees',
    level: 'write',
    body: ZSetClosedDateEmployerRequest,
    response: ZEmployer,
    summary: "Move an employer's salary closed date forward (never back)",
  }),
  checkClosedDateEmployer: defineCall({
    method: 'POST',
    path: '/checkClosedDateEmployer',
    area: 'employees',
    level: 'read',
    body: ZCheckClosedDateEmployerRequest,
    response: z.object({ closed: z.boolean(), salaryClosedDate: z.string().nullable() }),
    summary: "Whether a period starts or ends in the employer's closed salary period",
  }),
} as const;

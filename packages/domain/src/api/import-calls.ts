import { z } from 'zod';
import { ZCustomer } from '../customers/schemas.ts';
import { ZCourse, ZEmployee } from '../employees/schemas.ts';
import { ZProject, ZWork } from '../projects/schemas.ts';
import { zRef } from './fields.ts';
import { defineImportCall } from './imports.ts';

/** A work of the works import: the work and the project it belongs to. */
export const ZImportWork = z.intersection(ZWork, z.object({ projectId: zRef('projects', {}) }));

/**
 * The imports (spec 001 insert*): each takes a list of new records, checks every row (400 naming the refused rows,
 * nothing written) and answers the queued job, which writes all rows or none. Resource imports are declared with
 * their resource.
 */
export const IMPORT_CALLS = {
  insertEmployees: defineImportCall({
    path: '/insertEmployees',
    area: 'employees',
    row: ZEmployee,
    summary: 'Import new employees (a job)',
  }),
  insertCourses: defineImportCall({
    path: '/insertCourses',
    area: 'employees',
    row: ZCourse,
    saved: ZCourse,
    summary: 'Import new courses: up to 100 answered with the saved courses, more as a job',
  }),
  insertCustomers: defineImportCall({
    path: '/insertCustomers',
    area: 'sales',
    row: ZCustomer,
    summary: "Import new customers (a job): '<auto>' numbers follow the highest",
  }),
  insertProjects: defineImportCall({
    path: '/insertProjects',
    area: 'projects',
    row: ZProject,
    summary: 'Import new projects with their addresses (a job)',
  }),
  insertWorks: defineImportCall({
    path: '/insertWorks',
    area: 'projects',
    row: ZImportWork,
    summary: 'Import new works of existing projects (a job)',
  }),
} as const;

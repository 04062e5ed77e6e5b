import { courseResource } from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import { courses, employees } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';
import { employeeNameSql } from '../keys/index.ts';
import { courseImport } from './import.ts';

/** Courses an employee followed (spec 001 §3 Course): a course may not end before it starts; lists name the employee. */
const courseServer = defineResource(courseResource, courses, {
  validate(_ctx, course) {
    if (String(course.validUntil) < String(course.courseDate)) throw fail('course.endsBeforeStart');
    return undefined;
  },
  joined: {
    columns: { employeeName: employeeNameSql(employees) },
    join: (query) =>
      query.leftJoin(employees, and(eq(employees.ownerId, courses.ownerId), eq(employees.id, courses.employeeId))),
  },
  order: [asc(courses.courseDate), asc(courses.id)],
});

export function registerCourseRoutes(r: CallRegistrar): void {
  registerResource(r, courseServer);
  registerImport(r, courseImport);
}

import { errorMessage, IMPORT_CALLS, type TCourse, ZCourse } from '@backoffice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { courses, employees } from '../../db/schema/index.ts';
import { type ImportDefinition, type RowIssue, zodRowIssues } from '../../platform/imports/define.ts';
import { oneTablePlan, savedRecords } from '../../platform/imports/one-table.ts';

/** What the course calls answer of a course (allCourses adds the employee's name). */
const courseColumns = {
  id: courses.id,
  employeeId: courses.employeeId,
  course: courses.course,
  kind: courses.kind,
  courseDate: courses.courseDate,
  validUntil: courses.validUntil,
  deleted: courses.deleted,
};

/** A course may not end before it is taken (validUntil is already the open end 3000-01-01 when it was empty). */
const COURSE_DATES_TEXT = errorMessage('course.endsBeforeStart');

/**
 * insertCourses: new courses of live employees. A list of up to 100 is written in the call and answered with the
 * saved courses (spec 001: 'saved'); a longer one runs as an import job.
 */
export const courseImport: ImportDefinition<TCourse> = {
  kind: 'courses',
  call: IMPORT_CALLS.insertCourses,
  max: 5000,

  parseRow(item) {
    const parsed = ZCourse.safeParse(item);
    if (!parsed.success) return { issues: zodRowIssues(parsed.error) };
    // The id is ignored and the course is new, as saveCourse's insert always did.
    const course = { ...parsed.data, id: 0, deleted: 0 };
    return course.validUntil < course.courseDate
      ? { issues: [{ path: '', message: COURSE_DATES_TEXT }] }
      : { row: course };
  },

  async check(tx, ownerId, rows) {
    const wanted = [...new Set(rows.map((row) => row.employeeId))];
    const found = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.ownerId, ownerId), inArray(employees.id, wanted), eq(employees.deleted, 0)));
    const live = new Set(found.map((row) => row.id));
    return rows.flatMap((row, index): RowIssue[] =>
      live.has(row.employeeId)
        ? []
        : [{ path: `${index}.employeeId`, message: `Employee ${row.employeeId} not found` }],
    );
  },

  plan: (context, rows) =>
    oneTablePlan(
      context,
      courses,
      'Course',
      rows.map(({ id: _id, ...course }) => course),
    ),
  immediate: savedRecords(courses, courseColumns),
};

import { type TCourse, ZCourse } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { courses, employees } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext, CallRegistrar } from '../../platform/calls.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { employeeNameSql } from '../keys/service.ts';
import { COURSE_DATES_TEXT, courseColumns, courseImport } from './import.ts';

// Courses an employee followed (spec 001 §3 Course). Hand-written rather than a generic resource: a course must
// belong to an existing employee and may not end before it starts, and lists show the employee's name.

const byId = (ownerId: number, id: number) => and(eq(courses.ownerId, ownerId), eq(courses.id, id));
async function findCourseForUpdate(ctx: CallContext, id: number) {
  const [row] = await ctx.tx.select(courseColumns).from(courses).where(byId(ctx.ownerId, id)).for('update');
  if (!row || row.deleted) throw notFound(`Course ${id} not found`);
  return row;
}

function checkDates(course: TCourse): void {
  if (course.validUntil < course.courseDate) throw badRequest(COURSE_DATES_TEXT);
}

async function createCourse(ctx: CallContext, course: TCourse): Promise<TCourse> {
  const { id: _new, ...fields } = course;
  const [row] = await ctx.tx
    .insert(courses)
    .values({ ...fields, deleted: 0, ownerId: ctx.ownerId })
    .returning(courseColumns);
  if (!row) throw new Error('insert course returned nothing');
  await ctx.audit('Course', row.id, 'create', fields);
  return row;
}

export function registerCourseRoutes(r: CallRegistrar): void {
  r.call({ method: 'GET', path: '/allCourses', area: 'employees', level: 'read' }, (ctx) =>
    ctx.tx
      .select({ ...courseColumns, employeeName: employeeNameSql(employees) })
      .from(courses)
      .leftJoin(employees, and(eq(employees.ownerId, courses.ownerId), eq(employees.id, courses.employeeId)))
      .where(and(eq(courses.ownerId, ctx.ownerId), eq(courses.deleted, 0)))
      .orderBy(asc(courses.courseDate), asc(courses.id)),
  );

  r.call(
    {
      method: 'POST',
      path: '/saveCourse',
      area: 'employees',
      level: 'write',
      body: ZCourse,
      onDelete: async (ctx, id) => {
        const before = await findCourseForUpdate(ctx, id);
        await ctx.tx.update(courses).set({ deleted: 1, updatedAt: sql`now()` }).where(byId(ctx.ownerId, id));
        await ctx.audit('Course', id, 'delete');
        return { ...before, deleted: 1 };
      },
    },
    async (ctx, data) => {
      checkDates(data);
      if (!data.id) {
        return createCourse(ctx, data);
      }
      const before = await findCourseForUpdate(ctx, data.id);
      const { id, ...fields } = data;
      const [row] = await ctx.tx
        .update(courses)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(byId(ctx.ownerId, id))
        .returning(courseColumns);
      if (!row) throw notFound(`Course ${id} not found`);
      await ctx.audit('Course', id, 'update', diffRecords(before, row));
      return row;
    },
  );

  registerImport(r, courseImport);
}

import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Planning (issue 5): shifts (agenda entries), absences and the clock records of the employee app.

/**
 * One shift of one employee on one project on one day (spec 000 §3 Agenda entry, 002 §3 Planning item). Times are
 * HHmm; pause, travel time and hours are hundredths of an hour. A shift made from a work's recurrence has source
 * 'default' and keeps its slot (workId, originalDate, employeeWorkId) and key whatever a planner changes; a removed
 * default shift stays as source 'del' so regenerating the planning does not bring it back.
 */
export const agendaEntries = pgTable(
  'agenda_entries',
  {
    ...tenantColumns(),
    /** Stable identity across changes, work orders and announcements (spec 000 §4). */
    key: text('key').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The date the work's recurrence gave (default shifts); null for shifts planned by hand. */
    originalDate: date('original_date', { mode: 'string' }),
    /** 0 = nobody assigned yet (to be scheduled). */
    employeeId: integer('employee_id').notNull().default(0),
    projectId: integer('project_id').notNull(),
    workId: integer('work_id').notNull().default(0),
    /** The employee the work itself plans in this slot (default shifts), kept when the shift moves to someone else. */
    employeeWorkId: integer('employee_work_id').notNull().default(0),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    pause: integer('pause').notNull().default(0),
    travelTime: integer('travel_time').notNull().default(0),
    /** Worked hours in hundredths: end - start - pause (travel time counted apart). */
    hours: integer('hours').notNull().default(0),
    addition: text('addition').notNull().default(''),
    /** A planner's note on the shift: a noted item in the week view. */
    note: text('note').notNull().default(''),
    /** 'default' (from a work), 'del' (a removed default shift) or '' (planned by hand). */
    source: text('source').notNull().default(''),
    /** 1 standard, 2 changed, 3 extra shift (spec 002 §9). */
    planningType: integer('planning_type').notNull().default(1),
    standOut: integer('stand_out').notNull().default(0),
    /** 0 scheduled, 1 confirmed, 2 invoiced (spec 002 §4 shift lifecycle). */
    confirmed: integer('confirmed').notNull().default(0),
    /** Who confirmed when, and what was confirmed. */
    confirmedData: jsonb('confirmed_data').notNull().default({}),
    /** The planned values, kept when the hours are confirmed. */
    plannedStart: integer('planned_start'),
    plannedEnd: integer('planned_end'),
    plannedPause: integer('planned_pause'),
    plannedTravelTime: integer('planned_travel_time'),
    /** Summary of the clock records of this shift (times, distances, deviations). */
    clockData: jsonb('clock_data').notNull().default({}),
    /** The shift no longer matches its work (work changed or ended after planning). */
    mismatch: integer('mismatch').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    invoiceId: integer('invoice_id').notNull().default(0),
    /** When the customer was mailed about this shift (a sent announcement is shaded). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    workOrderUploadId: integer('work_order_upload_id').notNull().default(0),
    /**
     * Default shifts: the times of the work entry this shift was last reconciled with (default-slots.ts workStamp), or
     * 'gone' once the works stopped asking for it. Another stamp on the next run means the work changed: mismatch.
     */
    workStamp: text('work_stamp').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('agenda_entries_key_idx').on(t.ownerId, t.key),
    index('agenda_entries_date_idx').on(t.ownerId, t.date),
    index('agenda_entries_employee_idx').on(t.ownerId, t.employeeId, t.date),
    index('agenda_entries_project_idx').on(t.ownerId, t.projectId, t.date),
    index('agenda_entries_work_idx').on(t.ownerId, t.workId, t.originalDate),
    // Default planning reads the default shifts of a period by the date their work gave them.
    index('agenda_entries_original_date_idx').on(t.ownerId, t.originalDate).where(sql`original_date is not null`),
    index('agenda_entries_invoice_idx').on(t.ownerId, t.invoiceId).where(sql`invoice_id <> 0`),
  ],
);

/**
 * An absence or leave request of an employee (spec 000 §3 Absent; kinds and statuses in spec 002 §9). hourDetails
 * holds the hours per day (hundredths) when the absence is not whole days.
 */
export const absents = pgTable(
  'absents',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 1 leave, 2 sickness, 3 unpaid leave, 4 not available, 5 cancelled, 6 fixed unavailable. */
    kind: integer('kind').notNull(),
    /** 1 requested, 2 approved, 3 denied, 4 response sent. */
    status: integer('status').notNull().default(1),
    /** The answer of a request (2 approved, 3 denied; 0 while requested), kept when the response is sent (status 4). */
    decision: integer('decision').notNull().default(0),
    /** Partial sickness: the percentage the employee is sick (0 = whole). */
    percentage: integer('percentage').notNull().default(0),
    sickClosed: integer('sick_closed').notNull().default(0),
    hourDetails: jsonb('hour_details').notNull().default({}),
    description: text('description').notNull().default(''),
    /** The planner's answer to a request, mailed with "send response". */
    response: text('response').notNull().default(''),
    handledBy: integer('handled_by').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('absents_employee_idx').on(t.ownerId, t.employeeId, t.startDate),
    index('absents_period_idx').on(t.ownerId, t.startDate, t.endDate),
  ],
);

/** A clock-in or clock-out from the employee app: time and position, matched to the shift it belongs to. */
export const clockRecords = pgTable(
  'clock_records',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    /** The shift it was matched to (0: none found). */
    agendaEntryId: integer('agenda_entry_id').notNull().default(0),
    projectId: integer('project_id').notNull().default(0),
    /** 'in' or 'out'. */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres from the project's main address, when both positions are known. */
    distance: integer('distance'),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('clock_records_employee_idx').on(t.ownerId, t.employeeId, t.at),
    index('clock_records_entry_idx').on(t.ownerId, t.agendaEntryId),
  ],
);

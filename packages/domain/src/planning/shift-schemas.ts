import { z } from 'zod';
import {
  zCode,
  zFlag,
  zId,
  zInt,
  zLine,
  zNotes,
  zRecordId,
  zRef,
  zSaveOrDelete,
  zText,
  zTimeOfDay,
} from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { PLANNING_TYPES } from './enums.ts';
import { zPeriodRequest } from './period-schema.ts';
import { minutesOfDay, minutesToHundredths } from './shift-times.ts';

// Agenda entries (shifts) as the API sends and takes them (spec 000 §3 Agenda entry, 002 §3 Planning item).

/** Pause and travel time: hundredths of an hour, 0 to 24 hours. */
const zHundredths = zInt(0, 2400).default(0);
const zIds = z.array(zRecordId).min(1).max(5000);

/** Who confirmed the hours (membership id and user name) and when (ISO timestamp). */
export const ZConfirmedData = z.object({
  by: z.number().int().optional(),
  byName: z.string().optional(),
  at: z.string().optional(),
});
export type TConfirmedData = z.infer<typeof ZConfirmedData>;

const zHhmm = z.number().int().min(0).max(2400);
const zDate = z.string();

/**
 * A stored agenda entry as the API answers it. Times HHmm; pause, travelTime and hours in hundredths; dates
 * 'YYYY-MM-DD'. source: 'default' (from a work), 'del' (a removed default shift) or '' (by hand); confirmed: 0
 * scheduled, 1 confirmed, 2 invoiced; planned*: the planned values kept when the hours were confirmed.
 */
export const ZAgendaEntry = z.object({
  id: z.number().int(),
  key: z.string(),
  date: zDate,
  originalDate: zDate.nullable(),
  employeeId: z.number().int(),
  projectId: z.number().int(),
  workId: z.number().int(),
  employeeWorkId: z.number().int(),
  startTime: zHhmm,
  endTime: zHhmm,
  pause: z.number().int(),
  travelTime: z.number().int(),
  hours: z.number().int(),
  addition: z.string(),
  note: z.string(),
  source: z.string(),
  planningType: z.number().int(),
  standOut: z.number().int(),
  confirmed: z.number().int(),
  confirmedData: ZConfirmedData,
  plannedStart: zHhmm.nullable(),
  plannedEnd: zHhmm.nullable(),
  plannedPause: z.number().int().nullable(),
  plannedTravelTime: z.number().int().nullable(),
  clockData: z.record(z.string(), z.unknown()),
  mismatch: z.number().int(),
  checked: z.number().int(),
  invoiceId: z.number().int(),
  announcedAt: z.string().nullable(),
  workOrderUploadId: z.number().int(),
  deleted: z.number().int(),
});
// A type alias (not an interface): it is compared field by field as a plain record (audit diffs).
export type TAgendaEntry = z.infer<typeof ZAgendaEntry>;

const endAfterStart = (e: { startTime: number; endTime: number }) => e.endTime > e.startTime;
const pauseFits = (e: { startTime: number; endTime: number; pause: number }) =>
  e.endTime <= e.startTime || e.pause <= minutesToHundredths(minutesOfDay(e.endTime) - minutesOfDay(e.startTime));
/** The pause cannot be longer than the shift itself. */
export const PAUSE_TOO_LONG = VALIDATION_MESSAGES.pauseTooLong;

/**
 * saveAgendaEntry and each item of updateAgendaEntries. `date` is checked by the server (a date outside the allowed
 * range answers 'Bad Request. Work date is out of range'). Server-kept fields (hours, source, confirmed, planned*,
 * mismatch, invoiceId) are not taken from the client: hours are computed, the rest have calls of their own.
 * planningType left out keeps the stored one (a new shift planned by hand is an extra shift, 3).
 */
export const ZSaveAgendaEntry = z
  .object({
    id: zId,
    key: zText(64),
    date: zLine(10),
    employeeId: zRef('employees').default(0),
    projectId: zRef('projects', {}),
    workId: zRef('works').default(0),
    startTime: zTimeOfDay,
    endTime: zTimeOfDay,
    pause: zHundredths,
    travelTime: zHundredths,
    addition: zText(200),
    note: zNotes(2000),
    planningType: zCode(PLANNING_TYPES).optional(),
    standOut: zFlag.default(0),
    checked: zFlag.default(0),
    deleted: zFlag.default(0),
  })
  .refine(endAfterStart, { message: VALIDATION_MESSAGES.endTimeBeforeStart, path: ['endTime'] })
  .refine(pauseFits, { message: PAUSE_TOO_LONG, path: ['pause'] });
export type TSaveAgendaEntryInput = z.input<typeof ZSaveAgendaEntry>;
export type TSaveAgendaEntry = z.infer<typeof ZSaveAgendaEntry>;

/** A delete through the save call (spec 000 §4): the id and deleted: 1 are enough. */
/** updateAgendaEntries: moves, copies (id 0) and bulk changes, all or nothing. */
export const ZUpdateAgendaEntries = z.object({ entries: z.array(zSaveOrDelete(ZSaveAgendaEntry)).min(1).max(2000) });

export const ZAgendaIdsRequest = z.object({ ids: zIds });

/** A period to read or generate (at most PLANNING_MAX_RANGE_DAYS days). */
export const ZPlanningRangeRequest = zPeriodRequest({});
export type TPlanningRangeRequest = z.infer<typeof ZPlanningRangeRequest>;

/** agendaEntriesCache: the shifts of a period with names; mismatchOnly = 1 lists only shifts off their work. */
export const ZPlanningCacheRequest = zPeriodRequest({ mismatchOnly: zFlag.default(0) });

/** The week view's rows: 1 = one row per employee, 2 = one row per project. */
export const PLANNING_VIEWS = { employees: 1, projects: 2 } as const;

/** agendaEntriesPlanning: one ISO week (the current one when left out) by employee or by project. */
export const ZPlanningWeekRequest = z.object({
  year: zInt(1583, 9998).optional(),
  week: zInt(1, 53).optional(),
  view: zCode(Object.values(PLANNING_VIEWS)).default(PLANNING_VIEWS.employees),
});

/** confirmAgendaEntries: the confirmed values per entry; a value left out is the one planned. */
export const ZConfirmAgendaEntries = z.object({
  entries: z
    .array(
      z
        .object({
          id: zInt(1),
          startTime: zTimeOfDay.optional(),
          endTime: zTimeOfDay.optional(),
          pause: zInt(0, 2400).optional(),
          travelTime: zInt(0, 2400).optional(),
        })
        .refine((e) => e.startTime === undefined || e.endTime === undefined || e.endTime > e.startTime, {
          message: VALIDATION_MESSAGES.endTimeBeforeStart,
          path: ['endTime'],
        }),
    )
    .min(1)
    .max(5000),
});

/** confirmationOverview: the shifts of a period, optionally of one employee or project. */
export const ZConfirmationOverviewRequest = zPeriodRequest({
  employeeId: zInt(0).default(0),
  projectId: zInt(0).default(0),
});

/** One row of the HourConfirmations page. */
export const ZConfirmationRow = z.object({
  id: z.number().int(),
  date: zDate,
  employeeId: z.number().int(),
  employeeName: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  startTime: zHhmm,
  endTime: zHhmm,
  pause: z.number().int(),
  travelTime: z.number().int(),
  hours: z.number().int(),
  plannedStart: zHhmm.nullable(),
  plannedEnd: zHhmm.nullable(),
  plannedPause: z.number().int().nullable(),
  plannedTravelTime: z.number().int().nullable(),
  plannedHours: z.number().int(),
  confirmed: z.number().int(),
  confirmedData: ZConfirmedData,
});
export type TConfirmationRow = z.infer<typeof ZConfirmationRow>;

/** What the week view shows (owner setting planningVisibility, page Planning/Visibility). */
export const PLANNING_CHIP_FIELDS = ['times', 'name', 'hours', 'addition', 'travelTime'] as const;
export type PlanningChipField = (typeof PLANNING_CHIP_FIELDS)[number];
export const ZPlanningVisibility = z.object({
  /** Employees left out of the week view (people who never clean: office staff). */
  hiddenEmployees: z.array(zRef('employees', {})).max(10_000).default([]),
  /** Projects left out of the week view by project. */
  hiddenProjects: z.array(zRef('projects', {})).max(10_000).default([]),
  /** What a shift chip shows, in this order. */
  chipFields: z.array(z.enum(PLANNING_CHIP_FIELDS)).max(PLANNING_CHIP_FIELDS.length).default(['times', 'name']),
  /** Show the weekend columns (Saturday and Sunday). */
  showWeekend: zFlag.default(1),
  /** Rows without any shift in the week are shown too. */
  showEmptyRows: zFlag.default(1),
});
export type TPlanningVisibility = z.infer<typeof ZPlanningVisibility>;
export const DEFAULT_PLANNING_VISIBILITY: TPlanningVisibility = ZPlanningVisibility.parse({});

/** toBeScheduled: a work occurrence nobody is planned on, or a shift without an employee (entryId > 0). */
export const ZToBeScheduledRow = z.object({
  /** The slot's key: a shift made from it keeps it. */
  key: z.string(),
  entryId: z.number().int(),
  date: zDate,
  projectId: z.number().int(),
  projectName: z.string(),
  workId: z.number().int(),
  description: z.string(),
  /** Minutes per visit (the work's) or the shift's length. */
  minutes: z.number().int(),
  startTime: zHhmm.nullable(),
  endTime: zHhmm.nullable(),
});
export type TToBeScheduledRow = z.infer<typeof ZToBeScheduledRow>;

/** assignToBeScheduled: put an employee on an open occurrence (by key) or an unassigned shift (by entryId). */
export const ZAssignRequest = z
  .object({
    key: zText(64),
    entryId: zRef('shifts').default(0),
    employeeId: zRef('employees', {}),
    startTime: zTimeOfDay,
    endTime: zTimeOfDay,
  })
  .refine(endAfterStart, { message: VALIDATION_MESSAGES.endTimeBeforeStart, path: ['endTime'] })
  .refine((r) => r.entryId > 0 || r.key !== '', { message: VALIDATION_MESSAGES.required, path: ['key'] });

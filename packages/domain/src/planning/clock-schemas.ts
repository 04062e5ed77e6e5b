import { z } from 'zod';
import { tag, zFlag, zInt, zLine, zNumber, zRecordId } from '../api/fields.ts';
import { LOCALES } from '../api/session.ts';
import { ZUpload } from '../api/uploads.ts';
import { CLOCK_KINDS, DEVIATION_REASONS, ZClockData } from './clock.ts';
import { CLOCK_STATUSES } from './enums.ts';
import { zPeriodRequest } from './period-schema.ts';

// Requests and answers of the clock and documents calls (issue 5): the employee app's clock call, clock times,
// deviations, live status, the paged total overview, work orders and announcements.

/** How far the `at` of a clock record may lie from the server's time. */
export const CLOCK_AT_LIMITS = {
  /** A phone's clock running ahead. */
  futureMinutes: 5,
  /** Clock mode 1 (online): the record is sent as it is made. */
  pastMinutesOnline: 15,
  /** Clock mode 2 (offline and online): records made without a connection arrive later. */
  pastHoursOffline: 72,
} as const;

/** POST /r/clock (employee app): `at` (ISO instant) defaults to the server's time. */
export const ZClockRequest = z
  .object({
    kind: z.enum(CLOCK_KINDS),
    latitude: zNumber(-90, 90).optional(),
    longitude: zNumber(-180, 180).optional(),
    at: tag(z.iso.datetime({ offset: true }), { kind: 'line' }).optional(),
  })
  .refine((r) => (r.latitude === undefined) === (r.longitude === undefined), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type TClockRequest = z.input<typeof ZClockRequest>;
export type TClockInput = z.infer<typeof ZClockRequest>;

/** Longest period of the total overview (paged on the server): a year. */
export const OVERVIEW_MAX_RANGE_DAYS = 366;
/** Most rows one export or one "all rows" page answers. */
export const OVERVIEW_MAX_ROWS = 100_000;

/** The columns an export holds, in order, with the titles the user reads (the table's visible columns). */
export const zExportColumns = z
  .array(
    z.object({
      key: zLine(40),
      title: zLine(100, { min: 1 }),
      /** Labels of coded values (a status): code → the user's text. */
      values: z.record(zLine(40), zLine(100)).optional(),
    }),
  )
  .max(40)
  .default([]);
export type TExportColumn = z.infer<typeof zExportColumns>[number];

const filters = {
  employeeId: zInt(0).default(0),
  projectId: zInt(0).default(0),
  export: zFlag.default(0),
  columns: zExportColumns,
};

/** agendaEntriesClockTimes: the shifts of a period with their clock records; export 1 answers an .xlsx. */
export const ZClockTimesRequest = zPeriodRequest(filters);
export type TClockTimesRequest = z.input<typeof ZClockTimesRequest>;

/** getDeviations (GET query): checked -1 all, 0 open (default), 1 checked. */
export const ZDeviationsRequest = zPeriodRequest({
  checked: zInt(-1, 1).default(0),
  employeeId: zInt(0).default(0),
  projectId: zInt(0).default(0),
});
export type TDeviationsRequest = z.input<typeof ZDeviationsRequest>;
export type TDeviationsQuery = z.infer<typeof ZDeviationsRequest>;

/** checkDeviations: mark shifts' deviations as checked (1) or open again (0). */
export const ZCheckDeviationsRequest = z.object({
  ids: z.array(zRecordId).min(1).max(5000),
  checked: zFlag.default(1),
});

/** The total overview's sortable columns. */
export const OVERVIEW_ORDER = [
  'date',
  'employee',
  'project',
  'startTime',
  'endTime',
  'hours',
  'confirmed',
  'planningType',
] as const;
export type OverviewOrder = (typeof OVERVIEW_ORDER)[number];

/** pagedAgendaEntriesCacheV3: one page of every shift in a period; perPage 0 = all; export 1 answers an .xlsx. */
export const ZPagedAgendaRequest = zPeriodRequest(
  {
    ...filters,
    /** -1 all, 0 scheduled, 1 confirmed, 2 invoiced. */
    confirmed: zInt(-1, 2).default(-1),
    search: zLine(100).default(''),
    page: zInt(1).default(1),
    perPage: zInt(0, 1000).default(20),
    orderBy: z.enum(OVERVIEW_ORDER).default('date'),
    descending: zFlag.default(0),
  },
  OVERVIEW_MAX_RANGE_DAYS,
);
export type TPagedAgendaRequest = z.input<typeof ZPagedAgendaRequest>;
export type TPagedAgendaQuery = z.infer<typeof ZPagedAgendaRequest>;

/** An entry named by its id or by its key (spec 000 §4: after a work order or an announcement, entries go by key). */
export const zEntryRef = z.union([zRecordId, zLine(64, { min: 1 })]);
export type TEntryRef = z.infer<typeof zEntryRef>;

/** getWorkOrder: the PDF of a selection of shifts; the same selection answers the stored one unless regenerate=1. */
export const ZWorkOrderRequest = z.object({
  entries: z.array(zEntryRef).min(1).max(500),
  regenerate: zFlag.default(0),
  /** The language of the document's labels. */
  locale: z.enum(LOCALES).default('nl'),
});
export type TWorkOrderRequest = z.input<typeof ZWorkOrderRequest>;

/** sendAnnouncementsV2: announce a selection of shifts to their customers. */
export const ZAnnouncementsRequest = z.object({ entries: z.array(zEntryRef).min(1).max(2000) });

/** One clock record as the pages show it. */
export const ZClockRecordRow = z.object({
  id: z.number().int(),
  kind: z.enum(CLOCK_KINDS),
  at: z.string(),
  /** HHmm on the planning's wall clock. */
  time: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance: z.number().nullable(),
});
export type TClockRecordRow = z.infer<typeof ZClockRecordRow>;

/** What every shift row of these pages shows: who, where, when. Times HHmm; pause and hours in hundredths. */
export const ZShiftRowBase = z.object({
  id: z.number().int(),
  key: z.string(),
  date: z.string(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  /** The confirmed times once confirmed, else the planned ones. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  pause: z.number().int(),
  hours: z.number().int(),
  /** 0 scheduled, 1 confirmed, 2 invoiced. */
  confirmed: z.number().int(),
});
export type TShiftRowBase = z.infer<typeof ZShiftRowBase>;

/** A shift with its clock summary: clock times, deviations and status rows. */
export const ZClockShiftRow = ZShiftRowBase.extend({
  plannedStart: z.number().int().nullable(),
  plannedEnd: z.number().int().nullable(),
  checked: z.number().int(),
  clock: ZClockData,
  /** Recomputed now against the shift's current times. */
  deviations: z.array(z.enum(DEVIATION_REASONS)),
});
export type TClockShiftRow = z.infer<typeof ZClockShiftRow>;

export const ZClockTimesRow = ZClockShiftRow.extend({ records: z.array(ZClockRecordRow) });
export type TClockTimesRow = z.infer<typeof ZClockTimesRow>;

/** A clock record that matched no shift (an employee clocked where nothing was planned). */
export const ZUnmatchedClockRecord = ZClockRecordRow.extend({
  employeeId: z.number().int(),
  employeeName: z.string(),
  date: z.string(),
});
export type TUnmatchedClockRecord = z.infer<typeof ZUnmatchedClockRecord>;

export const ZClockTimesAnswer = z.object({
  entries: z.array(ZClockTimesRow),
  unmatched: z.array(ZUnmatchedClockRecord),
});
export type TClockTimesAnswer = z.infer<typeof ZClockTimesAnswer>;

const zLiveClockStatus = z.enum([...CLOCK_STATUSES, 'upcoming']);

export const ZClockStatusAnswer = z.object({
  date: z.string(),
  /** The server's time the statuses hold for. */
  at: z.string(),
  entries: z.array(ZClockShiftRow.extend({ status: zLiveClockStatus })),
  counts: z.partialRecord(zLiveClockStatus, z.number().int()),
});
export type TClockStatusAnswer = z.infer<typeof ZClockStatusAnswer>;

/** What POST /r/clock answers: the record and the shift it was matched to (0: none). */
export const ZClockAnswer = z.object({
  record: ZClockRecordRow.extend({ agendaEntryId: z.number().int(), projectId: z.number().int() }),
  entry: ZClockShiftRow.nullable(),
});
export type TClockAnswer = z.infer<typeof ZClockAnswer>;

/** One row of the total overview. */
export const ZOverviewRow = ZShiftRowBase.extend({
  travelTime: z.number().int(),
  planningType: z.number().int(),
  source: z.string(),
  addition: z.string(),
  announcedAt: z.string().nullable(),
  workOrderUploadId: z.number().int(),
});
export type TOverviewRow = z.infer<typeof ZOverviewRow>;

export const ZPagedAgendaAnswer = z.object({ agendaEntries: z.array(ZOverviewRow), resultCount: z.number().int() });
export type TPagedAgendaAnswer = z.infer<typeof ZPagedAgendaAnswer>;

/** An entry as work orders and announcements answer it: updated by key. */
export const ZEntryStamp = z.object({
  id: z.number().int(),
  key: z.string(),
  announcedAt: z.string().nullable(),
  workOrderUploadId: z.number().int(),
});
export type TEntryStamp = z.infer<typeof ZEntryStamp>;

export const ZAnnouncementsAnswer = z.object({
  sent: z.array(ZEntryStamp),
  failed: z.array(z.object({ entry: z.object({ id: z.number().int(), key: z.string() }), reason: z.string() })),
});
export type TAnnouncementsAnswer = z.infer<typeof ZAnnouncementsAnswer>;

/** getWorkOrder: the stored PDF and the shifts it now names. */
export const ZWorkOrderAnswer = z.object({ upload: ZUpload, entries: z.array(ZEntryStamp) });
export type TWorkOrderAnswer = z.infer<typeof ZWorkOrderAnswer>;

import { z } from 'zod';
import {
  jsonField,
  tag,
  zCode,
  zEndDate,
  zFlag,
  zId,
  zInt,
  zIntList,
  zIsoDate,
  zJson,
  zLine,
  zMoney,
  zMultiEmail,
  zNotes,
  zOptionalDate,
  zRecordId,
  zRef,
  zRefList,
  zText,
  zTimeOfDay,
  zTrimmedMultiline,
} from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { NOTE_RATINGS } from '../employees/enums.ts';
import { ZEmployeeAddress } from '../employees/schemas.ts';
import type { KeyedMessage } from '../errors/catalogue.ts';
import {
  ANNOUNCEMENT_DAYS,
  ANNOUNCEMENTS,
  COMPLAINT_CAUSES,
  COMPLAINT_KINDS,
  DEFAULT_MAP_COLOR,
  ISO_WEEKDAYS,
  MAP_COLOR_IDS,
  PROJECT_NAME_MIN,
  PROJECT_NOTE_CAUSES,
  PROJECT_NOTE_KINDS,
  WORK_INVOICING,
  WORK_PERIODIC_TYPES,
} from './enums.ts';

/** Hundredths of an hour (pause, travel time): 0 to 24 hours. */
const zHundredths = zInt(0, 2400).default(0);

/** Project address (spec 000 §3): the employee address with mainAddress instead of main; dates optional. */
export const ZProjectAddress = ZEmployeeAddress.omit({ main: true, startDate: true }).extend({
  startDate: zOptionalDate.default(null),
  mainAddress: zFlag.default(0),
});
export type TProjectAddress = z.infer<typeof ZProjectAddress>;

/** One employee on one weekday of a work (spec 002 §3 Work shared shape). Times HHmm, pause/travel in hundredths. */
export const ZWorkEmployee = z
  .object({
    employeeId: zRef('employees', {}),
    startDate: zOptionalDate.default(null),
    endDate: zEndDate,
    startTime: zTimeOfDay,
    endTime: zTimeOfDay,
    pause: zHundredths,
    travelTime: zHundredths,
    addition: zText(200),
  })
  .refine((e) => e.endTime > e.startTime, { message: VALIDATION_MESSAGES.endTimeBeforeStart, path: ['endTime'] })
  .refine((e) => e.startDate === null || e.endDate >= e.startDate, {
    message: VALIDATION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type TWorkEmployee = z.infer<typeof ZWorkEmployee>;

const weekdayKey = z.enum(ISO_WEEKDAYS.map(String) as [string, ...string[]]);

/**
 * A recurring work of a project (spec 000 §3 Project work, 002 §3 Work): what is done, how it is invoiced and when it
 * recurs (enums.ts WORK_PERIODIC_TYPES; work-dates.ts lists the dates). weekDays maps an ISO weekday ("1" = Monday)
 * to the employees who do it that day. The fields without the checks across them (ZWorkFields) give the answers'
 * shapes (calls.ts).
 */
export const ZWorkFields = z.object({
  id: zId,
  description: zNotes(1000),
  workType: zInt(0).default(0),
  hourRate: zMoney,
  /** A fixed price per invoicing period in cents (0 none), beside or instead of the hour rate. */
  fixedPrice: zMoney,
  invoicing: zCode(WORK_INVOICING).default(1),
  /** Invoice option 2 (fixed day): the day of the month. */
  invoiceDay: zInt(0, 31).default(0),
  /** Invoice option 10 (monthly interval): the months one invoice covers, counted from the start month. */
  invoiceMonths: zInt(1, 12).default(1),
  /** Minutes per visit, what is sold; the employees' times are what is planned. */
  minutes: zInt(0, 24 * 60).default(0),
  periodicType: zCode(WORK_PERIODIC_TYPES).default(1),
  intervalWeeks: zInt(1, 52).default(1),
  fixedWeeks: zIntList(1, 53).default([]),
  fixedMonths: zIntList(1, 12).default([]),
  weeksOfMonth: zIntList(1, 5).default([]),
  selectedDays: zIntList(1, 7).refine((days) => days.length > 0, VALIDATION_MESSAGES.selectAtLeastOneDay),
  // partialRecord: zod 4's record with enum keys would require all seven weekdays.
  weekDays: jsonField(z.partialRecord(weekdayKey, z.array(ZWorkEmployee).max(50))).default({}),
  startDate: zIsoDate,
  endDate: zEndDate,
  deleted: zFlag.default(0),
});
export const ZWork = ZWorkFields.refine((w) => w.endDate >= w.startDate, {
  message: VALIDATION_MESSAGES.endBeforeStart,
  path: ['endDate'],
})
  .refine((w) => w.periodicType !== 2 || w.fixedWeeks.length > 0, {
    message: VALIDATION_MESSAGES.required,
    path: ['fixedWeeks'],
  })
  .refine((w) => w.periodicType !== 3 || w.weeksOfMonth.length > 0, {
    message: VALIDATION_MESSAGES.required,
    path: ['weeksOfMonth'],
  });
export type TWorkInput = z.input<typeof ZWork>;
export type TWork = z.infer<typeof ZWork> & {
  projectId: number;
  /** Derived: end date empty or not past (rules.ts isWorkActive). */
  active: boolean;
};

/** A period the project is closed (holidays of the customer): no shifts are planned inside it. */
export const ZDateClosed = z
  .object({ startDate: zIsoDate, endDate: zIsoDate, reason: zText(200) })
  .refine((d) => d.endDate >= d.startDate, { message: VALIDATION_MESSAGES.endBeforeStart, path: ['endDate'] });

/** One of the eight map colours (spec 000 §3), as its hex id in capitals. */
const zMapColor = tag(
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => (MAP_COLOR_IDS as string[]).includes(v), 'Unknown map colour'),
  { kind: 'line' },
);

const zFlexValue = z.union([zLine(5000), z.number(), z.boolean()]);
const _zIdList = jsonField(z.array(zRecordId).max(1000)).default([]);

/**
 * saveProject (spec 000 §3 Project). addresses, works, fields, datesClosed, blacklist, experiencedEmployees and
 * contactIds arrive as JSON text or JSON. Addresses and works are saved by id: id 0 is new, deleted: 1 removes one,
 * and ones left out of the list are kept as they are. The fields without the checks across them (ZProjectFields) give
 * the answers' shapes (calls.ts).
 */
export const ZProjectFields = z.object({
  id: zId,
  name: zLine(200, { min: PROJECT_NAME_MIN, message: VALIDATION_MESSAGES.projectNameTooShort }),
  searchName: zText(200),
  code: zText(40),
  customerId: zRef('customers').default(0),
  mapColor: zMapColor.default(DEFAULT_MAP_COLOR),
  mapNumber: zInt(0, 1_000_000).default(0),
  districtId: zInt(0).default(0),
  projectLeaderId: zRef('employees').default(0),
  /** Quality checks per year (0 = none). */
  controlFreq: zInt(0, 365).default(0),
  chkTenderSigned: zFlag.default(0),
  invoicingBlocked: zFlag.default(0),
  announcement: zCode(ANNOUNCEMENTS).default(1),
  announcementDays: zInt().default(1),
  announcementEmail: zMultiEmail,
  workDescription: zNotes(5000),
  remarks: zNotes(5000),
  addresses: jsonField(z.array(ZProjectAddress).max(50)).default([]),
  works: jsonField(z.array(ZWork).max(200)).optional(),
  fields: zJson(z.record(z.string(), zFlexValue)).default({}),
  datesClosed: jsonField(z.array(ZDateClosed).max(200)).default([]),
  blacklist: zRefList('employees'),
  experiencedEmployees: zRefList('employees'),
  contactIds: zRefList('contacts'),
  endDate: zEndDate,
  deleted: zFlag.default(0),
});
export const ZProject = ZProjectFields.refine(
  (p) => p.announcementDays >= ANNOUNCEMENT_DAYS.min && p.announcementDays <= ANNOUNCEMENT_DAYS.max,
  {
    message: VALIDATION_MESSAGES.announcementDaysRange,
    path: ['announcementDays'],
  },
).refine((p) => p.announcement === 1 || p.announcementEmail !== '', {
  message: VALIDATION_MESSAGES.announcementEmailRequired,
  path: ['announcementEmail'],
});
export type TProjectInput = z.input<typeof ZProject>;
export type TProject = Omit<z.infer<typeof ZProject>, 'works'> & {
  works: TWork[];
  /** Derived: the customer's name ('' without customer). */
  customerName: string;
  /** Derived (rules.ts isProjectActive): end date empty or not past and at least one active work. */
  active: boolean;
  /** saveProject only: what was saved but needs attention ('Unable to retrieve coordinates'). */
  warnings?: KeyedMessage[];
};
/**
 * The fields allProjects sends per project. Texts, flex values and id lists come with getProject: the list of 5,000
 * projects stays small enough to load with every page (about 40 % of the full shape).
 */
export const PROJECT_LIST_FIELDS = [
  'id',
  'name',
  'searchName',
  'code',
  'customerId',
  'mapColor',
  'mapNumber',
  'districtId',
  'projectLeaderId',
  'controlFreq',
  'chkTenderSigned',
  'invoicingBlocked',
  'announcement',
  'announcementDays',
  'endDate',
  'deleted',
] as const;
/** A row of allProjects: the list fields, the addresses, the customer's name and the number of active works. */
export type TProjectListRow = Pick<
  TProject,
  (typeof PROJECT_LIST_FIELDS)[number] | 'addresses' | 'customerName' | 'active'
> & {
  activeWorks: number;
};

/** updateProjects: change a few fields of many projects at once (bulk colour, district, project leader, end date). */
export const ZUpdateProjectsRequest = z.object({
  ids: z.array(zRecordId).min(1).max(10_000),
  changes: z
    .object({
      mapColor: zMapColor,
      districtId: zInt(0),
      projectLeaderId: zRef('employees'),
      endDate: zEndDate,
      invoicingBlocked: zFlag,
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, VALIDATION_MESSAGES.required),
});

/** Project note (spec 000 §3, 002 §9): kind, cause, complaint kind and cause, handled flag. */
export const ZProjectNote = z.object({
  id: zId,
  projectId: zRef('projects', {}),
  kind: zCode(PROJECT_NOTE_KINDS).default(1),
  cause: zCode(PROJECT_NOTE_CAUSES).default(0),
  complaintKind: zCode(COMPLAINT_KINDS).default(0),
  complaintCause: zCode(COMPLAINT_CAUSES).default(0),
  rating: zCode(NOTE_RATINGS).default(15),
  date: zIsoDate,
  text: zTrimmedMultiline(10_000, { min: 1 }),
  handled: zFlag.default(0),
  employeeId: zRef('employees').default(0),
  additionalData: zJson(z.record(z.string(), z.unknown())).default({}),
  deleted: zFlag.default(0),
});
export type TProjectNote = z.infer<typeof ZProjectNote> & { createdBy: number; createdByName: string };

/** The Projects/Notes overview filter (spec 000 §2: startDate/endDate/type/handled); -1 = any. */
export const ZProjectNotesFilter = z.object({
  startDate: zIsoDate,
  endDate: zIsoDate,
  type: zInt(-1).default(-1),
  handled: zInt(-1, 1).default(-1),
});

/** Machine (spec 001 §3) on a project, optionally held by an employee; transferTo mirrors keys. */
export const ZMachine = z.object({
  id: zId,
  number: zText(40),
  name: zLine(200, { min: 1 }),
  kind: zInt(0).default(0),
  machineTypeId: zInt(0).default(0),
  projectId: zRef('projects').default(0),
  employeeId: zRef('employees').default(0),
  transferTo: zRef('employees').default(0),
  defect: zFlag.default(0),
  remarks: zNotes(2000),
  deleted: zFlag.default(0),
});
export type TMachine = z.infer<typeof ZMachine>;

export const ZMachineHistory = z.object({
  id: zId,
  machineId: zRef('machines', {}),
  employeeId: zRef('employees').default(0),
  projectId: zRef('projects').default(0),
  date: zIsoDate,
  remarks: zNotes(2000),
});
export type TMachineHistory = z.infer<typeof ZMachineHistory>;

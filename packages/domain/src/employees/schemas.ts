import { z } from 'zod';
import {
  jsonField,
  zAutoNumber,
  zCode,
  zCountry,
  zEndDate,
  zFlag,
  zId,
  zInt,
  zIsoDate,
  zJson,
  zLine,
  zMoney,
  zNotes,
  zNumber,
  zOptionalBsn,
  zOptionalDate,
  zOptionalEmail,
  zOptionalIban,
  zRef,
  zText,
  zTrimmedMultiline,
} from '../api/fields.ts';
import type { KeyedMessage } from '../errors/catalogue.ts';
import {
  CLOCK_MODES,
  CONTRACT_TYPES,
  DOCUMENT_TYPES,
  EMPLOYEE_NOTE_KINDS,
  KEY_KINDS,
  LABOR_CONTRACTS,
  MARITAL_STATUSES,
  NOTE_RATINGS,
  PERIOD_TYPES,
  SEXES,
} from './enums.ts';

/** Employee address (spec 000 §3). A new main address closes the previous main address (rules.ts). */
export const ZEmployeeAddress = z.object({
  id: zId,
  address: zLine(200, { min: 1 }),
  houseNumber: zText(20),
  houseAddition: zText(20),
  postalCode: zText(20),
  city: zLine(100, { min: 1 }),
  country: zCountry.default('NL'),
  latitude: zNumber(-90, 90).default(0),
  longitude: zNumber(-180, 180).default(0),
  startDate: zIsoDate,
  endDate: zEndDate,
  main: zFlag.default(0),
  deleted: zFlag.default(0),
});
export type TEmployeeAddress = z.infer<typeof ZEmployeeAddress>;

/** Employment (contract) of an employee with one employer. Rates in cents, hours in hundredths. */
export const ZEmployment = z.object({
  id: zId,
  number: zAutoNumber(),
  employerId: zRef('employers', {}),
  trainee: zFlag.default(0),
  minHours: zInt(0, 16_800).default(0),
  scale: zText(40),
  addPercent: zInt(0, 10_000).default(0),
  externalRate: zMoney,
  internalRate: zMoney,
  minInternalRate: zMoney,
  startWorkYears: zOptionalDate.default(null),
  contractType: zCode(CONTRACT_TYPES).default(0),
  laborContract: zCode(LABOR_CONTRACTS).default(0),
  salarEngagementNumber: zText(40),
  surchargesTables: zJson(z.array(z.unknown()).max(100)).default([]),
  startDate: zIsoDate,
  endDate: zEndDate,
  isClosed: zFlag.default(0),
  reasonTermination: zNotes(500),
  reasonTerminationId: zInt(0).default(0),
  deleted: zFlag.default(0),
});
export type TEmployment = z.infer<typeof ZEmployment>;

const zFlexValue = z.union([zLine(2000), z.number(), z.boolean()]);

/** saveEmployee: addresses, employments and flexFilterValue arrive as JSON text or JSON (spec 000 §7). */
export const ZEmployee = z.object({
  id: zId,
  firstName: zLine(100, { min: 1 }),
  insertion: zText(40),
  lastName: zLine(100, { min: 1 }),
  sex: zCode(SEXES).default(0),
  martialStatus: zCode(MARITAL_STATUSES).default(0),
  birthDate: zOptionalDate.default(null),
  email: zOptionalEmail,
  phone: zText(40),
  mobile: zText(40),
  bsn: zOptionalBsn,
  iban: zOptionalIban,
  documentType: zCode(DOCUMENT_TYPES).default(0),
  documentNumber: zText(40),
  documentValidUntil: zOptionalDate.default(null),
  selectClock: zFlag.default(0),
  clock: zCode(CLOCK_MODES).default(0),
  clockOnLocation: zFlag.default(0),
  rideAdministration: zFlag.default(0),
  confirmTravelTime: zFlag.default(0),
  overheadOrder: zInt(0, 1_000_000).default(0),
  addresses: jsonField(z.array(ZEmployeeAddress).max(100)).default([]),
  employments: jsonField(z.array(ZEmployment).max(100)).default([]),
  flexFilterValue: zJson(z.record(z.string(), zFlexValue)).default({}),
  deleted: zFlag.default(0),
});
export type TEmployeeInput = z.input<typeof ZEmployee>;
export type TEmployee = z.infer<typeof ZEmployee> & {
  /** Derived: first name, insertion and last name. */
  name: string;
  /** Derived by the server: an active employment today (rules.ts). */
  active: boolean;
  /** Derived by the server: whole years of unbroken service today (rules.ts workYears). */
  workYears: number;
  /**
   * Derived by the server: the contract type of the current employment (rules.ts currentEmployment), null without
   * one; the employment is the one place it is kept and edited.
   */
  contractType: number | null;
  /** saveEmployee only: what was saved but needs attention ('Unable to retrieve coordinates'). */
  warnings?: KeyedMessage[];
};

/** notesEmployee {id}: the employee's id. */
export const ZNotesEmployeeRequest = z.object({ id: zInt(1) });

/**
 * GET /r/employeesHome: the three employee widgets of the home page. A birthday is its day ('MM-DD'), never the birth
 * date; endingContracts (contract data) only for show_employees.
 */
export interface TEmployeesHome {
  birthdays: Record<'today' | 'nextDays' | 'thisMonth', { id: number; name: string; birthday: string }[]>;
  endingContracts?: {
    id: number;
    employeeId: number;
    name: string;
    employerId: number;
    number: number;
    endDate: string;
  }[];
  anniversaries: { id: number; name: string; workYears: number; since: string }[];
}

/** saveEmployment {employment, employeeId, reasonTermination, reasonTerminationId}. */
export const ZSaveEmploymentRequest = z.object({
  employment: jsonField(ZEmployment),
  employeeId: zRef('employees', {}),
  reasonTermination: zNotes(500),
  reasonTerminationId: zInt(0).default(0),
});

export const ZLeaveType = z.object({
  id: zInt(0).default(0),
  name: zLine(100, { min: 1 }),
  order: zInt(0, 1000).default(0),
  cao: zFlag.default(0),
  readOnly: zFlag.default(0),
});

const zFactor = zNumber(0, 1000).default(0);

/** Employer (spec 000 §3): conversion factors become numbers; leave types keep their order. */
export const ZEmployer = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  cocNumber: zText(40),
  payrollTaxNumber: zText(40),
  conversionFactors: jsonField(
    z.object({ a: zFactor, aExtras: zFactor, b: zFactor, bExtras: zFactor, c: zFactor, cExtras: zFactor }),
  ).default({ a: 0, aExtras: 0, b: 0, bExtras: 0, c: 0, cExtras: 0 }),
  leaveTypes: jsonField(z.array(ZLeaveType).max(100)).default([]),
  surchargesTables: zJson(z.array(z.unknown()).max(100)).default([]),
  periodType: zCode(PERIOD_TYPES).default(0),
  sortOrder: zInt(0, 1_000_000).default(0),
  salaryClosedDate: zOptionalDate.default(null),
  deleted: zFlag.default(0),
});
export type TEmployer = z.infer<typeof ZEmployer>;

export const ZSetClosedDateEmployerRequest = z.object({
  employerId: zRef('employers', {}),
  salaryClosedDate: zIsoDate,
});
export const ZCheckClosedDateEmployerRequest = z.object({
  employeeId: zInt(0).default(0),
  employerId: zInt(1),
  startDate: zIsoDate,
  endDate: zEndDate,
});

export const ZEmployeeNote = z.object({
  id: zId,
  employeeId: zRef('employees', {}),
  kind: zCode(EMPLOYEE_NOTE_KINDS),
  rating: zCode(NOTE_RATINGS).default(15),
  date: zIsoDate,
  text: zTrimmedMultiline(20_000, { min: 1 }),
  deleted: zFlag.default(0),
});
/** createdBy: the user name of the note's author (empty when that login is gone). */
export type TEmployeeNote = z.infer<typeof ZEmployeeNote> & { createdBy: string };

export const ZKey = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  number: zText(40),
  kind: zCode(KEY_KINDS).default(1),
  projectId: zRef('projects').default(0),
  employeeId: zRef('employees').default(0),
  transferTo: zRef('employees').default(0),
  deleted: zFlag.default(0),
});
export type TKey = z.infer<typeof ZKey>;

export const ZKeyHistory = z.object({
  id: zId,
  keyId: zRef('keys', {}),
  employeeId: zRef('employees').default(0),
  action: z.enum(['issue', 'transfer', 'cancel', 'accept', 'return']),
  date: zIsoDate,
  remarks: zNotes(500),
});
export type TKeyHistory = z.infer<typeof ZKeyHistory>;

export const ZCourse = z.object({
  id: zId,
  employeeId: zRef('employees', {}),
  course: zLine(200, { min: 1 }),
  kind: zText(100),
  courseDate: zIsoDate,
  validUntil: zEndDate,
  deleted: zFlag.default(0),
});
export type TCourse = z.infer<typeof ZCourse>;

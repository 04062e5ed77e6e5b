import type { KeyAction, TEmployer } from '@backoffice/domain';
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  deletedFlag,
  openEnd,
  optionalDate,
  streetAddressColumns,
  tenantColumns,
  tenantKey,
  timestamps,
} from './columns.ts';

// The people side (issue 3). Child rows carry owner_id first so they stay with their owner's shard.

export const employers = pgTable(
  'employers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    cocNumber: text('coc_number').notNull().default(''),
    payrollTaxNumber: text('payroll_tax_number').notNull().default(''),
    // Saves always write all six factors (ZEmployer); the column's own default stays the migration's {}.
    conversionFactors: jsonb('conversion_factors')
      .$type<TEmployer['conversionFactors']>()
      .notNull()
      .default({} as TEmployer['conversionFactors']),
    leaveTypes: jsonb('leave_types').$type<TEmployer['leaveTypes']>().notNull().default([]),
    surchargesTables: jsonb('surcharges_tables').$type<unknown[]>().notNull().default([]),
    periodType: integer('period_type').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    salaryClosedDate: optionalDate('salary_closed_date'),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull(),
    insertion: text('insertion').notNull().default(''),
    lastName: text('last_name').notNull(),
    sex: integer('sex').notNull().default(0),
    martialStatus: integer('martial_status').notNull().default(0),
    birthDate: optionalDate('birth_date'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    bsn: text('bsn').notNull().default(''),
    iban: text('iban').notNull().default(''),
    documentType: integer('document_type').notNull().default(0),
    documentNumber: text('document_number').notNull().default(''),
    documentValidUntil: optionalDate('document_valid_until'),
    selectClock: integer('select_clock').notNull().default(0),
    clock: integer('clock').notNull().default(0),
    clockOnLocation: integer('clock_on_location').notNull().default(0),
    rideAdministration: integer('ride_administration').notNull().default(0),
    confirmTravelTime: integer('confirm_travel_time').notNull().default(0),
    overheadOrder: integer('overhead_order').notNull().default(0),
    flexFilterValue: jsonb('flex_filter_value').notNull().default({}),
    fcmTokens: jsonb('fcm_tokens').notNull().default([]),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('employees_list_idx').on(t.ownerId, t.deleted)],
);

export const employeeAddresses = pgTable(
  'employee_addresses',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    ...streetAddressColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: openEnd('end_date'),
    main: integer('main').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('employee_addresses_employee_idx').on(t.ownerId, t.employeeId)],
);

export const employments = pgTable(
  'employments',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    employerId: integer('employer_id').notNull(),
    number: integer('number').notNull(),
    trainee: integer('trainee').notNull().default(0),
    minHours: integer('min_hours').notNull().default(0),
    scale: text('scale').notNull().default(''),
    addPercent: integer('add_percent').notNull().default(0),
    externalRate: integer('external_rate').notNull().default(0),
    internalRate: integer('internal_rate').notNull().default(0),
    minInternalRate: integer('min_internal_rate').notNull().default(0),
    startWorkYears: optionalDate('start_work_years'),
    contractType: integer('contract_type').notNull().default(0),
    laborContract: integer('labor_contract').notNull().default(0),
    salarEngagementNumber: text('salar_engagement_number').notNull().default(''),
    surchargesTables: jsonb('surcharges_tables').notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: openEnd('end_date'),
    isClosed: integer('is_closed').notNull().default(0),
    reasonTermination: text('reason_termination').notNull().default(''),
    reasonTerminationId: integer('reason_termination_id').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('employments_employee_idx').on(t.ownerId, t.employeeId),
    index('employments_employer_idx').on(t.ownerId, t.employerId),
  ],
);

export const employeeNotes = pgTable(
  'employee_notes',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    kind: integer('kind').notNull(),
    rating: integer('rating').notNull().default(15),
    date: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('employee_notes_employee_idx').on(t.ownerId, t.employeeId)],
);

export const keys = pgTable(
  'keys',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    kind: integer('kind').notNull().default(1),
    projectId: integer('project_id').notNull().default(0),
    employeeId: integer('employee_id').notNull().default(0),
    transferTo: integer('transfer_to').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('keys_employee_idx').on(t.ownerId, t.employeeId),
    index('keys_project_idx').on(t.ownerId, t.projectId),
  ],
);

export const keyHistory = pgTable(
  'key_history',
  {
    ...tenantColumns(),
    keyId: integer('key_id').notNull(),
    employeeId: integer('employee_id').notNull().default(0),
    action: text('action').$type<KeyAction>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    createdAt: timestamps().createdAt,
  },
  (t) => [tenantKey(t), index('key_history_key_idx').on(t.ownerId, t.keyId)],
);

export const courses = pgTable(
  'courses',
  {
    ...tenantColumns(),
    employeeId: integer('employee_id').notNull(),
    course: text('course').notNull(),
    kind: text('kind').notNull().default(''),
    courseDate: date('course_date', { mode: 'string' }).notNull(),
    validUntil: openEnd('valid_until'),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('courses_employee_idx').on(t.ownerId, t.employeeId)],
);

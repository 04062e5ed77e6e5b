import { sql } from 'drizzle-orm';
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

// Projects (the places that are cleaned), their addresses, recurring works, notes and machines (issue 4).

export const projects = pgTable(
  'projects',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull().default(''),
    code: text('code').notNull().default(''),
    customerId: integer('customer_id').notNull().default(0),
    mapColor: text('map_color').notNull().default('0000FF'),
    mapNumber: integer('map_number').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    projectLeaderId: integer('project_leader_id').notNull().default(0),
    controlFreq: integer('control_freq').notNull().default(0),
    chkTenderSigned: integer('chk_tender_signed').notNull().default(0),
    invoicingBlocked: integer('invoicing_blocked').notNull().default(0),
    announcement: integer('announcement').notNull().default(1),
    announcementDays: integer('announcement_days').notNull().default(1),
    announcementEmail: text('announcement_email').notNull().default(''),
    workDescription: text('work_description').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    fields: jsonb('fields').notNull().default({}),
    datesClosed: jsonb('dates_closed').notNull().default([]),
    blacklist: jsonb('blacklist').notNull().default([]),
    experiencedEmployees: jsonb('experienced_employees').notNull().default([]),
    contactIds: jsonb('contact_ids').notNull().default([]),
    endDate: openEnd('end_date'),
    deleted: deletedFlag(),
    ...timestamps(),
    /** The name in lower case, kept by the database, for the invoice list's search (customers.ts). */
    lowerName: text('lower_name').generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    tenantKey(t),
    index('projects_list_idx').on(t.ownerId, t.deleted),
    index('projects_customer_idx').on(t.ownerId, t.customerId),
    // The invoice list sorts by the project's name and searches it anywhere in the name (pg_trgm, issue 17).
    index('projects_name_idx').on(t.ownerId, t.name, t.id),
    // The invoice list's search, as for customers (customers.ts).
    index('projects_lower_name_idx').on(t.ownerId, t.lowerName, t.id),
    index('projects_lower_name_trgm_idx').using('gin', sql`${t.lowerName} gin_trgm_ops`),
  ],
);

export const projectAddresses = pgTable(
  'project_addresses',
  {
    ...tenantColumns(),
    projectId: integer('project_id').notNull(),
    ...streetAddressColumns(),
    startDate: optionalDate('start_date'),
    endDate: openEnd('end_date'),
    mainAddress: integer('main_address').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('project_addresses_project_idx').on(t.ownerId, t.projectId)],
);

export const works = pgTable(
  'works',
  {
    ...tenantColumns(),
    projectId: integer('project_id').notNull(),
    description: text('description').notNull().default(''),
    workType: integer('work_type').notNull().default(0),
    hourRate: integer('hour_rate').notNull().default(0),
    invoicing: integer('invoicing').notNull().default(1),
    invoiceDay: integer('invoice_day').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    periodicType: integer('periodic_type').notNull().default(1),
    intervalWeeks: integer('interval_weeks').notNull().default(1),
    fixedWeeks: jsonb('fixed_weeks').notNull().default([]),
    fixedMonths: jsonb('fixed_months').notNull().default([]),
    weeksOfMonth: jsonb('weeks_of_month').notNull().default([]),
    selectedDays: jsonb('selected_days').notNull().default([]),
    weekDays: jsonb('week_days').notNull().default({}),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Cents billed per invoice period on top of the sold minutes (issue 17, domain sales/periodic-periods.ts). */
    fixedPrice: integer('fixed_price').notNull().default(0),
    /** Invoice option 10: the period in months, counted from the start month. */
    invoiceMonths: integer('invoice_months').notNull().default(1),
    endDate: openEnd('end_date'),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('works_project_idx').on(t.ownerId, t.projectId)],
);

export const projectNotes = pgTable(
  'project_notes',
  {
    ...tenantColumns(),
    projectId: integer('project_id').notNull(),
    kind: integer('kind').notNull(),
    cause: integer('cause').notNull().default(0),
    complaintKind: integer('complaint_kind').notNull().default(0),
    complaintCause: integer('complaint_cause').notNull().default(0),
    rating: integer('rating').notNull().default(15),
    date: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    handled: integer('handled').notNull().default(0),
    employeeId: integer('employee_id').notNull().default(0),
    additionalData: jsonb('additional_data').notNull().default({}),
    createdBy: integer('created_by').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('project_notes_project_idx').on(t.ownerId, t.projectId),
    index('project_notes_date_idx').on(t.ownerId, t.date),
  ],
);

export const machines = pgTable(
  'machines',
  {
    ...tenantColumns(),
    number: text('number').notNull().default(''),
    name: text('name').notNull(),
    kind: integer('kind').notNull().default(0),
    machineTypeId: integer('machine_type_id').notNull().default(0),
    projectId: integer('project_id').notNull().default(0),
    employeeId: integer('employee_id').notNull().default(0),
    transferTo: integer('transfer_to').notNull().default(0),
    defect: integer('defect').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('machines_project_idx').on(t.ownerId, t.projectId)],
);

export const machineHistory = pgTable(
  'machine_history',
  {
    ...tenantColumns(),
    machineId: integer('machine_id').notNull(),
    employeeId: integer('employee_id').notNull().default(0),
    projectId: integer('project_id').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('machine_history_machine_idx').on(t.ownerId, t.machineId)],
);

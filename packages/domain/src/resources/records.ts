import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { ZIdRequest } from '../api/users.ts';
import { ZContact, ZCustomerNote, ZNotesCustomerRequest } from '../customers/schemas.ts';
import { ZCourse, ZEmployeeNote, ZNotesEmployeeRequest } from '../employees/schemas.ts';
import { ZMachine, ZMachineHistory, ZProjectNote, ZProjectNotesFilter } from '../projects/schemas.ts';
import { ZNotesSupplierRequest, ZSupplierNote } from '../purchases/supplier-schemas.ts';
import { defineRecordMeta, recordSchema, resourceDeclarations } from './define.ts';

// Record types of the modules served by the generic resource calls (no page of their own: their tabs and dialogs
// live in the features). Paths, bodies and answers are the spec's.

/** Courses an employee followed (spec 001 §3 Course); lists show the employee's name. */
export const courseResource = defineRecordMeta({
  name: 'Course',
  plural: 'Courses',
  area: 'employees',
  schema: ZCourse,
  joined: { employeeName: z.string() },
  // insertCourses is an import of its own: it checks each course's employee and dates.
  insert: false,
  table: 'courses',
  example: { course: 'First aid', kind: 'BHV', courseDate: '2026-03-02', validUntil: '2028-03-02' },
});

/** Machines on projects and with employees (spec 001 §3 Machine); lists show project, holder and type. */
export const machineResource = defineRecordMeta({
  name: 'Machine',
  plural: 'Machines',
  area: 'projects',
  schema: ZMachine,
  joined: { projectName: z.string(), employeeName: z.string(), machineTypeName: z.string() },
  insert: false,
  table: 'machines',
  example: { number: 'M-1', name: 'Scrubber dryer', remarks: 'Contract test' },
});

/** Contact persons of customers (spec 001 §3); projects users pick a project's contacts from the list. */
export const contactResource = defineRecordMeta({
  name: 'Contact',
  plural: 'Contacts',
  area: 'sales',
  read: { area: ['sales', 'projects'], level: 'read' },
  schema: ZContact,
  joined: { customerName: z.string() },
  insert: false,
  table: 'contacts',
  example: { name: 'Contract test contact', function: 'Facility manager' },
});

/**
 * Notes of one employee (complaints, conversations, sickness notes): not basic data, so listed at admin level;
 * createdBy is answered as the author's user name.
 */
export const employeeNoteResource = defineRecordMeta({
  name: 'EmployeeNote',
  plural: 'EmployeeNotes',
  label: 'Note',
  area: 'employees',
  read: { area: 'employees', level: 'admin' },
  schema: ZEmployeeNote,
  joined: { createdBy: z.string() },
  parent: { field: 'employeeId', path: '/notesEmployee', request: ZNotesEmployeeRequest },
  insert: false,
  table: 'employee_notes',
  example: { kind: 1, date: '2026-03-02', text: 'Contract test note' },
});

/** The author of a customer or project note: membership id and the linked employee's (or login's) name. */
const zAuthor = { createdBy: z.number().int(), createdByName: z.string() };

/** Notes of one customer, in a date range. */
export const customerNoteResource = defineRecordMeta({
  name: 'CustomerNote',
  plural: 'CustomerNotes',
  label: 'Note',
  area: 'sales',
  schema: ZCustomerNote,
  joined: zAuthor,
  parent: {
    field: 'customerId',
    path: '/notesCustomer',
    request: ZNotesCustomerRequest,
    example: { startDate: '2026-01-01', endDate: '2026-12-31' },
  },
  insert: false,
  table: 'customer_notes',
  example: { kind: 1, date: '2026-03-02', text: 'Contract test note' },
});

/** Notes of one supplier, in a date range: the same shape and kinds as a customer's (spec 001 §3). */
export const supplierNoteResource = defineRecordMeta({
  name: 'SupplierNote',
  plural: 'SupplierNotes',
  label: 'Note',
  area: 'purchases',
  schema: ZSupplierNote,
  joined: zAuthor,
  parent: {
    field: 'supplierId',
    path: '/notesSupplier',
    request: ZNotesSupplierRequest,
    example: { startDate: '2026-01-01', endDate: '2026-12-31' },
  },
  insert: false,
  table: 'supplier_notes',
  example: { kind: 1, date: '2026-03-02', text: 'Contract test note' },
});

/** Notes of one project (the overview of all projects' notes is a call of its own). */
export const projectNoteResource = defineRecordMeta({
  name: 'ProjectNote',
  plural: 'ProjectNotes',
  label: 'Note',
  area: 'projects',
  schema: ZProjectNote,
  joined: zAuthor,
  parent: { field: 'projectId', path: '/notesProject', request: ZIdRequest },
  insert: false,
  table: 'project_notes',
  example: { kind: 1, date: '2026-03-02', text: 'Contract test note' },
});

export const COURSE_CALLS = resourceDeclarations(courseResource);
export const MACHINE_CALLS = {
  ...resourceDeclarations(machineResource),
  saveMachineHistory: defineCall({
    method: 'POST',
    path: '/saveMachineHistory',
    area: 'projects',
    level: 'write',
    body: ZMachineHistory,
    response: ZMachineHistory,
    summary: 'Notes a placement of a machine by hand, or corrects the date or remarks of one',
  }),
  machineHistoryByMachine: defineCall({
    method: 'POST',
    path: '/machineHistoryByMachine',
    area: ['projects'],
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZMachineHistory.extend({ employeeName: z.string(), projectName: z.string() })),
    summary: 'Where a machine has been, newest first',
  }),
};
export const CONTACT_CALLS = resourceDeclarations(contactResource);
export const EMPLOYEE_NOTE_CALLS = resourceDeclarations(employeeNoteResource);
export const CUSTOMER_NOTE_CALLS = resourceDeclarations(customerNoteResource);
export const SUPPLIER_NOTE_CALLS = resourceDeclarations(supplierNoteResource);
export const PROJECT_NOTE_CALLS = {
  ...resourceDeclarations(projectNoteResource),
  projectNotesDateRange: defineCall({
    method: 'POST',
    path: '/projectNotesDateRange',
    area: 'projects',
    level: 'read',
    body: ZProjectNotesFilter,
    response: z.array(recordSchema(projectNoteResource).extend({ projectName: z.string() })),
    summary: 'Notes of every live project in a date range; type and handled -1 mean any',
  }),
};

import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZUpload } from '../api/uploads.ts';
import { ZIdRequest } from '../api/users.ts';
import { ZDefaultPlanningAnswer, ZDefaultPlanningJob, ZDefaultPlanningRequest } from './default-planning.ts';
import { ZShiftTooltip } from './planning-settings.ts';
import {
  ZAgendaEntry,
  ZAgendaIdsRequest,
  ZAssignRequest,
  ZConfirmAgendaEntries,
  ZConfirmationOverviewRequest,
  ZConfirmationRow,
  ZPlanningCacheRequest,
  ZPlanningRangeRequest,
  ZPlanningVisibility,
  ZPlanningWeekRequest,
  ZSaveAgendaEntry,
  ZToBeScheduledRow,
  ZUpdateAgendaEntries,
} from './shift-schemas.ts';
import { ZPlanningWeek } from './week-entries.ts';

// Reads need show_planning or planning_limited, writes planning_edit (DESIGN §6).
const READ = { area: 'planning', level: 'read' } as const;
const WRITE = { area: 'planning', level: 'write' } as const;

/** A shift with the names an overview shows beside it (agendaEntriesCache). */
export const ZCachedEntry = ZAgendaEntry.extend({
  employeeName: z.string(),
  projectName: z.string(),
  workDescription: z.string(),
});
export type TCachedEntry = z.infer<typeof ZCachedEntry>;

/** The shifts of an invoice with their work orders: by the shift's upload id (uploads1) or by its key (uploads2). */
export const ZInvoiceEntries = z.object({
  agendaEntries: z.array(ZAgendaEntry),
  uploads1: z.array(ZUpload),
  uploads2: z.array(ZUpload),
});

/** The shift calls: agenda entries, the week view, default planning, hour confirmation, to be scheduled, visibility. */
export const SHIFT_CALLS = {
  agendaEntriesDateRange: defineCall({
    method: 'POST',
    path: '/agendaEntriesDateRange',
    ...READ,
    body: ZPlanningRangeRequest,
    response: z.array(ZAgendaEntry),
    summary: 'The live agenda entries of a period',
  }),
  agendaEntriesByIds: defineCall({
    method: 'POST',
    path: '/AgendaEntriesByIds',
    ...READ,
    body: ZAgendaIdsRequest,
    response: z.array(ZAgendaEntry),
    summary: 'The live agenda entries of a list of ids',
  }),
  agendaEntriesByInvoice: defineCall({
    method: 'POST',
    path: '/AgendaEntriesByInvoice',
    // Invoicing reads the shifts of an invoice too.
    area: ['planning', 'sales'],
    level: 'read',
    body: ZIdRequest,
    response: ZInvoiceEntries,
    summary: 'The agenda entries of an invoice with their work orders',
  }),
  agendaEntriesCache: defineCall({
    method: 'POST',
    path: '/agendaEntriesCache',
    ...READ,
    body: ZPlanningCacheRequest,
    response: z.array(ZCachedEntry),
    summary: 'The shifts of a period with employee, project and work names (optionally only those off their work)',
  }),
  agendaEntriesPlanning: defineCall({
    method: 'POST',
    path: '/agendaEntriesPlanning',
    ...READ,
    body: ZPlanningWeekRequest,
    response: ZPlanningWeek,
    summary: 'The week view: one ISO week by employee or by project, with flags, absences and warnings',
  }),
  shiftTooltip: defineCall({
    method: 'POST',
    path: '/shiftTooltip',
    ...READ,
    body: ZIdRequest,
    response: ZShiftTooltip,
    summary: "A shift's tooltip fields the week view does not hold (customer, address, mobile)",
  }),
  defaultPlanning: defineCall({
    method: 'POST',
    path: '/defaultPlanning',
    ...WRITE,
    body: ZDefaultPlanningRequest,
    response: ZDefaultPlanningAnswer,
    summary: 'Generate the default planning of a range: the result, or the job that plans a long range',
  }),
  defaultPlanningJob: defineCall({
    method: 'POST',
    path: '/defaultPlanningJob',
    ...READ,
    body: ZIdRequest,
    response: ZDefaultPlanningJob,
    summary: 'The progress of a default planning job',
  }),
  saveAgendaEntry: defineCall({
    method: 'POST',
    path: '/saveAgendaEntry',
    ...WRITE,
    body: ZSaveAgendaEntry,
    response: ZAgendaEntry,
    summary: 'Create or change a shift, or delete it (deleted: 1)',
  }),
  updateAgendaEntries: defineCall({
    method: 'POST',
    path: '/updateAgendaEntries',
    ...WRITE,
    body: ZUpdateAgendaEntries,
    response: z.array(ZAgendaEntry),
    summary: 'Move, copy, change or delete several shifts, all or nothing',
  }),
  agendaEntryMultiDelete: defineCall({
    method: 'POST',
    path: '/agendaEntryMultiDelete',
    ...WRITE,
    body: ZAgendaIdsRequest,
    response: z.object({ deleted: z.number().int() }),
    summary: 'Delete several shifts',
  }),
  agendaEntryMultiRemoveMismatch: defineCall({
    method: 'POST',
    path: '/agendaEntryMultiRemoveMismatch',
    ...WRITE,
    body: ZAgendaIdsRequest,
    response: z.object({ updated: z.number().int() }),
    summary: 'Accept shifts that differ from their work as they are (clears the mismatch flag)',
  }),
  confirmAgendaEntries: defineCall({
    method: 'POST',
    path: '/confirmAgendaEntries',
    ...WRITE,
    body: ZConfirmAgendaEntries,
    response: z.array(ZAgendaEntry),
    summary: 'Confirm the hours of shifts, with the confirmed times where they differ from the planned ones',
  }),
  unconfirmAgendaEntries: defineCall({
    method: 'POST',
    path: '/unconfirmAgendaEntries',
    ...WRITE,
    body: ZAgendaIdsRequest,
    response: z.array(ZAgendaEntry),
    summary: 'Take confirmed shifts back to scheduled with their planned values',
  }),
  confirmationOverview: defineCall({
    method: 'POST',
    path: '/confirmationOverview',
    ...READ,
    body: ZConfirmationOverviewRequest,
    response: z.object({ rows: z.array(ZConfirmationRow) }),
    summary: 'The shifts of a period to confirm, planned next to confirmed values',
  }),
  toBeScheduled: defineCall({
    method: 'POST',
    path: '/toBeScheduled',
    ...READ,
    body: ZPlanningRangeRequest,
    response: z.array(ZToBeScheduledRow),
    summary: 'Work occurrences nobody is planned on, and shifts without an employee, in a period',
  }),
  assignToBeScheduled: defineCall({
    method: 'POST',
    path: '/assignToBeScheduled',
    ...WRITE,
    body: ZAssignRequest,
    response: ZAgendaEntry,
    summary: 'Put an employee on an open occurrence or an unassigned shift',
  }),
  planningVisibility: defineCall({
    method: 'GET',
    path: '/planningVisibility',
    ...READ,
    body: ZNoBody,
    response: ZPlanningVisibility,
    summary: 'What the week view shows: hidden employees and projects, chip fields, weekend, empty rows',
  }),
  savePlanningVisibility: defineCall({
    method: 'POST',
    path: '/savePlanningVisibility',
    ...WRITE,
    body: ZPlanningVisibility,
    response: ZPlanningVisibility,
    summary: 'Save what the week view shows',
  }),
} as const;

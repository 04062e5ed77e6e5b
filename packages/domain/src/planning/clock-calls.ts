import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import {
  ZAnnouncementsAnswer,
  ZAnnouncementsRequest,
  ZCheckDeviationsRequest,
  ZClockAnswer,
  ZClockRequest,
  ZClockShiftRow,
  ZClockStatusAnswer,
  ZClockTimesAnswer,
  ZClockTimesRequest,
  ZDeviationsRequest,
  ZPagedAgendaAnswer,
  ZPagedAgendaRequest,
  ZWorkOrderAnswer,
  ZWorkOrderRequest,
} from './clock-schemas.ts';

const READ = { area: 'planning', level: 'read' } as const;
const WRITE = { area: 'planning', level: 'write' } as const;

/**
 * The clock and documents calls: the employee app's clock records, clock times, deviations, live status, the total
 * overview, work orders and announcements. Clock times and the total overview answer an .xlsx instead when the body
 * has `export: 1` (the web app downloads them).
 */
export const CLOCK_CALLS = {
  clock: defineCall({
    method: 'POST',
    path: '/clock',
    area: 'employeeApp',
    level: 'write',
    body: ZClockRequest,
    response: ZClockAnswer,
    summary: "Employee app: clock in or out; the record is matched to the caller's shift",
  }),
  clockTimes: defineCall({
    method: 'POST',
    path: '/agendaEntriesClockTimes',
    ...READ,
    body: ZClockTimesRequest,
    response: ZClockTimesAnswer,
    summary: 'Shifts of a period with their clock records, and the records that matched no shift (export: 1 → .xlsx)',
  }),
  deviations: defineCall({
    method: 'GET',
    path: '/getDeviations',
    ...READ,
    body: ZDeviationsRequest,
    response: z.array(ZClockShiftRow),
    summary: 'Shifts of a period whose clock records deviate, open, checked or both',
  }),
  checkDeviations: defineCall({
    method: 'POST',
    path: '/checkDeviations',
    ...WRITE,
    body: ZCheckDeviationsRequest,
    response: z.array(ZClockShiftRow),
    summary: 'Mark deviations checked (or open again)',
  }),
  clockStatus: defineCall({
    method: 'GET',
    path: '/clockStatus',
    ...READ,
    body: ZNoBody,
    response: ZClockStatusAnswer,
    summary: "The live clock status of today's shifts, with a count per status",
  }),
  totalOverview: defineCall({
    method: 'POST',
    path: '/pagedAgendaEntriesCacheV3',
    ...READ,
    body: ZPagedAgendaRequest,
    response: ZPagedAgendaAnswer,
    summary: 'The total overview of shifts, a page at a time (export: 1 → .xlsx of every match)',
  }),
  workOrder: defineCall({
    method: 'POST',
    path: '/getWorkOrder',
    ...WRITE,
    body: ZWorkOrderRequest,
    response: ZWorkOrderAnswer,
    summary: 'The work order PDF of a selection of shifts, stored as an upload',
  }),
  announcements: defineCall({
    method: 'POST',
    path: '/sendAnnouncementsV2',
    ...WRITE,
    body: ZAnnouncementsRequest,
    response: ZAnnouncementsAnswer,
    summary: 'Announce a selection of shifts to their customers by e-mail',
  }),
  dueAnnouncements: defineCall({
    method: 'POST',
    path: '/sendDueAnnouncements',
    ...WRITE,
    body: ZNoBody,
    response: ZAnnouncementsAnswer,
    summary: 'Send now what the hourly automatic run would send for this owner',
  }),
} as const;

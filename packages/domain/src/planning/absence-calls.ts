import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZIdRequest } from '../api/users.ts';
import {
  ZAbsenceYearRequest,
  ZAbsenceYearRow,
  ZAbsent,
  ZAbsentAnswer,
  ZAbsentsDateRangeRequest,
  ZLeaveRequest,
} from './absences.ts';
import { ZContractWeekRequest, ZContractWeekRow, ZContractWeeks, ZContractWeeksRequest } from './contract-hours.ts';
import { ZApproveLeaveAnswer, ZApproveLeaveRequest, ZLeaveShift, ZLeaveShiftsRequest } from './leave-shifts.ts';
import { ZPlanningSettings, ZSaveAbsentLegendsRequest, ZSavePlanningSettingsRequest } from './planning-settings.ts';

const READ = { area: 'planning', level: 'read' } as const;
const WRITE = { area: 'planning', level: 'write' } as const;
// The employee app: one's own leave requests and absences.
const OWN_READ = { area: 'employeeApp', level: 'read' } as const;
const OWN_WRITE = { area: 'employeeApp', level: 'write' } as const;

/** The absence calls: absences, leave requests (and the employee app's side), planning settings, contract hours. */
export const ABSENCE_CALLS = {
  absentsDateRange: defineCall({
    method: 'POST',
    path: '/absentsDateRange',
    ...READ,
    body: ZAbsentsDateRangeRequest,
    response: z.array(ZAbsentAnswer),
    summary: 'Absences overlapping a period, optionally of one employee, kind or status, with their hours in it',
  }),
  absentById: defineCall({
    method: 'POST',
    path: '/absentById',
    ...READ,
    body: ZIdRequest,
    response: ZAbsentAnswer,
    summary: 'One absence with its hours',
  }),
  saveAbsent: defineCall({
    method: 'POST',
    path: '/saveAbsent',
    ...WRITE,
    body: ZAbsent,
    response: ZAbsentAnswer,
    summary: 'Create or change an absence or leave request, or delete it (deleted: 1)',
  }),
  leaveShifts: defineCall({
    method: 'POST',
    path: '/leaveShifts',
    ...READ,
    body: ZLeaveShiftsRequest,
    response: z.array(ZLeaveShift),
    summary: "The employee's shifts on the days of an absence",
  }),
  approveLeave: defineCall({
    method: 'POST',
    path: '/approveLeave',
    ...WRITE,
    body: ZApproveLeaveRequest,
    response: ZApproveLeaveAnswer,
    summary: 'Approve a leave request, optionally taking the employee off the scheduled shifts of its days',
  }),
  requestLeave: defineCall({
    method: 'POST',
    path: '/requestLeave',
    ...OWN_WRITE,
    body: ZLeaveRequest,
    response: ZAbsentAnswer,
    summary: 'Employee app: ask for leave',
  }),
  myAbsences: defineCall({
    method: 'POST',
    path: '/myAbsences',
    ...OWN_READ,
    body: ZAbsentsDateRangeRequest,
    response: z.array(ZAbsentAnswer),
    summary: "Employee app: one's own absences and leave requests in a period",
  }),
  withdrawLeaveRequest: defineCall({
    method: 'POST',
    path: '/withdrawLeaveRequest',
    ...OWN_WRITE,
    body: ZIdRequest,
    response: ZAbsentAnswer,
    summary: "Employee app: withdraw one's own leave request",
  }),
  sickLeaves: defineCall({
    method: 'POST',
    path: '/sickLeaves',
    // Employees/SickLeave and the planners both read the sickness absences. Sickness is health data, not the basic
    // employee data of employees_limited: on the employees side it is show_employees' (the area's admin level).
    area: [{ area: 'employees', level: 'admin' }, 'planning'],
    level: 'read',
    body: ZAbsentsDateRangeRequest,
    response: z.array(ZAbsentAnswer),
    summary: 'The sickness absences overlapping a period',
  }),
  absenceYearOverview: defineCall({
    method: 'POST',
    path: '/absenceYearOverview',
    ...READ,
    body: ZAbsenceYearRequest,
    response: z.array(ZAbsenceYearRow),
    summary: 'Approved absence hours per employee, kind and month of a year',
  }),
  planningSettings: defineCall({
    method: 'POST',
    path: '/planningSettings',
    ...READ,
    body: ZNoBody,
    response: ZPlanningSettings,
    summary: 'The planning settings: absence legend, tooltip fields, announcement defaults, weeks planned ahead',
  }),
  saveAbsentLegends: defineCall({
    method: 'POST',
    path: '/saveAbsentLegends',
    ...WRITE,
    body: ZSaveAbsentLegendsRequest,
    response: ZPlanningSettings,
    summary: 'Save the colour and label of absence kinds',
  }),
  savePlanningSettings: defineCall({
    method: 'POST',
    path: '/savePlanningSettings',
    ...WRITE,
    body: ZSavePlanningSettingsRequest,
    response: ZPlanningSettings,
    summary: 'Save the tooltip fields, announcement defaults and weeks planned ahead',
  }),
  countPlanningContractWeek: defineCall({
    method: 'POST',
    path: '/countPlanningContractWeek',
    ...READ,
    body: ZContractWeekRequest,
    response: z.array(ZContractWeekRow),
    summary: 'Contract and planned hours per employee in one week',
  }),
  countPlanningContractWeekV2: defineCall({
    method: 'POST',
    path: '/countPlanningContractWeekV2',
    ...READ,
    body: ZContractWeeksRequest,
    response: ZContractWeeks,
    summary: 'Contract, holiday, absence and planned hours per employee and week over a range of weeks',
  }),
} as const;

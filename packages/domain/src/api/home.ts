import { z } from 'zod';
import type { AreaGate } from '../roles.ts';
import { defineCall, ZNoBody } from './contract.ts';

// GET /r/homeTodo: the office's to-do list on the home page, one group per kind the caller's roles may see.

export const HOME_TODO_KINDS = [
  'leaveRequests',
  'hoursToConfirm',
  'deviations',
  'overdueInvoices',
  'failedReminders',
  'heldReminders',
  'endingContracts',
  'birthdays',
] as const;
export type HomeTodoKind = (typeof HOME_TODO_KINDS)[number];

/**
 * The gate of each kind: the area (and level) of the page it links to. Contract ends are contract data: the
 * employees area's full view (show_employees), as on the employee page.
 */
export const HOME_TODO_GATES: Record<HomeTodoKind, AreaGate> = {
  leaveRequests: { area: 'planning', level: 'read' },
  hoursToConfirm: { area: 'planning', level: 'read' },
  deviations: { area: 'planning', level: 'read' },
  overdueInvoices: { area: 'sales', level: 'read' },
  failedReminders: { area: 'sales', level: 'read' },
  heldReminders: { area: 'payments', level: 'read' },
  endingContracts: { area: 'employees', level: 'admin' },
  birthdays: { area: 'employees', level: 'read' },
};

/** How many items a group lists; its count is of all. */
export const HOME_TODO_ITEMS = 5;

/**
 * One thing to act on. `id` is what its link opens (absence, employee, invoice, shift); `subId` the employment of a
 * contract end. `date`: the request's start, the shift's day, the invoice date, the contract's end, the birthday.
 */
export const ZHomeTodoItem = z.object({
  id: z.number().int(),
  subId: z.number().int().optional(),
  name: z.string(),
  date: z.string().nullable(),
  /** Request end date (leave requests). */
  endDate: z.string().optional(),
  /** Shifts of the employee (hours to confirm), days overdue (invoices). */
  count: z.number().int().optional(),
  /** Open amount in cents (invoices). */
  amount: z.number().int().optional(),
  /** Invoice number (invoices, reminders). */
  number: z.number().int().nullable().optional(),
  /** Deviation codes (deviations). */
  codes: z.array(z.string()).optional(),
});
export type THomeTodoItem = z.infer<typeof ZHomeTodoItem>;

export const ZHomeTodoGroup = z.object({
  kind: z.enum(HOME_TODO_KINDS),
  count: z.number().int(),
  items: z.array(ZHomeTodoItem),
  /** The period the count covers, where the linked page filters by one. */
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type THomeTodoGroup = z.infer<typeof ZHomeTodoGroup>;

export const ZHomeTodo = z.object({ groups: z.array(ZHomeTodoGroup) });
export type THomeTodo = z.infer<typeof ZHomeTodo>;

export const HOME_CALLS = {
  homeTodo: defineCall({
    method: 'GET',
    path: '/homeTodo',
    area: 'home',
    level: 'read',
    body: ZNoBody,
    response: ZHomeTodo,
    summary: "The office's to-do list: one group per kind the caller's roles may see, with its count and first items",
  }),
} as const;

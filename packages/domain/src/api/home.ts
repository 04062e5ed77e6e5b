import type { AreaGate } from '../roles.ts';

// GET /r/homeTodo: the office's to-do list on the home page, one group per kind the caller's roles may see.

export const HOME_TODO_KINDS = [
  'leaveRequests',
  'hoursToConfirm',
  'deviations',
  'overdueInvoices',
  'failedReminders',
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
  endingContracts: { area: 'employees', level: 'admin' },
  birthdays: { area: 'employees', level: 'read' },
};

/** How many items a group lists; its count is of all. */
export const HOME_TODO_ITEMS = 5;

/**
 * One thing to act on. `id` is what its link opens (absence, employee, invoice, shift); `subId` the employment of a
 * contract end. `date`: the request's start, the shift's day, the invoice date, the contract's end, the birthday.
 */
export interface THomeTodoItem {
  id: number;
  subId?: number;
  name: string;
  date: string | null;
  /** Request end date (leave requests). */
  endDate?: string;
  /** Shifts of the employee (hours to confirm), days overdue (invoices). */
  count?: number;
  /** Open amount in cents (invoices). */
  amount?: number;
  /** Invoice number (invoices, reminders). */
  number?: number | null;
  /** Deviation codes (deviations). */
  codes?: string[];
}

export interface THomeTodoGroup {
  kind: HomeTodoKind;
  count: number;
  items: THomeTodoItem[];
  /** The period the count covers, where the linked page filters by one. */
  startDate?: string;
  endDate?: string;
}

export interface THomeTodo {
  groups: THomeTodoGroup[];
}

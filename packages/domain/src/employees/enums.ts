// Enumerations of spec 002 §9 used by the people side; labels are translated in the web app under `enums.<name>.<code>`.

export const SEXES = [0, 1, 2] as const; // 0 unknown, 1 male, 2 female
export const MARITAL_STATUSES = [0, 1, 2, 3, 4, 5] as const;
/** Document types: 0 unknown, 1 ID card, 2 passport, 3 residence permit. */
export const DOCUMENT_TYPES = [0, 1, 2, 3] as const;
/** Contract types: 0 fixed term (temporary), 1 indefinite (fixed), 2 on call. */
export const CONTRACT_TYPES = [0, 1, 2] as const;
/** Clock modes: 0 disabled, 1 online, 2 offline and online. */
export const CLOCK_MODES = [0, 1, 2] as const;
/** Labor contract: 0 not applicable, 1 written, 2 not written. */
export const LABOR_CONTRACTS = [0, 1, 2] as const;
/** Employee note kinds 1-8: complaint project, complaint behaviour, conversations, personal care, company clothing,
 * complying with agreements, other, sickness note. */
export const EMPLOYEE_NOTE_KINDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Note ratings: 0 bad, 5 neutral, 10 good, 15 unrated. */
export const NOTE_RATINGS = [0, 5, 10, 15] as const;
/** Salary period types: 0 calendar month, 1 month of 4/5 weeks, 2 week, 3 every 4 weeks. */
export const PERIOD_TYPES = [0, 1, 2, 3] as const;
/** Key kinds: 1 access key, 2 badge, 3 alarm code. */
export const KEY_KINDS = [1, 2, 3] as const;
/** Moves recorded in key history. */
export const KEY_ACTIONS = ['issue', 'transfer', 'cancel', 'accept', 'return'] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];
/**
 * The employee list filter: 1 active only (default), 0 inactive, 2 all, and ours 3 starting soon (inactive today with
 * a contract that starts later, rules.ts upcomingStart).
 */
export const EMPLOYEE_STATUS_FILTERS = [1, 3, 0, 2] as const;
/** Upload owners (spec 002 §3): 1 employee (kinds 2 and 3 are photos), 15 company (kind 1 logo), 19 project. */
/**
 * What an upload belongs to (spec 002 §3): 1 employee, 15 company, 19 project are the spec's; invoice (their PDFs),
 * workOrder (planning's work-order PDFs, belongsString = the work order's id), supplier (a supplier's files) and
 * purchase (a purchase's document: scan, PDF or e-invoice XML; belongsId 0 until the purchase is saved) are ours.
 */
export const UPLOAD_BELONGS_TO = {
  employee: 1,
  invoice: 7,
  company: 15,
  project: 19,
  workOrder: 31,
  supplier: 41,
  purchase: 43,
} as const;
export const EMPLOYEE_PHOTO_KINDS = [2, 3] as const;

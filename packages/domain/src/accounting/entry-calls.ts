import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zIsoDate } from '../api/fields.ts';
import { ZClosedDate, ZJournalEntry, ZJournalEntrySaved, ZStartBalance } from './entry-schemas.ts';

// The calls of bookings made by hand (issue 20): journal entries (show_accounting), the start balance and closing a
// book period (accounting_admin, DESIGN §6).

export const ENTRY_CALLS = {
  saveJournalEntry: defineCall({
    method: 'POST',
    path: '/saveJournalEntry',
    area: 'accounting',
    level: 'write',
    body: ZJournalEntry,
    response: ZJournalEntrySaved,
    summary: 'Books a manual journal entry (balanced, each line with an account and a description) in a memorandum',
  }),
  accountingClosedDate: defineCall({
    method: 'POST',
    path: '/accountingClosedDate',
    area: 'accounting',
    level: 'read',
    body: ZNoBody,
    response: ZClosedDate,
    summary: 'The date the books are closed up to (null: none)',
  }),
  saveAccountingClosedDate: defineCall({
    method: 'POST',
    path: '/saveAccountingClosedDate',
    area: 'accounting',
    level: 'admin',
    body: z.object({ closedDate: zIsoDate }),
    response: ZClosedDate,
    summary:
      'Closes the books up to a date, for good: only a later date is accepted; nothing is booked on or before it',
  }),
  startBalance: defineCall({
    method: 'POST',
    path: '/startBalance',
    area: 'accounting',
    level: 'admin',
    body: ZNoBody,
    response: ZStartBalance,
    summary: 'The start month (owner settings accounting) and the opening balance per balance account',
  }),
  saveStartBalance: defineCall({
    method: 'POST',
    path: '/saveStartBalance',
    area: 'accounting',
    level: 'admin',
    body: ZStartBalance,
    response: ZStartBalance,
    summary: 'Saves the start month and books the opening balance as one balanced entry (replacing an earlier one)',
  }),
} as const;

import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zId } from '../api/fields.ts';
import { ZIdRequest } from '../api/users.ts';
import { ZOpenInvoicesRequest, ZOpenInvoicesResponse } from './open-invoices.ts';
import { ZCustomerAvgPaymentDays, ZCustomerPaymentRecord } from './payment-stats.ts';
import {
  ZEmailTemplate,
  ZEmailTemplateRecord,
  ZReminderFailure,
  ZReminderLetterRequest,
  ZReminderLetterResponse,
  ZSendAllRemindersRequest,
  ZSendAllRemindersResponse,
  ZSendReminderRequest,
  ZSendReminderResponse,
} from './reminders.ts';

/** Templates are kept by name and language; an id sent along (the list shows one) is ignored. */
const ZSaveEmailTemplateRequest = ZEmailTemplate.extend({ id: zId.optional() });

/** Open invoices, payment reminders, e-mail templates and customers' payment behaviour (spec 000 §7, 001 §7). */
export const REMINDER_CALLS = {
  openInvoicesV2: defineCall({
    method: 'POST',
    path: '/openInvoicesV2',
    area: 'sales',
    level: 'read',
    body: ZOpenInvoicesRequest,
    response: ZOpenInvoicesResponse,
    summary: 'A page of open invoices and the totals of every match; export 1 answers an .xlsx instead',
  }),
  sendReminder: defineCall({
    method: 'POST',
    path: '/sendReminder',
    area: 'sales',
    level: 'write',
    body: ZSendReminderRequest,
    response: ZSendReminderResponse,
    summary: "Send one payment reminder now (or a copy to the caller's own address)",
  }),
  printReminderLetter: defineCall({
    method: 'POST',
    path: '/printReminderLetter',
    area: 'sales',
    level: 'write',
    body: ZReminderLetterRequest,
    response: ZReminderLetterResponse,
    summary: 'A reminder for a customer without an e-mail address: a PDF letter to print and post, counted as sent',
  }),
  sendAllReminders: defineCall({
    method: 'POST',
    path: '/sendAllReminders',
    area: 'sales',
    level: 'write',
    body: ZSendAllRemindersRequest,
    response: ZSendAllRemindersResponse,
    summary: 'Queue a reminder per invoice; the whole batch is refused when one invoice cannot be reminded',
  }),
  reminderFailures: defineCall({
    method: 'GET',
    path: '/reminderFailures',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZReminderFailure),
    summary: 'Reminders of the last 30 days that have not gone out',
  }),
  allEmailTemplates: defineCall({
    method: 'GET',
    path: '/allEmailTemplates',
    area: 'settings',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZEmailTemplateRecord),
    summary: 'Every e-mail template in every language (the default text where the owner has stored none)',
  }),
  allReminderTemplates: defineCall({
    method: 'GET',
    path: '/allReminderTemplates',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZEmailTemplateRecord),
    summary: 'The reminder templates in every language, for the reminder dialogs',
  }),
  saveEmailTemplate: defineCall({
    method: 'POST',
    path: '/saveEmailTemplate',
    area: 'settings',
    level: 'write',
    body: ZSaveEmailTemplateRequest,
    response: ZEmailTemplateRecord,
    summary: 'Save the text of one e-mail template in one language',
  }),
  customerInvoiceLastPayments: defineCall({
    method: 'POST',
    path: '/customerInvoiceLastPayments',
    area: 'sales',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZCustomerPaymentRecord),
    summary: "The customer's paid invoices of the last 12 months and the days each took to be paid",
  }),
  allCustomersAvgPaymentDays: defineCall({
    method: 'GET',
    path: '/allCustomersAvgPaymentDays',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZCustomerAvgPaymentDays),
    summary: 'Average days to pay per customer over the last 12 months',
  }),
} as const;

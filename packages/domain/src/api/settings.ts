import { z } from 'zod';
import { defineCall } from './contract.ts';
import { zInt } from './fields.ts';
import { ZOwner, ZSaveOwnerRequest } from './owner.ts';
import { ZIdRequest } from './users.ts';

export const ZOutboxQuery = z.object({ limit: zInt(1, 1000).default(200) });

/** A mail the system sent or keeps in the outbox (Home/Emails); times in ISO 8601 (UTC). */
export const ZOutboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  /** Blind copies ('' for none): the sender's own copy of an invoice mail. */
  bcc: z.string(),
  subject: z.string(),
  html: z.string(),
  status: z.enum(['outbox', 'queued', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

/** The owner's own record and settings (spec 000 §3 Owner), and the mails sent on its behalf. */
export const SETTINGS_CALLS = {
  getOwner: defineCall({
    method: 'POST',
    path: '/getOwner',
    area: 'home',
    level: 'read',
    body: ZIdRequest,
    response: ZOwner,
    summary: "The caller's own owner: name, settings, working-hour templates, flex fields",
  }),
  saveOwner: defineCall({
    method: 'POST',
    path: '/saveOwner',
    area: 'settings',
    level: 'write',
    body: ZSaveOwnerRequest,
    response: ZOwner,
    summary: "Save the owner's name and settings: settings merge, keys left out keep their value",
  }),
  outboxEmails: defineCall({
    method: 'GET',
    path: '/outboxEmails',
    area: 'settings',
    level: 'read',
    body: ZOutboxQuery,
    response: z.array(ZOutboxEmail),
    summary: 'The latest mails of the owner, newest first, with their sending status',
  }),
} as const;

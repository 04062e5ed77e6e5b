import { z } from 'zod';
import { ZKey, ZKeyHistory } from '../employees/schemas.ts';
import { defineCall, ZNoBody } from './contract.ts';
import { zInt, zRef } from './fields.ts';
import { ZIdRequest } from './users.ts';

/**
 * transferKey (spec 001 §4 key transfer): 'transfer' offers the key to employeeId, 'cancel' withdraws the offer,
 * 'accept' makes the offered employee the holder, 'return' takes the key back from its holder.
 */
export const KEY_TRANSFER_ACTIONS = ['transfer', 'cancel', 'accept', 'return'] as const;
export const ZTransferKeyRequest = z.object({
  id: zInt(1),
  action: z.enum(KEY_TRANSFER_ACTIONS),
  employeeId: zRef('employees').default(0),
});
export type TTransferKeyRequest = z.infer<typeof ZTransferKeyRequest>;

/** A key as lists answer it: the saved fields plus the names of its holder and of the offered employee. */
const ZKeyListItem = ZKey.extend({ employeeName: z.string(), transferToName: z.string() });
export type TKeyListItem = z.infer<typeof ZKeyListItem>;
/** A key history row as keyHistoryByKey answers it (newest first): who it concerns, who wrote it and when. */
const ZKeyHistoryItem = ZKeyHistory.extend({
  employeeName: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});

/** Keys and their history (spec 001 §3 Key, Key history; §4 key transfer). */
export const KEY_CALLS = {
  allKeys: defineCall({
    method: 'GET',
    path: '/allKeys',
    area: ['employees', 'projects'],
    level: 'read',
    body: ZNoBody,
    response: z.array(ZKeyListItem),
    summary: "The owner's keys with their holders and pending transfers",
  }),
  keysByEmployee: defineCall({
    method: 'POST',
    path: '/keysByEmployee',
    area: 'employees',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZKeyListItem),
    summary: "An employee's keys and the keys offered to them",
  }),
  keysByProject: defineCall({
    method: 'POST',
    path: '/keysByProject',
    area: ['projects'],
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZKeyListItem),
    summary: "The keys of a project's locations",
  }),
  saveKey: defineCall({
    method: 'POST',
    path: '/saveKey',
    area: 'employees',
    level: 'write',
    body: ZKey,
    response: ZKey,
    summary: 'Create, change or delete (deleted: 1) a key; a change of holder is written to its history',
  }),
  transferKey: defineCall({
    method: 'POST',
    path: '/transferKey',
    area: 'employees',
    level: 'write',
    body: ZTransferKeyRequest,
    response: ZKey,
    summary: 'Offer a key to an employee, withdraw the offer, accept it or take the key back',
  }),
  keyHistoryByKey: defineCall({
    method: 'POST',
    path: '/keyHistoryByKey',
    area: 'employees',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZKeyHistoryItem),
    summary: 'The moves of a key, newest first',
  }),
  saveKeyHistory: defineCall({
    method: 'POST',
    path: '/saveKeyHistory',
    area: 'employees',
    level: 'write',
    body: ZKeyHistory,
    response: ZKeyHistory,
    summary: 'Note a move of a key by hand, or correct the date or remarks of one',
  }),
} as const;

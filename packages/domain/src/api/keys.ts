import { z } from 'zod';
import type { TKey, TKeyHistory } from '../employees/schemas.ts';
import { zInt, zRef } from './fields.ts';

/** Spec 001 §8: the text the server answers when a key lacks a required field. */
export const KEY_SAVE_FAILED = 'A key could not be saved: check that all fields are filled';

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
export type TKeyListItem = TKey & { employeeName: string; transferToName: string };
/** A key history row as keyHistoryByKey answers it (newest first). */
export type TKeyHistoryItem = TKeyHistory & { employeeName: string; userName: string; createdAt: string };

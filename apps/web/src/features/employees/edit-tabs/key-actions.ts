import type { KeyAction } from '@backoffice/domain';
import { api } from '../../../platform/api-client.ts';
import { CALLS, type KeyRow } from './people-api.ts';

/**
 * The call for a key move (spec 001 §4). Issuing saves the key with its new holder; transfer, cancel, accept and
 * return go through transferKey, which checks the key's state. The server writes every move to the key history.
 */
export function keyMoveRequest(key: KeyRow, action: KeyAction, toEmployeeId = 0): { path: string; body: unknown } {
  if (action === 'issue') return { path: CALLS.saveKey, body: { ...key, employeeId: toEmployeeId, transferTo: 0 } };
  return {
    path: CALLS.transferKey,
    body: { id: key.id, action, employeeId: action === 'transfer' ? toEmployeeId : 0 },
  };
}

export async function moveKey(key: KeyRow, action: KeyAction, toEmployeeId = 0): Promise<void> {
  const { path, body } = keyMoveRequest(key, action, toEmployeeId);
  await api.post(path, body);
}

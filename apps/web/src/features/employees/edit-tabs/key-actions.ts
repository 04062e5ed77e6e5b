import { KEY_CALLS, type KeyAction, type TKey } from '@backoffice/domain';
import { call } from '../../../platform/call.ts';

/**
 * The call for a key move (spec 001 §4). Issuing saves the key with its new holder; transfer, cancel, accept and
 * return go through transferKey, which checks the key's state. The server writes every move to the key history.
 */
export function keyMoveRequest(key: TKey, action: KeyAction, toEmployeeId = 0) {
  if (action === 'issue') return { save: { ...key, employeeId: toEmployeeId, transferTo: 0 } };
  return { transfer: { id: key.id, action, employeeId: action === 'transfer' ? toEmployeeId : 0 } };
}

export function moveKey(key: TKey, action: KeyAction, toEmployeeId = 0): Promise<TKey> {
  const request = keyMoveRequest(key, action, toEmployeeId);
  return request.save ? call(KEY_CALLS.saveKey, request.save) : call(KEY_CALLS.transferKey, request.transfer);
}

import type { KeyAction, TTransferKeyRequest } from '@backoffice/domain';
import { fail } from '../../platform/errors.ts';

/** Who holds a key and to whom it is offered (0: nobody). */
export interface KeyHolding {
  employeeId: number;
  transferTo: number;
}

export interface KeyMove {
  action: KeyAction;
  /** The employee the move concerns: new holder (issue, accept), offered (transfer, cancel), former holder (return). */
  employeeId: number;
}

/** The spec's rule: a key offered to its own holder is not offered at all. */
export const normalizeHolding = (h: KeyHolding): KeyHolding => ({
  employeeId: h.employeeId,
  transferTo: h.transferTo === h.employeeId ? 0 : h.transferTo,
});

/**
 * The history rows a change of holding means, in order. Taking over an offered key is an accept; any other change of
 * holder is a return by the old holder and an issue to the new one; a changed offer is a cancel and/or a transfer.
 */
export function keyMoves(before: KeyHolding, after: KeyHolding): KeyMove[] {
  const moves: KeyMove[] = [];
  const accepted =
    before.transferTo > 0 && after.employeeId === before.transferTo && after.employeeId !== before.employeeId;
  if (!accepted && before.transferTo > 0 && before.transferTo !== after.transferTo)
    moves.push({ action: 'cancel', employeeId: before.transferTo });
  if (accepted) moves.push({ action: 'accept', employeeId: after.employeeId });
  else if (before.employeeId !== after.employeeId) {
    if (before.employeeId > 0) moves.push({ action: 'return', employeeId: before.employeeId });
    if (after.employeeId > 0) moves.push({ action: 'issue', employeeId: after.employeeId });
  }
  if (after.transferTo > 0 && after.transferTo !== before.transferTo)
    moves.push({ action: 'transfer', employeeId: after.transferTo });
  return moves;
}

/** The holding after a transferKey action; refuses actions that make no sense for the key's current state. */
export function applyTransfer(current: KeyHolding, request: Omit<TTransferKeyRequest, 'id'>): KeyHolding {
  switch (request.action) {
    case 'transfer':
      if (!current.employeeId) throw fail('key.notIssuedToTransfer');
      if (!request.employeeId) throw fail('key.noReceiver');
      if (request.employeeId === current.employeeId) throw fail('key.alreadyHolder');
      return { employeeId: current.employeeId, transferTo: request.employeeId };
    case 'cancel':
      if (!current.transferTo) throw fail('key.noPendingTransfer');
      return { employeeId: current.employeeId, transferTo: 0 };
    case 'accept':
      if (!current.transferTo) throw fail('key.noPendingTransfer');
      return { employeeId: current.transferTo, transferTo: 0 };
    case 'return':
      if (!current.employeeId) throw fail('key.notIssued');
      return { employeeId: 0, transferTo: 0 };
  }
}

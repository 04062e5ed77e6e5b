import type { ErrorTexts } from './format.ts';

/** Keys and their moves (spec 001 §4 key transfer, §8). */
export const KEY_ERRORS = {
  /** Spec 001 §8: a key without its name. */
  'key.saveFailed': 'A key could not be saved: check that all fields are filled',
  'key.notIssuedToTransfer': 'This key is not issued to an employee, so it cannot be transferred',
  'key.noReceiver': 'Choose the employee to transfer the key to',
  'key.alreadyHolder': 'The key already belongs to this employee',
  'key.noPendingTransfer': 'This key has no pending transfer',
  'key.notIssued': 'This key is not issued to an employee',
  /** A holder or offered employee that is not a live employee of the owner. */
  'key.unknownEmployees': 'Employee {{ids}} not found',
  'keyHistory.otherKey': 'A history row cannot move to another key',
} as const satisfies ErrorTexts;

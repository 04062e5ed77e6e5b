import { describe, expect, it } from 'vitest';
import { keyMoveRequest } from './key-actions.ts';

const key = { id: 5, name: 'Office', number: '12', kind: 1, projectId: 0, employeeId: 3, transferTo: 0, deleted: 0 };

describe('key moves', () => {
  it('issues a key (new or free) by saving it with its holder and no pending transfer', () => {
    expect(keyMoveRequest({ ...key, id: 0, employeeId: 0, transferTo: 4 }, 'issue', 7)).toEqual({
      save: { ...key, id: 0, employeeId: 7, transferTo: 0 },
    });
  });
  it('sends transfer with the receiver, and cancel, accept and return without one', () => {
    expect(keyMoveRequest(key, 'transfer', 9)).toEqual({ transfer: { id: 5, action: 'transfer', employeeId: 9 } });
    for (const action of ['cancel', 'accept', 'return'] as const) {
      expect(keyMoveRequest({ ...key, transferTo: 9 }, action, 9).transfer).toEqual({ id: 5, action, employeeId: 0 });
    }
  });
});

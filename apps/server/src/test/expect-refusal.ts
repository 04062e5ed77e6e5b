import { errorMessage } from '@backoffice/domain';
import { expect } from 'vitest';
import { HttpError } from '../platform/errors.ts';

/** The error `run` throws, which must be the keyed 400 `key` with exactly these values. */
export function expectRefusal(run: () => unknown, key: string, params: Record<string, string | number> = {}): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${key}`).toBeInstanceOf(HttpError);
  const error = thrown as HttpError;
  expect({ status: error.status, key: error.key, params: error.params }).toEqual({ status: 400, key, params });
  expect(error.message).toBe(errorMessage(error.key, params));
}

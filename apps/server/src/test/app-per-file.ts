import { afterAll, beforeAll, vi } from 'vitest';
import type { GeoServices } from '../platform/geo.ts';
import { DEMO_USERS } from '../seed/demo.ts';
import { type Backend, createTestApp, type TestApp } from './harness.ts';

/** A demo login a test acts as: which demo user, in which owner. */
export type DemoLogin = readonly [user: keyof typeof DEMO_USERS, ownerId: number];

export const ADMIN_1: DemoLogin = ['admin', 1];
export const ADMIN_2: DemoLogin = ['admin', 2];
export const PLANNER_1: DemoLogin = ['planner', 1];

/**
 * The usual start of an API test file: one app on `backend` and a token per named demo login, set before the first
 * test (in the order named) and closed after the last. A file's own set-up goes in a `beforeAll` after this call,
 * which runs once these are set. With `now`, Date stands still at that moment (from before the logins) until the
 * file's last test.
 */
export function appPerFile<const N extends string>(
  backend: Backend,
  logins: Record<N, DemoLogin>,
  options: { geo?: GeoServices; now?: Date } = {},
): { app: TestApp } & Record<N, string> {
  const state = { app: undefined as unknown as TestApp } as { app: TestApp } & Record<N, string>;
  beforeAll(async () => {
    state.app = await createTestApp(backend, {}, { geo: options.geo });
    if (options.now) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(options.now);
    }
    for (const [name, [user, ownerId]] of Object.entries(logins) as [N, DemoLogin][]) {
      (state as Record<N, string>)[name] = await state.app.login(DEMO_USERS[user], ownerId);
    }
  });
  afterAll(async () => {
    if (options.now) vi.useRealTimers();
    await state.app.close();
  });
  return state;
}

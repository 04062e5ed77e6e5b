import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';
import { freePort, post, type Run, startServer, stop, waitUntilListening } from './test/server-process.ts';

describe('server start-up', () => {
  it('fails fast with one line on stderr when DATABASE_URL cannot be reached', async () => {
    const run = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines, run.stderr()).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('fails fast with one line on stderr when DATABASE_URL is not a URL', async () => {
    const run = startServer({ DATABASE_URL: 'not-a-url' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines, run.stderr()).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: .*DATABASE_URL/);
  });

  describe('on PGlite in a fresh DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-main-test-'));
    let running: Run | undefined;
    let token: string | undefined;

    afterAll(async () => {
      await stop(running);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the API under BASE_PATH and logs the demo admin in', async () => {
      const port = await freePort();
      running = startServer({ PORT: String(port), DATA_DIR: dataDir, BASE_PATH: '/acme' });
      await waitUntilListening(running, `http://127.0.0.1:${port}/acme/api/nothing`, 150_000);

      const response = await post(`http://127.0.0.1:${port}/acme/api/login`, {
        userName: DEMO_USERS.admin,
        password: DEMO_PASSWORD,
        ownerId: 1,
      });
      expect(response.status).toBe(200);
      token = ((await response.json()) as { token: string }).token;
      expect(token).toMatch(/^ey/);
      // The API lives under the prefix only.
      const unprefixed = await post(`http://127.0.0.1:${port}/api/login`, {
        userName: DEMO_USERS.admin,
        password: DEMO_PASSWORD,
        ownerId: 1,
      });
      expect(unprefixed.status).toBe(404);
      expect(running.stdout()).toContain('demo data seeded');

      // Without JWT_SECRET a secret was generated into DATA_DIR.
      const secretFile = join(dataDir, 'jwt-secret');
      expect(existsSync(secretFile)).toBe(true);
      expect(readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);

      expect(await stop(running)).toBe(0);
      running = undefined;
    }, 240_000);

    it('keeps the generated JWT secret and the data across a restart', async () => {
      expect(token, 'needs the token of the previous test').toBeTruthy();
      const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
      const port = await freePort();
      running = startServer({ PORT: String(port), DATA_DIR: dataDir, BASE_PATH: '/acme' });
      await waitUntilListening(running, `http://127.0.0.1:${port}/acme/api/nothing`, 150_000);

      const cars = await fetch(`http://127.0.0.1:${port}/acme/api/r/allCars`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(cars.status).toBe(200);
      // Seeded once: owner 1's three demo cars, not six.
      expect(((await cars.json()) as unknown[]).length).toBe(3);
      expect(running.stdout()).not.toContain('demo data seeded');
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

      expect(await stop(running)).toBe(0);
      running = undefined;
    }, 240_000);
  });
});

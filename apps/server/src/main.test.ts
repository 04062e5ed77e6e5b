import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';

// The start-up path as an operator runs it: `node --import tsx apps/server/src/main.ts` (what `npm start` does).
const ROOT = resolve(import.meta.dirname, '../../..');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Run {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The child gets only what the test sets of the server's own settings.
    if (
      value !== undefined &&
      !/^(PORT|HOST|DATA_DIR|DATABASE_URL|TEST_DATABASE_URL|JWT_SECRET|SMTP_URL|SEED|BASE_PATH|PUBLIC_URL|NODE_OPTIONS)$/.test(
        key,
      )
    ) {
      base[key] = value;
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  return port;
}

/** Polls until the server answers (any HTTP status) or the process ends. */
async function waitUntilListening(run: Run, url: string, timeoutMs = 45_000): Promise<void> {
  let done = false;
  void run.exited.then(() => {
    done = true;
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (done) throw new Error(`server exited early:\n${run.stdout()}\n${run.stderr()}`);
    try {
      await fetch(url, { method: 'GET' });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`server did not listen within ${timeoutMs} ms:\n${run.stdout()}\n${run.stderr()}`);
}

async function stop(run: Run | undefined): Promise<number | null | undefined> {
  if (!run) return undefined;
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
  return run.exited;
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

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
      await waitUntilListening(running, `http://127.0.0.1:${port}/acme/api/nothing`);

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
    }, 90_000);

    it('keeps the generated JWT secret and the data across a restart', async () => {
      expect(token, 'needs the token of the previous test').toBeTruthy();
      const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
      const port = await freePort();
      running = startServer({ PORT: String(port), DATA_DIR: dataDir, BASE_PATH: '/acme' });
      await waitUntilListening(running, `http://127.0.0.1:${port}/acme/api/nothing`);

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
    }, 90_000);
  });
});

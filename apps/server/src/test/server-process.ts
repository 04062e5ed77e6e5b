import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The server as an operator runs it, as a child process: `node --import tsx apps/server/src/main.ts` (what `npm start`
// does). Used by the start-up tests and the invoice run's kill test.
const ROOT = resolve(import.meta.dirname, '../../../..');
export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Run {
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

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  return port;
}

/** Polls until the server answers (any HTTP status) or the process ends. */
export async function waitUntilListening(run: Run, url: string, timeoutMs = 45_000): Promise<void> {
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

export async function stop(run: Run | undefined): Promise<number | null | undefined> {
  if (!run) return undefined;
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
  return run.exited;
}

export const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

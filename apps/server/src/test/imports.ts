import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * An import as the web app makes it: the call answers the queued job, the worker runs it (here: at once), and the
 * status call tells the outcome. Returns the finished job (importJob's answer, with the new ids).
 */
export async function runImport(app: TestApp, token: string, path: string, body: unknown) {
  const queued = await app.request('POST', path, { token, body });
  expect(queued.status, JSON.stringify(queued.json)).toBe(200);
  expect(queued.json).toMatchObject({ status: 'queued', stage: 'queued', done: 0 });
  await app.ctx.jobs.runDue();
  const job = await app.request('POST', '/r/importJob', { token, body: { id: queued.json.id } });
  expect(job.status, JSON.stringify(job.json)).toBe(200);
  return job.json;
}

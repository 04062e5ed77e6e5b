// One way to load a cached list call (allEmployees, allProjects, allCustomers): from the list cache with the full body,
// as a browser revalidating with If-None-Match (304), and right after a change of the owner's data (rebuilt).
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { withTenant } from '../apps/server/src/db/tenant.ts';
import { runLoad, summarize } from './load.ts';

export type Report = (name: string, r: ReturnType<typeof summarize>) => void;

export interface ListBenchContext {
  address: string;
  tokens: string[];
  owners: number[];
  database: Database;
  concurrency: number;
  seconds: number;
  report: Report;
}

export async function benchCachedList(context: ListBenchContext, list: string, dataSet: string): Promise<void> {
  const { address, tokens, owners, database, concurrency, seconds, report } = context;
  const etags = new Map<number, string>();
  const get = (revalidate: boolean) => (i: number) => {
    const slot = i % tokens.length;
    // Like a browser: gzip accepted. node:http hands over the bytes as sent; the browser would inflate them off the
    // page's thread, while fetch here would inflate them on the server's own thread and skew the figures.
    const headers: Record<string, string> = { authorization: `Bearer ${tokens[slot]}`, 'accept-encoding': 'gzip' };
    const etag = etags.get(slot);
    if (revalidate && etag) headers['if-none-match'] = etag;
    return new Promise<void>((resolve, reject) => {
      const call = request(`${address}/api/r/${list}`, { headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status !== 200 && status !== 304) return reject(new Error(String(status)));
          etags.set(slot, String(response.headers.etag ?? ''));
          resolve();
        });
        response.on('error', reject);
      });
      call.on('error', reject);
      call.end();
    });
  };
  // Steady state: every owner's list has been read once (the cold path is measured last, after a change).
  for (let i = 0; i < tokens.length; i++) await get(false)(i);
  for (const c of [1, concurrency]) report(`GET ${list} (c=${c})`, await runLoad(get(false), c, seconds));
  report(`GET ${list} 304 (c=${concurrency})`, await runLoad(get(true), concurrency, seconds));
  const missLatencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < 10; i++) {
    const ownerId = owners[i % owners.length] as number;
    await withTenant(database, ownerId, (tx) =>
      tx.execute(sql`update data_versions set version = version + 1 where owner_id = ${ownerId} and name = ${dataSet}`),
    );
    const start = performance.now();
    await get(false)(i);
    missLatencies.push(performance.now() - start);
  }
  report(`GET ${list} after a change`, summarize(missLatencies, 0, (performance.now() - started) / 1000));
}

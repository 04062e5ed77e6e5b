import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant.ts';
import { allEmployees } from '../../test/fixtures/employees.ts';
import { appWithAdmins, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('cached employee list on %s', (backend) => {
  const t = appWithAdmins(backend);

  it('shows every change, also one made outside the API, and keeps owners apart', async () => {
    const first = await allEmployees(t.app, t.owner1);
    const target = first[0];
    expect(target).toBeDefined();
    // A change straight in the database (another server instance, a script): the triggers raise the version.
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`update employee_addresses set city = 'Zeist' where owner_id = 1 and employee_id = ${target.id}`),
    );
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`update employees set phone = '030-1234567' where owner_id = 1 and id = ${target.id}`),
    );
    const second = await allEmployees(t.app, t.owner1);
    const changed = second.find((e: { id: number }) => e.id === target.id);
    expect(changed.phone).toBe('030-1234567');
    expect(changed.addresses.every((a: { city: string }) => a.city === 'Zeist')).toBe(true);

    const other = await allEmployees(t.app, t.owner2);
    expect(other.map((e: { id: number }) => e.id)).not.toContain(target.id);
    // Owner 2's list is cached apart and unaffected.
    expect(await allEmployees(t.app, t.owner2)).toEqual(other);
  });

  it('answers an unchanged list from the cache with the same content', async () => {
    const a = await t.app.request('GET', '/r/allEmployees', { token: t.owner1 });
    const b = await t.app.request('GET', '/r/allEmployees', { token: t.owner1 });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers 304 to a browser that holds the current list, and the full list once it changed', async () => {
    const url = `${t.app.config.basePath}/api/r/allEmployees`;
    const first = await t.app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.owner1}` } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.owner1}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another owner's tag never matches.
    const other = await t.app.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.owner2}`, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`update employees set mobile = '06-99' where owner_id = 1`),
    );
    const changed = await t.app.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.owner1}`, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends a large list gzipped to a client that accepts it, the same list as uncompressed', async () => {
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`insert into employees (owner_id, first_name, last_name)
        select 1, 'Bulk' || g, 'Employee' || g from generate_series(1, 300) g`),
    );
    const url = `${t.app.config.basePath}/api/r/allEmployees`;
    const plain = await t.app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.owner1}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.app.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.owner1}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });
});

import pg from 'pg';

/** The machine's PostgreSQL on 127.0.0.1:5432 (trust authentication as postgres), when one answers. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where the PostgreSQL test databases go: TEST_DATABASE_URL when set ('none': PGlite only), else the machine's own
 * PostgreSQL when one answers, so `npm test` tests both without any setting (the API tests, db-templates.ts; the
 * browser tests' server, e2e/support/e2e-server.ts).
 */
export async function testPostgresUrl(): Promise<string | undefined> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured === 'none') return undefined;
  if (configured) return configured;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL_POSTGRES;
  } catch {
    console.warn('no PostgreSQL answers on 127.0.0.1:5432: the tests run on PGlite only');
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

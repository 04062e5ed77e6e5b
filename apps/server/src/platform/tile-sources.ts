import { tileSource } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { withSystem } from '../db/tenant.ts';

/**
 * Where the projects map may load tiles from, as Content-Security-Policy sources: the hosts of every owner's tile
 * server (owner setting mapTileUrl). A page's policy is fixed when it loads, before anyone has logged in under an
 * owner, so it names the hosts of all owners. Each page load reads them again (`refresh`), so a host saved on any server
 * counts from the next load; other answers take the last read (`sources`).
 */
export class TileSources {
  private current: readonly string[] = [];
  private reading: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  sources(): readonly string[] {
    return this.current;
  }

  /** Reads the hosts again; page loads at the same moment share one read. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    try {
      const rows = await withSystem(this.database, (tx) =>
        queryRows<{ url: string }>(
          tx,
          sql`select distinct settings->>'mapTileUrl' as url from owners where coalesce(settings->>'mapTileUrl', '') <> ''`,
        ),
      );
      const sources = rows.map((row) => tileSource(row.url)).filter((source) => source !== undefined);
      this.current = [...new Set(sources)].sort();
    } catch {
      // The database is away: the page still loads, under the hosts last read.
    }
  }
}

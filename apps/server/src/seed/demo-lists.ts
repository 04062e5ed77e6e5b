import type { Db } from '../db/client.ts';

/** Demo owner settings lists (districts, machine types, VAT codes, work types, project flex fields) (issue 4). Being built. */
export async function seedDemoLists(_tx: Db, _ownerId: number): Promise<void> {}

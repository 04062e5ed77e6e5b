import type { Db } from '../db/client.ts';

/** Demo customers, contacts and notes of the first owner (issue 4). Being built. */
export async function seedDemoCustomers(_tx: Db, _ownerId: number): Promise<void> {}

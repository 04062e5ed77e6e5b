import type { Db } from '../db/client.ts';

/** Demo settings lists, projects, addresses, works, notes and machines of the first owner (issue 4). Being built. */
export async function seedDemoProjects(_tx: Db, _ownerId: number): Promise<void> {}

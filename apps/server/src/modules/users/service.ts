import type { TUser } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownerUsers, sessions, userAccounts } from '../../db/schema/index.ts';

const userColumns = {
  id: ownerUsers.id,
  userId: ownerUsers.userId,
  userName: userAccounts.userName,
  employeeId: ownerUsers.employeeId,
  roles: ownerUsers.roles,
  deleted: ownerUsers.deleted,
  // What the users page shows next to "End sessions": the live sessions in this owner.
  activeSessions: sql<number>`(select count(*)::int from ${sessions} s where s.owner_id = ${ownerUsers.ownerId}
    and s.user_id = ${ownerUsers.userId} and s.ended_at is null and s.expires_at > now()
    and s.epoch = ${userAccounts.sessionsEpoch})`,
};

const toUser = ({ userId: _userId, ...user }: TUser & { userId: number }): TUser => user;

function selectUsers(tx: Db) {
  return tx.select(userColumns).from(ownerUsers).innerJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId));
}

export async function listUsers(tx: Db, ownerId: number): Promise<TUser[]> {
  const rows = await selectUsers(tx)
    .where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.deleted, 0)))
    .orderBy(asc(sql`lower(${userAccounts.userName})`));
  return rows.map(toUser);
}

/** The membership with its account's user id (to tell whether it is the caller's own). */
export async function findUser(tx: Db, ownerId: number, id: number) {
  const [row] = await selectUsers(tx).where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.id, id)));
  return row;
}

export async function userByEmployee(tx: Db, ownerId: number, employeeId: number): Promise<TUser | null> {
  const [row] = await selectUsers(tx).where(
    and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.employeeId, employeeId), eq(ownerUsers.deleted, 0)),
  );
  return row ? toUser(row) : null;
}

export { toUser };

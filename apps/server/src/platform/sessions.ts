import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ownerUsers, sessions, userAccounts } from '../db/schema/index.ts';
import { TOKEN_LIFETIME_SECONDS } from './tokens.ts';

export type SessionEndReason = 'logout' | 'administrator' | 'access removed';

/** Starts a session of a user in an owner (at login); its id goes into the token as `sid`. */
export async function startSession(tx: Db, ownerId: number, userId: number): Promise<number> {
  // Sessions past their end are of no use to anybody: the user's own are cleared at each login.
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.ownerId, ownerId),
        eq(sessions.userId, userId),
        sql`${sessions.expiresAt} < now() - interval '1 day'`,
      ),
    );
  const [row] = await tx
    .insert(sessions)
    .values({
      ownerId,
      userId,
      epoch: sql`(select ${userAccounts.sessionsEpoch} from ${userAccounts} where ${userAccounts.id} = ${userId})`,
      expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS})`,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert session returned nothing');
  return row.id;
}

/**
 * The caller's membership when the session is live: not ended, not expired, not from before the account's last
 * password change or "log out everywhere", and the membership not removed. One query, run by every call and download.
 */
export async function liveMembership(tx: Db, ownerId: number, userId: number, sid: number) {
  const [row] = await tx
    .select({
      id: ownerUsers.id,
      roles: ownerUsers.roles,
      employeeId: ownerUsers.employeeId,
      sysAdmin: sql<boolean>`${userAccounts.sysAdmin} = 1`,
    })
    .from(ownerUsers)
    .innerJoin(
      sessions,
      and(eq(sessions.ownerId, ownerUsers.ownerId), eq(sessions.userId, ownerUsers.userId), eq(sessions.id, sid)),
    )
    .innerJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
    .where(
      and(
        eq(ownerUsers.ownerId, ownerId),
        eq(ownerUsers.userId, userId),
        eq(ownerUsers.deleted, 0),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(sessions.epoch, userAccounts.sessionsEpoch),
      ),
    );
  return row;
}

/** Ends one session (logout). */
export async function endSession(tx: Db, ownerId: number, sid: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: 'logout' })
    .where(and(eq(sessions.ownerId, ownerId), eq(sessions.id, sid), isNull(sessions.endedAt)));
}

/** Ends a user's sessions in one owner (an administrator's button, removed access); answers how many were live. */
export async function endUserSessions(
  tx: Db,
  ownerId: number,
  userId: number,
  reason: SessionEndReason,
): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.ownerId, ownerId),
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every session of an account in every owner (a password change or reset, "log out everywhere"): sessions that
 * started before are refused from now on. The account row is not a tenant row, so this works from inside any owner's
 * transaction.
 */
export async function endAccountSessions(tx: Db, userId: number): Promise<void> {
  await tx
    .update(userAccounts)
    .set({ sessionsEpoch: sql`${userAccounts.sessionsEpoch} + 1` })
    .where(eq(userAccounts.id, userId));
}

import type { TOwnerChoice, TSessionUser, TTokenClaims } from '@backoffice/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { owners, ownerUsers, passwordResets, userAccounts } from '../../db/schema/index.ts';
import {
  dummyPasswordHash,
  hashPassword,
  hashResetKey,
  newResetKey,
  verifyPassword,
} from '../../platform/passwords.ts';
import { endAccountSessions, startSession } from '../../platform/sessions.ts';

export type Account = typeof userAccounts.$inferSelect;

export const RESET_KEY_LIFETIME_HOURS = 24;

export async function findAccount(tx: Db, userName: string): Promise<Account | undefined> {
  const [account] = await tx
    .select()
    .from(userAccounts)
    .where(eq(sql`lower(${userAccounts.userName})`, userName.toLowerCase()));
  return account;
}

/** The account when the password is right; the same work is done for unknown names so timing reveals nothing. */
export async function checkCredentials(tx: Db, userName: string, password: string): Promise<Account | undefined> {
  const account = await findAccount(tx, userName);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  return ok && account?.passwordHash ? account : undefined;
}

export async function ownersOfUser(tx: Db, userId: number): Promise<TOwnerChoice[]> {
  return tx
    .select({ id: owners.id, name: owners.name })
    .from(ownerUsers)
    .innerJoin(owners, eq(owners.id, ownerUsers.ownerId))
    .where(and(eq(ownerUsers.userId, userId), eq(ownerUsers.deleted, 0)))
    .orderBy(asc(owners.id));
}

export async function membership(tx: Db, ownerId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(ownerUsers)
    .where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.userId, userId), eq(ownerUsers.deleted, 0)));
  return row;
}

/** Roles over all of the user's owners: what setPassword reports to choose between web and mobile login. */
export async function allRoles(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ roles: ownerUsers.roles })
    .from(ownerUsers)
    .where(and(eq(ownerUsers.userId, userId), eq(ownerUsers.deleted, 0)));
  return [...new Set(rows.flatMap((row) => row.roles))].sort();
}

/** Starts a session of the account in the membership's owner; answers what its token carries. */
export async function newSessionClaims(
  tx: Db,
  account: Account,
  member: { ownerId: number; employeeId: number; roles: string[] },
): Promise<TTokenClaims> {
  return {
    sid: await startSession(tx, member.ownerId, account.id),
    userId: account.id,
    userName: account.userName,
    ownerId: member.ownerId,
    employeeId: member.employeeId,
    roles: member.roles,
    sysAdmin: account.sysAdmin === 1,
  };
}

export async function createResetKey(tx: Db, userId: number): Promise<string> {
  const { key, keyHash } = newResetKey();
  await tx.insert(passwordResets).values({
    userId,
    keyHash,
    expiresAt: sql`now() + make_interval(hours => ${RESET_KEY_LIFETIME_HOURS})`,
  });
  return key;
}

/** A reset key that exists for this user, is unused and has not expired. */
export async function validResetKey(tx: Db, userId: number, key: string) {
  const [reset] = await tx
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.keyHash, hashResetKey(key)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return reset;
}

export async function accountById(tx: Db, id: number): Promise<Account | undefined> {
  const [account] = await tx.select().from(userAccounts).where(eq(userAccounts.id, id));
  return account;
}

/** Sets a password; every session the account had, in every owner, ends with it. */
export async function setAccountPassword(tx: Db, userId: number, password: string): Promise<void> {
  await tx
    .update(userAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(userAccounts.id, userId));
  await endAccountSessions(tx, userId);
}

export async function sessionUser(tx: Db, account: Account): Promise<TSessionUser> {
  return { id: account.id, userName: account.userName, roles: await allRoles(tx, account.id) };
}

/** Whether the login also works for another owner; then this owner's admin must not set its password. */
export async function hasMembershipElsewhere(tx: Db, userId: number, ownerId: number): Promise<boolean> {
  const rows = await queryRows<{ elsewhere: boolean }>(
    tx,
    sql`select account_membership_elsewhere(${userId}, ${ownerId}) as elsewhere`,
  );
  return rows[0]?.elsewhere === true;
}

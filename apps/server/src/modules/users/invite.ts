import type { Role, TUser } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ownerUsers, userAccounts } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { accessMail, findAccount, hasMembershipElsewhere, mailPasswordLink } from '../session/index.ts';
import { findOwner, toOwner } from '../settings/index.ts';

/** createUser: a membership for a new or existing login, revived when it was deleted, and a mail to the person. */
export async function inviteUser(
  ctx: CallContext,
  body: { userName: string; employeeId: number; roles: Role[] },
): Promise<TUser> {
  const { tx, ownerId } = ctx;
  let account = await findAccount(tx, body.userName);
  if (!account) [account] = await tx.insert(userAccounts).values({ userName: body.userName }).returning();
  if (!account) throw new Error('account insert returned nothing');
  const [previous] = await tx
    .select()
    .from(ownerUsers)
    .where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.userId, account.id)));
  if (previous && !previous.deleted) throw fail('user.exists');
  const values = { employeeId: body.employeeId, roles: body.roles, deleted: 0 };
  const [saved] = previous
    ? await tx
        .update(ownerUsers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.id, previous.id)))
        .returning()
    : await tx
        .insert(ownerUsers)
        .values({ ...values, ownerId, userId: account.id })
        .returning();
  if (!saved) throw new Error('membership save returned nothing');
  await ctx.audit('User', saved.id, 'create', { userName: account.userName, ...values });

  const owner = await findOwner(tx, ownerId);
  const locale = owner ? toOwner(owner).settings.locale : 'en';
  // A login that already has a password or works for another owner keeps it: a key mailed here would let this
  // owner's admin (who reads the outbox) take over an account another owner relies on.
  if (account.passwordHash || (await hasMembershipElsewhere(tx, account.id, ownerId))) {
    const mail = accessMail(locale, owner?.name ?? '', `${ctx.app.config.publicUrl}/#/Session/Auth`);
    await ctx.app.mailer.send(tx, { ownerId, to: account.userName, ...mail });
  } else {
    await mailPasswordLink(ctx.app, tx, { ownerId, account, kind: 'invite', locale });
  }
  return { id: saved.id, userName: account.userName, ...values, activeSessions: 0 };
}

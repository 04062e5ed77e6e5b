import { canAccess, USER_CALLS } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ownerUsers } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { endAccountSessions, endUserSessions } from '../../platform/sessions.ts';
import { accountById, hasMembershipElsewhere, newSessionClaims, setAccountPassword } from '../session/index.ts';
import { findOwner } from '../settings/index.ts';
import { inviteUser } from './invite.ts';
import { findUser, listUsers, toUser, userByEmployee } from './service.ts';

export function registerUserRoutes(r: CallRegistrar): void {
  // The caller's own membership and company: for "change my password" and the header, whatever the roles.
  r.handle(USER_CALLS.me, async (ctx) => {
    const user = await findUser(ctx.tx, ctx.ownerId, ctx.membershipId);
    const owner = await findOwner(ctx.tx, ctx.ownerId);
    if (!user || !owner) throw fail('record.notFound', { entity: 'User', id: ctx.membershipId });
    return { ...toUser(user), ownerId: ctx.ownerId, ownerName: owner.name };
  });

  r.handle(USER_CALLS.allUsers, (ctx) => listUsers(ctx.tx, ctx.ownerId));

  r.handle(USER_CALLS.userByEmployeeId, (ctx, body) => userByEmployee(ctx.tx, ctx.ownerId, body.id));

  r.handle(USER_CALLS.saveUser, async (ctx, body) => {
    const before = await findUser(ctx.tx, ctx.ownerId, body.id);
    if (!before || before.deleted) throw fail('record.notFound', { entity: 'User', id: body.id });
    // An administrator cannot lock themselves out; another administrator has to do that.
    if (
      before.userId === ctx.userId &&
      (body.deleted || !body.roles.includes('admin')) &&
      before.roles.includes('admin')
    ) {
      throw fail('user.ownAdminAccess');
    }
    await ctx.tx
      .update(ownerUsers)
      .set({ employeeId: body.employeeId, roles: body.roles, deleted: body.deleted, updatedAt: sql`now()` })
      .where(and(eq(ownerUsers.ownerId, ctx.ownerId), eq(ownerUsers.id, body.id)));
    const after = { employeeId: body.employeeId, roles: body.roles, deleted: body.deleted };
    if (body.deleted) await endUserSessions(ctx.tx, ctx.ownerId, before.userId, 'access removed');
    await ctx.audit('User', body.id, body.deleted ? 'delete' : 'update', diffRecords(before, after));
    return { ...toUser(before), ...after };
  });

  r.handle(USER_CALLS.createUser, inviteUser);

  // Everybody may change their own password; an administrator may set the password of a login that works for this
  // owner only (a login shared with another owner is that person's own business).
  r.handle(USER_CALLS.updatePassword, async (ctx, body) => {
    const target = await findUser(ctx.tx, ctx.ownerId, body.id);
    if (!target || target.deleted) throw fail('record.notFound', { entity: 'User', id: body.id });
    if (target.userId !== ctx.userId) {
      if (!canAccess(ctx, 'settings', 'write')) throw fail('auth.noPermission');
      if (await hasMembershipElsewhere(ctx.tx, target.userId, ctx.ownerId)) {
        throw fail('user.sharedLogin');
      }
    }
    await setAccountPassword(ctx.tx, target.userId, body.password);
    await ctx.audit('User', body.id, 'password');
    if (target.userId !== ctx.userId) return { ok: true as const };
    // Every session of the account ended with the change; the browser that made it goes on with a new one.
    const account = await accountById(ctx.tx, ctx.userId);
    if (!account) throw fail('record.notFound', { entity: 'User', id: body.id });
    const claims = await newSessionClaims(ctx.tx, account, ctx);
    return { ok: true as const, token: await ctx.app.tokens.sign(claims) };
  });

  // An administrator ends a user's sessions in this company (a lost laptop, a shared computer).
  r.handle(USER_CALLS.endUserSessions, async (ctx, body) => {
    const target = await findUser(ctx.tx, ctx.ownerId, body.id);
    if (!target || target.deleted) throw fail('record.notFound', { entity: 'User', id: body.id });
    const ended = await endUserSessions(ctx.tx, ctx.ownerId, target.userId, 'administrator');
    await ctx.audit('User', body.id, 'end sessions', { ended });
    return { ended };
  });

  // "Log out everywhere": every session of the caller's login, in every company, this one included.
  r.handle(USER_CALLS.logoutEverywhere, async (ctx) => {
    await endAccountSessions(ctx.tx, ctx.userId);
    return { ok: true as const };
  });
}

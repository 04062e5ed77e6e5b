import {
  canAccess,
  ZCreateUserRequest,
  ZSaveUserRequest,
  ZUpdatePasswordRequest,
  ZUserByEmployeeIdRequest,
} from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ownerUsers, userAccounts } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { mailPasswordLink } from '../session/password-link.ts';
import { findAccount, setAccountPassword } from '../session/service.ts';
import { ownerLocale } from '../settings/service.ts';
import { findUser, listUsers, toUser, userByEmployee } from './service.ts';

export function registerUserRoutes(r: CallRegistrar): void {
  r.call({ method: 'GET', path: '/allUsers', area: 'settings', level: 'read' }, (ctx) =>
    listUsers(ctx.tx, ctx.ownerId),
  );

  r.call(
    { method: 'POST', path: '/userByEmployeeId', area: 'settings', level: 'read', body: ZUserByEmployeeIdRequest },
    (ctx, body) => userByEmployee(ctx.tx, ctx.ownerId, body.id),
  );

  r.call(
    { method: 'POST', path: '/saveUser', area: 'settings', level: 'write', body: ZSaveUserRequest },
    async (ctx, body) => {
      const before = await findUser(ctx.tx, ctx.ownerId, body.id);
      if (!before || before.deleted) throw notFound(`User ${body.id} not found`);
      // An administrator cannot lock themselves out; another administrator has to do that.
      if (
        before.userId === ctx.userId &&
        (body.deleted || !body.roles.includes('admin')) &&
        before.roles.includes('admin')
      ) {
        throw badRequest('You cannot remove your own administrator access');
      }
      await ctx.tx
        .update(ownerUsers)
        .set({ employeeId: body.employeeId, roles: body.roles, deleted: body.deleted, updatedAt: sql`now()` })
        .where(and(eq(ownerUsers.ownerId, ctx.ownerId), eq(ownerUsers.id, body.id)));
      const after = { employeeId: body.employeeId, roles: body.roles, deleted: body.deleted };
      await ctx.audit('User', body.id, body.deleted ? 'delete' : 'update', diffRecords(before, after));
      return { ...toUser(before), ...after };
    },
  );

  r.call(
    { method: 'POST', path: '/createUser', area: 'settings', level: 'write', body: ZCreateUserRequest },
    async (ctx, body) => {
      let account = await findAccount(ctx.tx, body.userName);
      if (!account) {
        [account] = await ctx.tx.insert(userAccounts).values({ userName: body.userName }).returning();
      }
      if (!account) throw new Error('account insert returned nothing');
      const existing = await ctx.tx
        .select()
        .from(ownerUsers)
        .where(and(eq(ownerUsers.ownerId, ctx.ownerId), eq(ownerUsers.userId, account.id)));
      const previous = existing[0];
      if (previous && !previous.deleted) throw badRequest('A user with this e-mail address already exists');
      const values = { employeeId: body.employeeId, roles: body.roles, deleted: 0 };
      const [saved] = previous
        ? await ctx.tx
            .update(ownerUsers)
            .set({ ...values, updatedAt: sql`now()` })
            .where(and(eq(ownerUsers.ownerId, ctx.ownerId), eq(ownerUsers.id, previous.id)))
            .returning()
        : await ctx.tx
            .insert(ownerUsers)
            .values({ ...values, ownerId: ctx.ownerId, userId: account.id })
            .returning();
      if (!saved) throw new Error('membership save returned nothing');
      await ctx.audit('User', saved.id, 'create', { userName: account.userName, ...values });
      const locale = await ownerLocale(ctx.tx, ctx.ownerId);
      await mailPasswordLink(ctx.app, ctx.tx, { ownerId: ctx.ownerId, account, kind: 'invite', locale });
      return { id: saved.id, userName: account.userName, ...values };
    },
  );

  // Everybody may change their own password; an administrator may set anyone's in the owner.
  r.call(
    { method: 'POST', path: '/updatePassword', area: 'home', level: 'read', body: ZUpdatePasswordRequest },
    async (ctx, body) => {
      const target = await findUser(ctx.tx, ctx.ownerId, body.id);
      if (!target || target.deleted) throw notFound(`User ${body.id} not found`);
      if (target.userId !== ctx.userId && !canAccess(ctx, 'settings', 'write')) throw forbidden();
      await setAccountPassword(ctx.tx, target.userId, body.password);
      await ctx.audit('User', body.id, 'password');
      return { ok: true };
    },
  );
}

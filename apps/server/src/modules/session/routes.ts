import { SESSION_CALLS } from '@backoffice/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordResets } from '../../db/schema/index.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/errors.ts';
import { FailureLimiter } from '../../platform/rate-limit.ts';
import { endSession } from '../../platform/sessions.ts';
import { mailPasswordLink } from './password-link.ts';
import {
  accountById,
  allRoles,
  checkCredentials,
  findAccount,
  membership,
  newSessionClaims,
  ownersOfUser,
  sessionUser,
  setAccountPassword,
  validResetKey,
} from './service.ts';

/** The unauthenticated calls (spec 000 §7). Failed attempts are counted per client address and answered 429. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const failures = new FailureLimiter(10, 15 * 60_000);
  const resetRequests = new FailureLimiter(5, 15 * 60_000);
  const guard = (request: FastifyRequest, limiter = failures) => {
    if (limiter.isBlocked(request.ip)) throw fail('session.tooManyAttempts');
  };
  const refuse = (request: FastifyRequest, key: 'session.wrongCredentials' | 'session.keyNotValid'): never => {
    failures.record(request.ip);
    throw fail(key);
  };

  app.post(SESSION_CALLS.login.path, async (request) => {
    guard(request);
    const body = SESSION_CALLS.login.body.parse(request.body);
    const claims = await withSystem(ctx.database, async (tx) => {
      const account = await checkCredentials(tx, body.userName, body.password);
      if (!account) return undefined;
      const member = await membership(tx, body.ownerId, account.id);
      return member ? newSessionClaims(tx, account, member) : undefined;
    });
    // Failures are not forgotten on success: a client with one valid account must not get to guess another's.
    if (!claims) return refuse(request, 'session.wrongCredentials');
    return { token: await ctx.tokens.sign(claims) };
  });

  // Ends the session of the token sent: the token (and every download ticket made with it) is refused from now on.
  // Answered alike for a token that is unknown or already ended, so the page can always log out.
  app.post(SESSION_CALLS.logout.path, async (request) => {
    const header = request.headers.authorization;
    const claims = header?.startsWith('Bearer ') ? await ctx.tokens.verify(header.slice(7).trim()) : null;
    if (claims) await withTenant(ctx.database, claims.ownerId, (tx) => endSession(tx, claims.ownerId, claims.sid));
    return { ok: true };
  });

  app.post(SESSION_CALLS.ownersUser.path, async (request) => {
    guard(request);
    const body = SESSION_CALLS.ownersUser.body.parse(request.body);
    const owners = await withSystem(ctx.database, async (tx) => {
      const account = await checkCredentials(tx, body.userName, body.password);
      return account ? ownersOfUser(tx, account.id) : undefined;
    });
    if (!owners) return refuse(request, 'session.wrongCredentials');
    return owners;
  });

  app.post(SESSION_CALLS.userByIdKey.path, async (request) => {
    guard(request);
    const body = SESSION_CALLS.userByIdKey.body.parse(request.body);
    const user = await withSystem(ctx.database, async (tx) => {
      const account = (await validResetKey(tx, body.id, body.key)) ? await accountById(tx, body.id) : undefined;
      return account ? sessionUser(tx, account) : undefined;
    });
    return user ?? refuse(request, 'session.keyNotValid');
  });

  app.post(SESSION_CALLS.setPassword.path, async (request) => {
    guard(request);
    const body = SESSION_CALLS.setPassword.body.parse(request.body);
    const user = await withSystem(ctx.database, async (tx) => {
      const reset = await validResetKey(tx, body.id, body.key);
      const account = reset ? await accountById(tx, body.id) : undefined;
      if (!reset || !account) return undefined;
      // Setting a password spends every open key of the user, not just this one.
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)));
      await setAccountPassword(tx, account.id, body.password);
      return sessionUser(tx, account);
    });
    return user ?? refuse(request, 'session.keyNotValid');
  });

  app.post(SESSION_CALLS.forgotPassword.path, async (request) => {
    guard(request, resetRequests);
    const body = SESSION_CALLS.forgotPassword.body.parse(request.body);
    resetRequests.record(request.ip);
    await withSystem(ctx.database, async (tx) => {
      const account = await findAccount(tx, body.userName);
      // Only accounts that can still log in somewhere get a link.
      if (account && (await allRoles(tx, account.id)).length > 0) {
        await mailPasswordLink(ctx, tx, { ownerId: 0, account, kind: 'reset', locale: body.locale });
      }
    });
    // The same answer whether or not the address exists.
    return { ok: true };
  });
}

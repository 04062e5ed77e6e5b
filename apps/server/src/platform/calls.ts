import { type AccessLevel, type Area, canAccessAny, type TTokenClaims } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ownerUsers } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant.ts';
import { writeAudit } from './audit.ts';
import type { AppContext } from './context.ts';
import { forbidden, HttpError } from './errors.ts';

/** The caller of an authenticated call, inside its owner-scoped transaction. */
export interface CallContext {
  tx: Db;
  app: AppContext;
  ownerId: number;
  userId: number;
  /** The caller's membership of this owner (the spec's User id). */
  membershipId: number;
  employeeId: number;
  roles: string[];
  sysAdmin: boolean;
  audit(entity: string, entityId: number, action: string, changes?: Record<string, unknown>): Promise<void>;
}

export interface CallSpec<S extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Path below /r, e.g. '/allCars'. */
  path: string;
  /** One area, or several of which any one lets the caller in. */
  area: Area | readonly Area[];
  level: AccessLevel;
  body?: S;
}

/** Every registered authenticated call; the role contract test walks this list. */
export interface RegisteredCall {
  method: 'GET' | 'POST';
  path: string;
  area: Area | readonly Area[];
  level: AccessLevel;
}

/**
 * A call with a large body (imports): `prepare` checks it outside any transaction, between the role gate's short
 * transaction and the handler's, so that other users' calls are answered meanwhile; `afterCommit` runs once the
 * handler's transaction has committed.
 */
export interface BulkCallSpec<T> {
  path: string;
  area: Area | readonly Area[];
  level: AccessLevel;
  prepare: (body: unknown) => Promise<T>;
  afterCommit?: () => void;
}

export interface CallRegistrar {
  calls: RegisteredCall[];
  app: AppContext;
  call<S extends z.ZodType>(
    spec: CallSpec<S>,
    handler: (ctx: CallContext, body: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void;
  bulk<T>(spec: BulkCallSpec<T>, handler: (ctx: CallContext, body: T) => Promise<unknown>): void;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

type Claims = TTokenClaims;
type Membership = { id: number; roles: string[]; employeeId: number };

async function claimsOf(ctx: AppContext, request: FastifyRequest): Promise<Claims> {
  const token = bearer(request);
  const claims: TTokenClaims | null = token ? await ctx.tokens.verify(token) : null;
  if (!claims) throw new HttpError(401, 'Not logged in or session expired');
  return claims;
}

/** The caller's current membership and roles from the database, then the role gate (401, 403). */
async function gate(tx: Db, claims: Claims, area: Area | readonly Area[], level: AccessLevel): Promise<Membership> {
  const [membership] = await tx
    .select({
      id: ownerUsers.id,
      roles: ownerUsers.roles,
      deleted: ownerUsers.deleted,
      employeeId: ownerUsers.employeeId,
    })
    .from(ownerUsers)
    .where(and(eq(ownerUsers.ownerId, claims.ownerId), eq(ownerUsers.userId, claims.userId)));
  if (!membership || membership.deleted) throw new HttpError(401, 'Not logged in or session expired');
  const holder = { roles: membership.roles, sysAdmin: claims.sysAdmin };
  if (!canAccessAny(holder, area, level)) throw forbidden();
  return membership;
}

function callContext(tx: Db, ctx: AppContext, claims: Claims, membership: Membership): CallContext {
  return {
    tx,
    app: ctx,
    ownerId: claims.ownerId,
    userId: claims.userId,
    membershipId: membership.id,
    employeeId: membership.employeeId,
    roles: membership.roles,
    sysAdmin: claims.sysAdmin,
    audit: (entity, entityId, action, changes = {}) =>
      writeAudit(tx, { ownerId: claims.ownerId, userId: claims.userId, entity, entityId, action, changes }),
  };
}

/**
 * Registers calls under /r: token check (401), owner-scoped transaction, current membership and roles from the
 * database (a removed user or role stops working before the token expires), role gate (403), zod body (400).
 */
export function createCallRegistrar(app: FastifyInstance, ctx: AppContext): CallRegistrar {
  const calls: RegisteredCall[] = [];
  return {
    calls,
    app: ctx,
    call<S extends z.ZodType>(
      spec: CallSpec<S>,
      handler: (ctx: CallContext, body: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) {
      calls.push({ method: spec.method, path: spec.path, area: spec.area, level: spec.level });
      app.route({
        method: spec.method,
        url: `/r${spec.path}`,
        handler: async (request, reply) => {
          const claims = await claimsOf(ctx, request);
          return withTenant(ctx.database, claims.ownerId, async (tx) => {
            const membership = await gate(tx, claims, spec.area, spec.level);
            // Calls without a body schema get an empty object.
            const body = (
              spec.body ? spec.body.parse(spec.method === 'GET' ? request.query : (request.body ?? {})) : {}
            ) as z.infer<S>;
            return handler(callContext(tx, ctx, claims, membership), body, request, reply);
          });
        },
      });
    },
    bulk<T>(spec: BulkCallSpec<T>, handler: (ctx: CallContext, body: T) => Promise<unknown>) {
      calls.push({ method: 'POST', path: spec.path, area: spec.area, level: spec.level });
      app.route({
        method: 'POST',
        url: `/r${spec.path}`,
        handler: async (request) => {
          const claims = await claimsOf(ctx, request);
          await withTenant(ctx.database, claims.ownerId, (tx) => gate(tx, claims, spec.area, spec.level));
          const body = await spec.prepare(request.body ?? {});
          const answer = await withTenant(ctx.database, claims.ownerId, async (tx) =>
            handler(callContext(tx, ctx, claims, await gate(tx, claims, spec.area, spec.level)), body),
          );
          spec.afterCommit?.();
          return answer;
        },
      });
    },
  };
}

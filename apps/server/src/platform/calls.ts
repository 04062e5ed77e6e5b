import { type AccessLevel, type Area, type AreaGate, canAccessAny, type TTokenClaims } from '@backoffice/domain';
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
  /** One area, or several of which any one lets the caller in (an AreaGate at its own level). */
  area: Area | readonly (Area | AreaGate)[];
  level: AccessLevel;
  body?: S;
}

/** Every registered authenticated call; the role contract test walks this list. */
export interface RegisteredCall {
  method: 'GET' | 'POST';
  path: string;
  area: Area | readonly (Area | AreaGate)[];
  level: AccessLevel;
}

export interface CallRegistrar {
  calls: RegisteredCall[];
  call<S extends z.ZodType>(
    spec: CallSpec<S>,
    handler: (ctx: CallContext, body: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * Registers calls under /r: token check (401), owner-scoped transaction, current membership and roles from the
 * database (a removed user or role stops working before the token expires), role gate (403), zod body (400).
 */
export function createCallRegistrar(app: FastifyInstance, ctx: AppContext): CallRegistrar {
  const calls: RegisteredCall[] = [];
  return {
    calls,
    call<S extends z.ZodType>(
      spec: CallSpec<S>,
      handler: (ctx: CallContext, body: z.infer<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) {
      calls.push({ method: spec.method, path: spec.path, area: spec.area, level: spec.level });
      app.route({
        method: spec.method,
        url: `/r${spec.path}`,
        handler: async (request, reply) => {
          const token = bearer(request);
          const claims: TTokenClaims | null = token ? await ctx.tokens.verify(token) : null;
          if (!claims) throw new HttpError(401, 'Not logged in or session expired');
          return withTenant(ctx.database, claims.ownerId, async (tx) => {
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
            if (!canAccessAny(holder, spec.area, spec.level)) throw forbidden();
            // Calls without a body schema get an empty object.
            const body = (
              spec.body ? spec.body.parse(spec.method === 'GET' ? request.query : (request.body ?? {})) : {}
            ) as z.infer<S>;
            const callContext: CallContext = {
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
            return handler(callContext, body, request, reply);
          });
        },
      });
    },
  };
}

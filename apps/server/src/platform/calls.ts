import {
  type AccessLevel,
  type Area,
  type AreaGate,
  type CallAnswer,
  type CallDeclaration,
  canAccessAny,
  isDeleteRequest,
  type TTokenClaims,
  ZDeleteRequest,
} from '@backoffice/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError, z } from 'zod';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { writeAudit } from './audit.ts';
import type { AppContext } from './context.ts';
import { fail, invalidInput } from './errors.ts';
import { DetachedReply } from './file-reply.ts';
import { inputProblems } from './input-guard.ts';
import { assertReferences, referenceIssues } from './references.ts';
import { liveMembership } from './sessions.ts';

/** The caller of an authenticated call, inside its owner-scoped transaction. */
export interface CallContext {
  tx: Db;
  app: AppContext;
  ownerId: number;
  userId: number;
  /** The caller's session (the token's sid). */
  sessionId: number;
  /** The caller's membership of this owner (the spec's User id). */
  membershipId: number;
  employeeId: number;
  roles: string[];
  sysAdmin: boolean;
  audit(entity: string, entityId: number, action: string, changes?: Record<string, unknown>): Promise<void>;
}

/** How a declared call is routed: its declaration's gate and body, with the handler's options. */
interface CallSpec<S extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Path below /r, e.g. '/allCars'. */
  path: string;
  /** One area, or several of which any one lets the caller in (an AreaGate at its own level). */
  area: Area | readonly (Area | AreaGate)[];
  level: AccessLevel;
  body?: S;
  /**
   * A save that deletes (DESIGN §4: a save of a record with `deleted: 1` is a delete): a body `{id, deleted: 1}` goes
   * here instead of through `body`, whose other fields need not be valid then.
   */
  onDelete?: (ctx: CallContext, id: number) => Promise<unknown>;
  /** Turns the body's zod failure into the spec's own error where it names one (e.g. 'Validation addresses error'). */
  onInvalid?: (error: ZodError) => Error;
}

/** Every registered authenticated call; the role contract test walks this list. */
export interface RegisteredCall {
  method: 'GET' | 'POST';
  path: string;
  area: Area | readonly (Area | AreaGate)[];
  level: AccessLevel;
  body?: z.ZodType;
  /** Its declaration: the answer's schema and the line for the reference page. */
  declaration: CallDeclaration;
}

/**
 * How a declared call with a large body (imports) is served: `prepare` checks it outside any transaction, between the
 * role gate's short transaction and the handler's, so that other users' calls are answered meanwhile; `afterCommit`
 * runs once the handler's transaction has committed. The declaration's body says what one call accepts (the contract
 * test walks it); prepare parses it row by row.
 */
interface BulkOptions<T> {
  prepare: (body: unknown) => Promise<T>;
  /** What of the prepared body matches the declared body's shape, for the reference check (the parsed rows), which
   * the handler gets to refuse together with its own findings. */
  references: (prepared: T) => unknown;
  afterCommit?: () => void;
  /** A larger body than the app's 30 MB (a bank file of up to 40 MB as base64); the call checks its own limit. */
  bodyLimit?: number;
}

/**
 * How a declared call that talks to an outside service (the open-banking provider) is served: `read` what the call
 * needs in a short transaction, `fetch` from the service outside any transaction (it may be slow or fail: nothing is
 * held meanwhile and nothing is written when it fails), then the handler writes in one transaction.
 */
interface OutsideOptions<D extends CallDeclaration, R, F> {
  read: (ctx: CallContext, body: z.output<D['body']>) => Promise<R>;
  fetch: (read: R, body: z.output<D['body']>) => Promise<F>;
}

/** The handler of an outside call: what `fetch` brought, to write (checking that what `read` saw still holds). */
type OutsideHandler<D extends CallDeclaration, R, F> = (
  ctx: CallContext,
  body: z.output<D['body']>,
  fetched: F,
  read: R,
) => Promise<CallAnswer<D>>;

/** What a declared call's handler may add to its declaration: the spec's delete-by-save and its own zod error. */
type CallOptions = Pick<CallSpec<z.ZodType>, 'onDelete' | 'onInvalid'>;

/** The handler of a declared call: its body is the declaration's parsed body, its answer the declaration's response. */
type DeclaredHandler<D extends CallDeclaration> = (
  ctx: CallContext,
  body: z.output<D['body']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallAnswer<D>>;

export interface CallRegistrar {
  calls: RegisteredCall[];
  app: AppContext;
  /** Registers the handler of a call declared in packages/domain (with `bulk`, the only way to serve a call). */
  handle<D extends CallDeclaration>(declaration: D, handler: DeclaredHandler<D>, options?: CallOptions): void;
  /** Registers the handler of a declared call with a large body (imports): see BulkOptions. */
  bulk<D extends CallDeclaration, T>(declaration: D, options: BulkOptions<T>, handler: BulkHandler<D, T>): void;
  /** Registers the handler of a declared call that fetches from an outside service first: see OutsideOptions. */
  outside<D extends CallDeclaration, R, F>(
    declaration: D,
    options: OutsideOptions<D, R, F>,
    handler: OutsideHandler<D, R, F>,
  ): void;
}

/** A bulk call's handler gets the references that name no live record of the owner, to refuse with its other rows. */
type BulkHandler<D extends CallDeclaration, T> = (
  ctx: CallContext,
  body: T,
  refused: InputIssue[],
) => Promise<CallAnswer<D>>;
type InputIssue = { path: string; message: string };

function parseBody<S extends z.ZodType>(spec: CallSpec<S>, input: unknown): z.infer<S> {
  const parsed = (spec.body as S).safeParse(input);
  if (parsed.success) return parsed.data;
  throw spec.onInvalid ? spec.onInvalid(parsed.error) : parsed.error;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

async function claimsOf(ctx: AppContext, request: FastifyRequest): Promise<TTokenClaims> {
  const token = bearer(request);
  const claims = token ? await ctx.tokens.verify(token) : null;
  if (!claims) throw fail('auth.notLoggedIn');
  return claims;
}

type Membership = NonNullable<Awaited<ReturnType<typeof liveMembership>>>;

/** The caller's live session and current membership and roles from the database, then the role gate (401, 403). */
async function gate(
  tx: Db,
  claims: TTokenClaims,
  area: Area | readonly (Area | AreaGate)[],
  level: AccessLevel,
): Promise<Membership> {
  const membership = await liveMembership(tx, claims.ownerId, claims.userId, claims.sid);
  if (!membership) throw fail('auth.notLoggedIn');
  if (!canAccessAny(membership, area, level)) throw fail('auth.noPermission');
  return membership;
}

function callContext(tx: Db, app: AppContext, claims: TTokenClaims, membership: Membership): CallContext {
  return {
    tx,
    app,
    ownerId: claims.ownerId,
    userId: claims.userId,
    sessionId: claims.sid,
    membershipId: membership.id,
    employeeId: membership.employeeId,
    roles: membership.roles,
    sysAdmin: membership.sysAdmin,
    audit: (entity, entityId, action, changes = {}) =>
      writeAudit(tx, { ownerId: claims.ownerId, userId: claims.userId, entity, entityId, action, changes }),
  };
}

/** The rules every value of every call obeys (input-guard), before any schema. */
function guardInput(input: unknown): void {
  const problems = inputProblems(input);
  if (problems.length > 0) throw invalidInput(problems);
}

type Handler<S extends z.ZodType> = (
  ctx: CallContext,
  body: z.infer<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

function routeCall<S extends z.ZodType>(app: FastifyInstance, ctx: AppContext, spec: CallSpec<S>, handler: Handler<S>) {
  app.route({
    method: spec.method,
    url: `/r${spec.path}`,
    handler: async (request, reply) => {
      const claims = await claimsOf(ctx, request);
      const answer = await withTenant(ctx.database, claims.ownerId, async (tx) => {
        const membership = await gate(tx, claims, spec.area, spec.level);
        // Calls without a body schema get an empty object.
        const input = spec.method === 'GET' ? request.query : (request.body ?? {});
        guardInput(input);
        const deletion = spec.onDelete && isDeleteRequest(input) ? ZDeleteRequest.parse(input) : undefined;
        const body = (deletion || !spec.body ? {} : parseBody(spec, input)) as z.infer<S>;
        if (spec.body && !deletion) await assertReferences(tx, claims.ownerId, spec.body, body);
        const context = callContext(tx, ctx, claims, membership);
        if (deletion && spec.onDelete) return spec.onDelete(context, deletion.id);
        return handler(context, body, request, reply);
      });
      return answer instanceof DetachedReply ? answer.reply : answer;
    },
  });
}

/** The answer checked against the declaration: a mismatch is a server error that names the call and the field. */
/** Throws a server error naming the call and the fields when an answer does not match its declaration. */
export function checkAnswer(declaration: CallDeclaration, answer: unknown): void {
  const checked = declaration.response.safeParse(answer);
  if (checked.success) return;
  const where = checked.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new Error(`The answer of ${declaration.path} does not match its declaration: ${where.join('; ')}`);
}

/**
 * The handler, with its answer checked against the declaration (tests run with it), so a declaration that lies fails
 * its tests. A file answer (sent through `reply`) and a delete-by-save are not checked.
 */
function checkedAnswer<D extends CallDeclaration>(declaration: D, handler: DeclaredHandler<D>): DeclaredHandler<D> {
  return async (context, body, request, reply) => {
    const answer = await handler(context, body, request, reply);
    if (!reply.sent) checkAnswer(declaration, answer);
    return answer;
  };
}

/**
 * Registers calls under /r: token check (401), owner-scoped transaction, live session and current membership and roles
 * from the database (a logout, password change or removed user or role stops the token at once), role gate (403), then
 * the body (400): the rules every value obeys (input-guard), the call's zod schema, and its references to other records
 * (references.ts) — all before the handler runs, so a refused body changes nothing.
 */
export function createCallRegistrar(app: FastifyInstance, ctx: AppContext): CallRegistrar {
  const calls: RegisteredCall[] = [];
  return {
    calls,
    app: ctx,
    handle<D extends CallDeclaration>(declaration: D, handler: DeclaredHandler<D>, options: CallOptions = {}) {
      const { method, path, area, level, body } = declaration;
      calls.push({ method, path, area, level, body, declaration });
      const answer = ctx.config.validateResponses ? checkedAnswer(declaration, handler) : handler;
      routeCall<D['body']>(app, ctx, { method, path, area, level, body, ...options }, answer);
    },
    bulk<D extends CallDeclaration, T>(declaration: D, options: BulkOptions<T>, handler: BulkHandler<D, T>) {
      const { method, path, area, level, body: schema } = declaration;
      calls.push({ method, path, area, level, body: schema, declaration });
      app.route({
        method,
        url: `/r${path}`,
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
        handler: async (request) => {
          const claims = await claimsOf(ctx, request);
          await withTenant(ctx.database, claims.ownerId, (tx) => gate(tx, claims, area, level));
          const input = request.body ?? {};
          guardInput(input);
          const body = await options.prepare(input);
          const answer = await withTenant(ctx.database, claims.ownerId, async (tx) => {
            const membership = await gate(tx, claims, area, level);
            const refused = await referenceIssues(tx, claims.ownerId, schema, options.references(body));
            return handler(callContext(tx, ctx, claims, membership), body, refused);
          });
          if (ctx.config.validateResponses) checkAnswer(declaration, answer);
          options.afterCommit?.();
          return answer;
        },
      });
    },
    outside<D extends CallDeclaration, R, F>(
      declaration: D,
      options: OutsideOptions<D, R, F>,
      handler: OutsideHandler<D, R, F>,
    ) {
      const { method, path, area, level, body: schema } = declaration;
      calls.push({ method, path, area, level, body: schema, declaration });
      const spec = { method, path, area, level, body: schema };
      app.route({
        method,
        url: `/r${path}`,
        handler: async (request) => {
          const claims = await claimsOf(ctx, request);
          const input = method === 'GET' ? request.query : (request.body ?? {});
          guardInput(input);
          const { body, read } = await withTenant(ctx.database, claims.ownerId, async (tx) => {
            const membership = await gate(tx, claims, area, level);
            const parsed = (schema ? parseBody(spec, input) : {}) as z.output<D['body']>;
            if (schema) await assertReferences(tx, claims.ownerId, schema, parsed);
            return { body: parsed, read: await options.read(callContext(tx, ctx, claims, membership), parsed) };
          });
          const fetched = await options.fetch(read, body);
          const answer = await withTenant(ctx.database, claims.ownerId, async (tx) => {
            const membership = await gate(tx, claims, area, level);
            return handler(callContext(tx, ctx, claims, membership), body, fetched, read);
          });
          if (ctx.config.validateResponses) checkAnswer(declaration, answer);
          return answer;
        },
      });
    },
  };
}

/** A call context for work the server does outside a request (jobs, the bench): audited as the user who queued it. */
export function jobContext(
  app: AppContext,
  tx: Db,
  ownerId: number,
  actor: { userId: number; employeeId: number } = { userId: 0, employeeId: 0 },
): CallContext {
  return {
    tx,
    app,
    ownerId,
    userId: actor.userId,
    sessionId: 0,
    membershipId: 0,
    employeeId: actor.employeeId,
    roles: [],
    sysAdmin: false,
    audit: (entity, entityId, action, changes = {}) =>
      writeAudit(tx, { ownerId, userId: actor.userId, entity, entityId, action, changes }),
  };
}

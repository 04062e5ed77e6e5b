import { z } from 'zod';
import type { AccessLevel, Area, AreaGate } from '../roles.ts';

/**
 * One call of the API, declared once: the server registers its handler against it (checked against `response`), the
 * OpenAPI document is generated from it, and the web app calls it through the typed client. Paths are the spec's,
 * below `/api/r`.
 */
export interface CallDeclaration<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: `/${string}`;
  /** One area, or several of which any one lets the caller in (an AreaGate at its own level). */
  area: Area | readonly (Area | AreaGate)[];
  level: AccessLevel;
  body: B;
  response: R;
  /** One line for the reference page. */
  summary: string;
}

/** Declares a call; `const` keeps the literal path and method so the client and query keys can be typed by them. */
export function defineCall<const B extends z.ZodType, const R extends z.ZodType>(
  declaration: CallDeclaration<B, R>,
): CallDeclaration<B, R> {
  return declaration;
}

/** What the caller sends (before defaults). */
export type CallBody<D extends CallDeclaration> = z.input<D['body']>;
/** What the call answers. */
export type CallAnswer<D extends CallDeclaration> = z.output<D['response']>;

/** A call that takes no body (a GET list, "log out everywhere"). */
export const ZNoBody = z.object({});
/** A call whose only answer is that it worked. */
export const ZOk = z.object({ ok: z.literal(true) });
/**
 * A call answered with a file (PDF, .xlsx, .xml): the body is the bytes, described in the document as binary. In
 * code it is never parsed, so its schema accepts anything.
 */
export const ZFile = z.unknown().meta({ id: 'File', format: 'binary', description: 'A file download' });

/** The query key of a call and its body: the same in every hook that reads it, so invalidation can match by path. */
export function callKey(declaration: CallDeclaration, body?: unknown): readonly unknown[] {
  return body === undefined ? ['call', declaration.path] : ['call', declaration.path, body];
}

/** A call made before login (spec 000 §7): no token, no owner, no role gate; `path` is below `/api`. */
export type PublicCallDeclaration<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = Omit<
  CallDeclaration<B, R>,
  'area' | 'level' | 'method'
> & { method: 'POST' };

export function definePublicCall<const B extends z.ZodType, const R extends z.ZodType>(
  declaration: PublicCallDeclaration<B, R>,
): PublicCallDeclaration<B, R> {
  return declaration;
}

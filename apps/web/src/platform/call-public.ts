import type { PublicCallDeclaration } from '@backoffice/domain';
import type { z } from 'zod';
import { api } from './api-client.ts';

/**
 * Calls one of the calls made before login (spec 000 §7): no token is sent, and a 401 there is an answer, not a
 * session end. `withToken`: logout, which names the session to end by the token it carries. Only types come from the
 * domain here: the login pages pass declarations they load with their schemas, so zod stays off their first load.
 */
export function callPublic<D extends PublicCallDeclaration>(
  declaration: D,
  body: z.input<D['body']>,
  options: { withToken?: boolean } = {},
): Promise<z.output<D['response']>> {
  return api.post<z.output<D['response']>>(declaration.path, body, { auth: options.withToken ?? false });
}

/** The query key of a public call's read (userByIdKey), by path alone to drop every read of it. */
export const publicCallKey = (declaration: PublicCallDeclaration, body?: unknown): readonly unknown[] =>
  body === undefined ? ['public', declaration.path] : ['public', declaration.path, body];

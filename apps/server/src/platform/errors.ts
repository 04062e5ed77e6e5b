import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** An error with an HTTP status whose message is safe to show (DESIGN §4: server texts are returned verbatim). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field-level details, sent along like zod's (e.g. 'Validation addresses error' with the address issues). */
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'No permission') => new HttpError(403, message);

type Issue = { path: string; message: string };
type ZodIssue = ZodError['issues'][number];

/**
 * Zod's issues as `{path, message}`. A union that matched no option reports the issues of the option that came
 * closest (the fewest issues), so the message names the field instead of "Invalid input".
 */
export function zodIssues(err: ZodError): Issue[] {
  const flat = (issues: readonly ZodIssue[], prefix: PropertyKey[]): Issue[] =>
    issues.flatMap((issue) => {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
        if (closest.length > 0) return flat(closest, path);
      }
      return [{ path: path.map(String).join('.'), message: issue.message }];
    });
  return flat(err.issues, []);
}

/** A 400 for values no call accepts (input-guard), worded as zod's. */
export function invalidInput(issues: Issue[]): HttpError {
  const first = issues[0];
  return new HttpError(400, `Invalid data: ${first?.path ? `${first.path}: ` : ''}${first?.message ?? ''}`, issues);
}

// Data exceptions (class 22: out of range, bad characters, bad text for a type) and nesting too deep (54001) come from
// the values sent, never from the server: a last wall behind the schemas, answered 400 without naming the field.
const INPUT_SQLSTATE = /^(22|54001)/;
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Maps every failure to `{ code, message, errorID? }`; unexpected ones get an errorID that is also in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof ZodError) {
      const issues = zodIssues(err);
      const first = issues[0];
      const message = first ? `Invalid data: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid data';
      return reply.status(400).send({ code: 400, message, issues });
    }
    const state = sqlState(err);
    if (state && INPUT_SQLSTATE.test(state)) {
      request.log.warn({ err, sqlState: state }, 'input refused by the database');
      return reply.status(400).send({ code: 400, message: 'Invalid data: a value cannot be stored' });
    }
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ code: err.status, message: err.message, issues: err.issues });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ code: status, message: err.message });
    const errorID = randomUUID();
    request.log.error({ err, errorID }, 'request failed');
    return reply.status(500).send({ code: 500, message: 'Internal server error', errorID });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}

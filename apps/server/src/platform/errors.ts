import { randomUUID } from 'node:crypto';
import { type ErrorArguments, type ErrorKey, type ErrorParam, errorStatus, keyedMessage } from '@backoffice/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

type Issue = { path: string; message: string };

/**
 * An error with an HTTP status whose message is safe to show (DESIGN §4: server texts are returned verbatim), with
 * its catalogue key and values (packages/domain/src/errors/README.md).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field-level details, sent along like zod's (e.g. 'Validation addresses error' with the address issues). */
    readonly issues: Issue[] | undefined,
    readonly key: ErrorKey,
    readonly params: Record<string, ErrorParam>,
  ) {
    super(message);
  }
}

/** The error of catalogue key `key`, with its status, its values and its verbatim message. */
export function fail<K extends ErrorKey>(key: K, ...params: ErrorArguments<K>): HttpError {
  return failWithIssues(key, undefined, ...params);
}

/** A keyed error with field-level issues (a zod failure the spec words itself, e.g. 'Validation addresses error'). */
export function failWithIssues<K extends ErrorKey>(
  key: K,
  issues: Issue[] | undefined,
  ...params: ErrorArguments<K>
): HttpError {
  const keyed = keyedMessage(key, ...params);
  return new HttpError(errorStatus(key), keyed.message, issues, key, keyed.params);
}

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

/** What the first issue says, for the message of 'request.invalid'. */
const issueDetail = (issues: readonly Issue[]): string => {
  const first = issues[0];
  if (!first) return 'no details';
  return first.path ? `${first.path}: ${first.message}` : first.message;
};

/** A 400 for values a call does not accept (its schema, the input guard, its references), worded as zod's. */
export function invalidInput(issues: Issue[]): HttpError {
  return failWithIssues('request.invalid', issues, { detail: issueDetail(issues) });
}

const body = <K extends ErrorKey>(key: K, ...params: ErrorArguments<K>) => ({
  code: errorStatus(key),
  ...keyedMessage(key, ...params),
});

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
      return reply.status(400).send({ ...body('request.invalid', { detail: issueDetail(issues) }), issues });
    }
    const state = sqlState(err);
    if (state && INPUT_SQLSTATE.test(state)) {
      request.log.warn({ err, sqlState: state }, 'input refused by the database');
      return reply.status(400).send(body('request.unstorable'));
    }
    if (err instanceof HttpError) {
      const { status, key, params, message, issues } = err;
      return reply.status(status).send({ code: status, key, params, message, issues });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    // Fastify's own refusals (a body too large, not JSON, an unknown content type) keep their status.
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ ...body('request.rejected', { detail: err.message }), code: status });
    }
    const errorID = randomUUID();
    request.log.error({ err, errorID }, 'request failed');
    return reply.status(500).send({ ...body('server.error'), errorID });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    reply.status(404).send(body('request.noRoute', { method: request.method, path }));
  });
}

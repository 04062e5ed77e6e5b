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

export function zodIssues(err: ZodError) {
  return err.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
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

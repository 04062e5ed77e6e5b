import type { TApiError } from '@backoffice/domain';
import { apiBase } from './api-base.ts';
import { dispositionFileName, saveBlob } from './download.ts';
import { endSession, getSession } from './session/session-store.ts';

/** A failed call. `code` follows the error catalogue: the HTTP status, or 502 when the API could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errorID: string | undefined;
  readonly issues: NonNullable<TApiError['issues']>;
  /** The catalogue key (packages/domain/src/errors); undefined when the answer was not the API's (a proxy page). */
  readonly key: string | undefined;
  readonly params: TApiError['params'];

  constructor(status: number, body: Partial<TApiError>) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = status;
    this.errorID = body.errorID;
    this.issues = body.issues ?? [];
    this.key = body.key;
    this.params = body.params ?? {};
  }
}

export const CONNECTION_FAILED = 502;

let base: string | undefined;
function baseUrl(): string {
  base ??= apiBase(window.location);
  return base;
}

interface CallOptions {
  /** Unauthenticated calls (login, password reset) send no token and a 401 there is not a session end. */
  auth?: boolean;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiError> {
  let body: Partial<TApiError> = {};
  try {
    const json: unknown = await response.json();
    // The schema (zod) loads with the first failed call, not with every page that may make one.
    const { ZApiError } = await import('@backoffice/domain/api/errors');
    const parsed = ZApiError.partial().safeParse(json);
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone decides the message.
  }
  return new ApiError(response.status, body);
}

async function send(method: 'GET' | 'POST', path: string, body: unknown, options: CallOptions): Promise<Response> {
  const auth = options.auth ?? true;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getSession()?.token;
  if (auth && token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(baseUrl() + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CONNECTION_FAILED, { message: 'Failed to connect to the API' });
  }

  if (!response.ok) {
    const error = await readError(response);
    if (auth && response.status === 401) endSession('expired');
    throw error;
  }
  return response;
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: CallOptions): Promise<T> {
  const response = await send(method, path, body, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A POST answered with a file (an export): its bytes and the name the server gave it. */
async function postFile(
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send('POST', path, body, options);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), 'export'),
  };
}

export const api = {
  get: <T>(path: string, options: CallOptions = {}) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: CallOptions = {}) => call<T>('POST', path, body, options),
  postFile,
  /** A POST answered with a file (an export), saved by the browser under the name the server gave it. */
  download: async (path: string, body: unknown) => {
    const { blob, fileName } = await postFile(path, body);
    saveBlob(blob, fileName);
  },
};

import { type CallAnswer, type CallBody, type CallDeclaration, callKey } from '@backoffice/domain';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { saveBlob } from './download.ts';

/** A declared call's body may be left out when it takes none. */
type CallArguments<D extends CallDeclaration> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends Body` is how a body whose fields are all optional is told apart
  {} extends CallBody<D> ? [body?: CallBody<D>, signal?: AbortSignal] : [body: CallBody<D>, signal?: AbortSignal];

const queryString = (body: unknown): string => {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '';
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, text(value)]))}`;
};

/** Calls a declared call: the path, the method and the answer's type come from its declaration. */
export function call<D extends CallDeclaration>(declaration: D, ...args: CallArguments<D>): Promise<CallAnswer<D>> {
  const [body, signal] = args as [CallBody<D> | undefined, AbortSignal | undefined];
  const path = `/r${declaration.path}`;
  if (declaration.method === 'GET') return api.get<CallAnswer<D>>(path + queryString(body), { signal });
  return api.post<CallAnswer<D>>(path, body ?? {}, { signal });
}

interface ReadOptions<D extends CallDeclaration> {
  enabled?: boolean;
  /** A base list (cars, users, ...): a failed load ends the session and shows the login page (spec 000 §8). */
  baseList?: boolean;
  /** The caller handles a failure itself (or ignores it). */
  silent?: boolean;
  /** How long an answer counts as fresh (default: the query client's); 0 reads again each time a page opens. */
  staleTime?: number;
  /** Keep showing the last answer while the answer to a new body loads (a paged list turning its page). */
  keepPrevious?: boolean;
  /** Read again after so many ms, or as the last answer says (a job followed until it ends); false stops. */
  refetchInterval?: number | ((answer: CallAnswer<D> | undefined) => number | false);
}

/** Reads a declared call, keyed by its path and body (callKey), so saves can refresh it by its declaration. */
export function useCall<D extends CallDeclaration>(declaration: D, body?: CallBody<D>, options: ReadOptions<D> = {}) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: callKey(declaration, body),
    queryFn: ({ signal }) => call<D>(declaration, ...([body, signal] as CallArguments<D>)),
    meta: { baseList: options.baseList ?? false, silent: options.silent ?? false },
    enabled: options.enabled ?? true,
    ...(options.silent ? { retry: false } : {}),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(refetchInterval === undefined
      ? {}
      : {
          refetchInterval:
            typeof refetchInterval === 'number'
              ? refetchInterval
              : (query: { state: { data: CallAnswer<D> | undefined } }) => refetchInterval(query.state.data),
        }),
  });
}

/**
 * A change through a declared call; when it succeeds, every read of the calls in `refreshes` (any body) is fetched
 * again before `onSuccess` runs.
 */
export function useCallMutation<D extends CallDeclaration, V = CallBody<D>>(
  declaration: D,
  options: {
    /** Builds the body from what the page passes to mutate (default: it is the body). */
    body?: (variables: V) => CallBody<D>;
    refreshes?: readonly CallDeclaration[];
    onSuccess?: (answer: CallAnswer<D>, variables: V) => unknown;
    onError?: (error: Error, variables: V) => unknown;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const body = options.body ? options.body(variables) : (variables as unknown as CallBody<D>);
      return call<D>(declaration, ...([body] as CallArguments<D>));
    },
    onSuccess: async (answer, variables) => {
      await refresh(queryClient, options.refreshes ?? []);
      await options.onSuccess?.(answer, variables);
    },
    onError: options.onError,
  });
}

/** Fetches again every read of these calls. */
export function refresh(
  queryClient: { invalidateQueries(filters: { queryKey: QueryKey }): Promise<void> },
  declarations: readonly CallDeclaration[],
): Promise<unknown> {
  return Promise.all(
    declarations.map((declaration) => queryClient.invalidateQueries({ queryKey: callKey(declaration) })),
  );
}

/** A declared call answered with a file (an export, a PDF): its bytes and the name the server gave it. */
export function callFile<D extends CallDeclaration>(
  declaration: D,
  body: CallBody<D>,
): Promise<{ blob: Blob; fileName: string }> {
  // The server's file calls are POSTs; the bytes are never parsed, so the answer's schema plays no part.
  return api.postFile(`/r${declaration.path}`, body);
}

/** Calls a declared file call and lets the browser save the file under the server's name. */
export async function download<D extends CallDeclaration>(declaration: D, body: CallBody<D>): Promise<void> {
  const { blob, fileName } = await callFile(declaration, body);
  saveBlob(blob, fileName);
}

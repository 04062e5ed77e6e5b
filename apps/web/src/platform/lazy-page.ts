import type { ComponentType } from 'react';

/** A page chunk that has not loaded after 120 s raises a chunk-load error (spec 000 §8, §9). */
const CHUNK_TIMEOUT_MS = 120_000;

class ChunkLoadError extends Error {
  constructor() {
    super('Chunk load timeout');
    this.name = 'ChunkLoadError';
  }
}

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The names of a module's exports that are components. */
type ComponentExport<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/**
 * A chunk's dynamic import that raises a ChunkLoadError when it has not loaded after CHUNK_TIMEOUT_MS: the one rule
 * for pages and for dialogs (lazy-dialog.tsx).
 */
export function withChunkTimeout<M>(load: () => Promise<M>): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A chunk that did not load (timed out, or gone after a deploy): reloading the page is the cure. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}

/**
 * Wraps a dynamic import of one page module into react-router's `lazy` shape, with the timeout. `pick` names the
 * page's export, or picks it (a page made from the module's parts).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: ComponentExport<M>): LazyPage;
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage;
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: ComponentExport<M> | ((module: M) => ComponentType),
): LazyPage {
  const component = (module: M) => (typeof pick === 'function' ? pick(module) : (module[pick] as ComponentType));
  return () => withChunkTimeout(load).then((module) => ({ Component: component(module) }));
}

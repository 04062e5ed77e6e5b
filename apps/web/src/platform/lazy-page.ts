import type { ComponentType } from 'react';

/** A page chunk that has not loaded after 120 s raises a chunk-load error (spec 000 §8, §9). */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('Chunk load timeout');
    this.name = 'ChunkLoadError';
  }
}

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Wraps a dynamic import of one page module into react-router's `lazy` shape, with the timeout. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: pick(module) });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

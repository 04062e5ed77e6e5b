import { z } from 'zod';
import { defineCall } from './contract.ts';
import { zLine, zMultiline } from './fields.ts';

/**
 * A small per-user store for page state (spec 001 §3 Cache: key1 to key4; §7 getCache12, saveCache): key1 names the
 * page, key2 what on it ('filter', 'period'); key3 and key4 hold the state, usually JSON text. Scoped to the owner and
 * the user; each value is size-limited and a user keeps a limited number of entries (the oldest go first).
 */
export const PAGE_CACHE_VALUE_MAX = 4000;
export const PAGE_CACHE_ENTRIES_MAX = 200;

export const ZCacheKeys = z.object({ key1: zLine(100, { min: 1 }), key2: zLine(100).default('') });
export const ZCache = ZCacheKeys.extend({
  key3: zMultiline(PAGE_CACHE_VALUE_MAX).default(''),
  key4: zMultiline(PAGE_CACHE_VALUE_MAX).default(''),
});
export type TCache = z.infer<typeof ZCache>;

export const PAGE_CACHE_CALLS = {
  getCache12: defineCall({
    method: 'POST',
    path: '/getCache12',
    area: 'home',
    level: 'read',
    body: ZCacheKeys,
    response: ZCache.nullable(),
    summary: "The caller's stored page state under key1 and key2, or null",
  }),
  saveCache: defineCall({
    method: 'POST',
    path: '/saveCache',
    area: 'home',
    level: 'write',
    body: ZCache,
    response: ZCache,
    summary: "Store the caller's page state under key1 and key2 (replacing what was there)",
  }),
} as const;

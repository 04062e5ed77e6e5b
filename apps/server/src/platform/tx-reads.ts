import type { Db } from '../db/client.ts';

// Owner-level reads (the owner row, its lists, templates, ledger defaults) read once per transaction, for a long job
// whose transactions write none of them: the invoice run reads them for every invoice of a batch otherwise. Only a
// transaction that asks for it (readOnceIn) shares its reads; any other caller reads as before. Answers are shared:
// callers never change them.

const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Lets `tx` (and `savepoints` within it) read each owner-level read once; the memo ends with the transaction. */
export function readOnceIn(tx: Db, from?: Db): void {
  memos.set(tx, (from && memos.get(from)) ?? new Map());
}

/** `load()`, or its answer already read in this transaction when the transaction shares its reads. */
export function readOnce<T>(tx: Db, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.get(tx);
  if (!memo) return load();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  memo.set(key, loading);
  loading.catch(() => memo.delete(key));
  return loading;
}

import type { Db } from '../db/client.ts';

// Owner-level reads (the owner row, its lists, templates, ledger defaults, a customer) read once for a long job whose
// transactions write none of them: the invoice run read them again for every invoice, about twenty queries each. Only
// a transaction given a memo (readOnceIn) shares its reads; any other caller reads as before. Answers are shared:
// callers never change them.

export type ReadMemo = Map<string, Promise<unknown>>;

const memos = new WeakMap<object, ReadMemo>();

/** Lets `tx` read each owner-level read once, sharing `memo` with the job's other transactions. */
export function readOnceIn(tx: Db, memo: ReadMemo): void {
  memos.set(tx, memo);
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

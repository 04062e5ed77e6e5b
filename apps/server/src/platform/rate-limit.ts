/** Counts events per key (a client address) in a sliding window; in memory, one process. */
export class FailureLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.events.delete(key);
    else this.events.set(key, list);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    // Forget quiet clients now and then, so many addresses cannot grow the map without bound.
    if (this.events.size > 10_000) for (const k of [...this.events.keys()]) this.recent(k, now);
    this.events.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.events.delete(key);
  }
}

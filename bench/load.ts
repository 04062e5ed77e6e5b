/** Runs `task` with `concurrency` parallel loops for `seconds` (bounded, loopback only); returns latencies in ms. */
export async function runLoad(task: (i: number) => Promise<void>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  let counter = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await task(counter++);
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return summarize(latencies, errors, elapsed);
}

export function summarize(latencies: number[], errors: number, elapsedSeconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / elapsedSeconds,
    p50: pick(0.5),
    p95: pick(0.95),
  };
}

export const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

export interface Measured {
  /** Operations (or events) per second. */
  rate: number;
  p50: number;
  p99: number;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))] ?? 0;
}

/**
 * Runs `operation` from `workers` concurrent loops until `total` operations are done; each operation moves
 * `eventsPerOp` events. Answers events/s and the per-operation latency percentiles.
 */
export async function measure(
  workers: number,
  total: number,
  eventsPerOp: number,
  operation: (worker: number, index: number) => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = next++; index < total; index = next++) {
        const t = performance.now();
        await operation(worker, index);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: (total * eventsPerOp) / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

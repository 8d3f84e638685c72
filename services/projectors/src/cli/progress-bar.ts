export interface Progress {
  done: number;
  /** Null while the total is unknown. */
  total: number | null;
  eventsPerSecond: number;
}

const formatDuration = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  return s >= 3600
    ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`
    : s >= 60
      ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`
      : `${s}s`;
};

const number = new Intl.NumberFormat('en-US');

/** `[#########-----------]  45%  45,000/100,000 events  12,345 ev/s  ETA 4s` */
export function renderProgress(progress: Progress, width = 30): string {
  const { done, total, eventsPerSecond } = progress;
  const rate = `${number.format(Math.round(eventsPerSecond))} ev/s`;
  if (total === null || total <= 0) return `${number.format(done)} events  ${rate}`;
  const ratio = Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  const eta = eventsPerSecond > 0 ? formatDuration((total - done) / eventsPerSecond) : '?';
  return [
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`,
    `${String(Math.floor(ratio * 100)).padStart(3)}%`,
    `${number.format(done)}/${number.format(total)} events`,
    rate,
    `ETA ${eta}`,
  ].join('  ');
}

/** Events per second over a sliding window of samples, so the ETA follows the current speed. */
export class RateMeter {
  readonly #samples: { at: number; done: number }[] = [];
  private readonly windowMs: number;

  constructor(windowMs = 5_000) {
    this.windowMs = windowMs;
  }

  sample(done: number, at = Date.now()): number {
    this.#samples.push({ at, done });
    while (this.#samples.length > 2 && at - (this.#samples[0]?.at ?? at) > this.windowMs) this.#samples.shift();
    const first = this.#samples[0];
    if (!first || at === first.at) return 0;
    return ((done - first.done) * 1000) / (at - first.at);
  }
}

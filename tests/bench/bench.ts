/** One figure a bench reports, e.g. `{ label: 'p95', value: 4.2, unit: 'ms' }`. */
export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
}

/**
 * One named benchmark. Add one by writing it in `benches/` and listing it in `run.ts`; keep each
 * under ~20 s so `pnpm bench` stays under a minute.
 */
export interface Bench {
  readonly name: string;
  readonly summary: string;
  /** A bench too slow for every `pnpm bench` runs only when named, e.g. `pnpm bench start-up`. */
  readonly onlyWhenNamed?: boolean;
  run(): Promise<readonly Figure[]>;
}

/** Mean, median, 95th percentile (nearest rank), min and max of samples in milliseconds. */
export const latencyFigures = (samples: readonly number[]): Figure[] => {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return [
    { label: 'mean', value: mean, unit: 'ms' },
    { label: 'p50', value: rank(0.5), unit: 'ms' },
    { label: 'p95', value: rank(0.95), unit: 'ms' },
    { label: 'min', value: sorted[0] ?? 0, unit: 'ms' },
    { label: 'max', value: sorted[sorted.length - 1] ?? 0, unit: 'ms' },
  ];
};

/** Calls `body` until `budgetMs` has passed or `maxRuns` is reached; returns each call's duration. */
export const sampleFor = async (
  body: () => Promise<void>,
  { budgetMs, maxRuns }: { budgetMs: number; maxRuns: number },
): Promise<number[]> => {
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (samples.length < maxRuns && performance.now() < deadline) {
    const started = performance.now();
    await body();
    samples.push(performance.now() - started);
  }
  return samples;
};

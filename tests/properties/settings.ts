/** Every property runs at least this many cases in CI (issue 3's floor, applied to all properties). */
export const RUNS = { numRuns: 1000 } as const;

/**
 * Every property runs at least this many cases in CI (issue 3's floor, applied to all properties).
 * Under mutation testing (`pnpm mutate` sets `MUTATION_RUN`) a property stops at its first
 * counterexample: only whether it fails matters there, and shrinking would cost most of the run.
 */
export const RUNS = { numRuns: 1000, endOnFailure: process.env.MUTATION_RUN === '1' } as const;

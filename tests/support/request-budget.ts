/**
 * A request budget no test reaches: for servers that tests and benches drive from one address
 * thousands of times a minute (the budget itself is tested in packages/server/test/request-budget.test.ts).
 */
export const UNREACHED_REQUEST_BUDGET = { limit: 1_000_000_000, windowMs: 60_000 } as const;

/** The same, for a server started as a process (REQUESTS_PER_MINUTE). */
export const UNREACHED_REQUESTS_PER_MINUTE = String(UNREACHED_REQUEST_BUDGET.limit);

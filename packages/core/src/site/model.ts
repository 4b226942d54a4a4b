/**
 * How the exchange keeps time: `real`, or `simulated` (real time plus an offset an operator moves
 * forward, so a simulation reaches maturities and expiries without waiting for them).
 */
export const ClockModes = ['real', 'simulated'] as const;
export type ClockMode = (typeof ClockModes)[number];

/** Branding and switches of the exchange (spec §3), and how it keeps time. */
export interface SiteConfig {
  readonly siteName: string;
  readonly siteLogo: string;
  readonly downLogo: string;
  /** Whether withdrawals to bank cards are offered. */
  readonly bankWithdrawals: boolean;
  /** The assets the withdrawal screens offer first, as the exchange lists them. */
  readonly defaultWithdrawalAssets: string;
  readonly clock: ClockMode;
  /** The exchange's current time (ISO 8601 UTC): under a simulated clock, ahead of real time. */
  readonly now: string;
}

import type { Clock } from '../../shared/clock.js';
import { SlidingWindow } from '../../shared/sliding-window.js';

const MINUTES = 60_000;

/**
 * Failed attempts counted per (account, IP) and per IP. Neither count involves other addresses, so
 * nobody can lock a user out by failing on their account from elsewhere; a success clears the
 * (account, IP) count.
 */
export class AttemptThrottle {
  constructor(
    private readonly perAccountAndIp: SlidingWindow,
    private readonly perIp: SlidingWindow,
  ) {}

  /** Milliseconds until another attempt is allowed; 0 when allowed now. */
  retryAfterMs(account: string, ip: string): number {
    return Math.max(this.perAccountAndIp.retryAfterMs(`${account}|${ip}`), this.perIp.retryAfterMs(ip));
  }

  failed(account: string, ip: string): void {
    this.perAccountAndIp.record(`${account}|${ip}`);
    this.perIp.record(ip);
  }

  succeeded(account: string, ip: string): void {
    this.perAccountAndIp.reset(`${account}|${ip}`);
  }
}

export interface SessionThrottles {
  /** Wrong passwords. */
  readonly login: AttemptThrottle;
  /** Wrong verification codes and invitation codes. */
  readonly codes: AttemptThrottle;
  /** Codes sent from one IP, whatever the address (on top of one per address per minute). */
  readonly sends: SlidingWindow;
  /** Account-existence lookups (`/user/check_email`) from one IP. */
  readonly lookups: SlidingWindow;
}

/**
 * 10 failures per account and IP in 15 minutes is far more than a person mistyping needs and
 * far fewer than guessing needs; the per-IP ceilings stop one address from spraying many accounts.
 * Codes allow more than their own 5 tries, so a code dies (a clearer answer) before the IP is throttled.
 */
export const createSessionThrottles = (clock: Clock): SessionThrottles => ({
  login: new AttemptThrottle(
    new SlidingWindow({ limit: 10, windowMs: 15 * MINUTES }, clock),
    new SlidingWindow({ limit: 100, windowMs: 15 * MINUTES }, clock),
  ),
  codes: new AttemptThrottle(
    new SlidingWindow({ limit: 10, windowMs: 15 * MINUTES }, clock),
    new SlidingWindow({ limit: 100, windowMs: 15 * MINUTES }, clock),
  ),
  sends: new SlidingWindow({ limit: 30, windowMs: 15 * MINUTES }, clock),
  lookups: new SlidingWindow({ limit: 100, windowMs: 15 * MINUTES }, clock),
});

import type { Clock } from './clock.js';
import type { RateLimits, RatePolicy, Refusal, Reservation } from './rate-limits.js';

/** How long requests counted ahead stay usable: past it, the unused ones are forfeited. */
const PREPAID_MS = 1000;
/**
 * The most requests one database round trip counts ahead for one address. A block this size is
 * reached only by an address that used up the previous one (32) within a second: far past the
 * default budget (1,200 a minute, 20 a second), so what a lapse forfeits never costs a steady
 * client anything, while an address sending thousands a second costs the database one round trip
 * per 64 requests (at 8 it was an eighth of the database's work in `pnpm bench orders`).
 */
const MAX_BLOCK = 64;
/** Past this many addresses remembered, the lapsed ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

interface Prepaid {
  left: number;
  readonly until: number;
  /** How many the last round trip counted: a busy address gets more next time. */
  readonly block: number;
}

/**
 * Every API request's share of its address's budget (`policy`, e.g. 1,200 a minute), counted in
 * the database with the other rate limits so that all processes together hold it. A busy address
 * is counted ahead in blocks (1, 2, 4 … 64 requests per round trip), used by this process for a
 * second and then forfeited: counting ahead only ever counts too many, never too few, so the
 * limit holds exactly across processes, while a steady client costs the database a fraction of a
 * query per request. Requests of one address arriving together wait for one round trip.
 */
export class RequestBudget {
  readonly #prepaid = new Map<string, Prepaid>();
  readonly #counting = new Map<
    string,
    Promise<Refusal | { readonly allowed: true; readonly count: number }>
  >();

  constructor(
    private readonly limits: Pick<RateLimits, 'reserveMany'>,
    private readonly policy: RatePolicy,
    private readonly clock: Clock,
  ) {}

  /** Counts one request of `address`; refused past the budget, with when to retry. */
  async take(address: string): Promise<Reservation> {
    for (;;) {
      const now = this.clock.now().getTime();
      const prepaid = this.#prepaid.get(address);
      if (prepaid !== undefined && prepaid.until > now && prepaid.left > 0) {
        prepaid.left -= 1;
        return { allowed: true };
      }
      const counting = this.#counting.get(address);
      if (counting === undefined) return this.#count(address, prepaid, now);
      // Another request of this address is counting ahead: share its block, or its refusal.
      const counted = await counting;
      if (!counted.allowed) return counted;
    }
  }

  async #count(address: string, last: Prepaid | undefined, now: number): Promise<Reservation> {
    // Used up within its second: the address is busy, count more ahead.
    const block = last !== undefined && last.until > now ? Math.min(last.block * 2, MAX_BLOCK) : 1;
    const counting = this.limits
      .reserveMany({ key: `requests:address:${address}`, policy: this.policy }, block)
      .then((reserved) => {
        if (reserved.allowed) {
          if (this.#prepaid.size >= SWEEP_THRESHOLD) this.#forgetLapsed(now);
          // One of the block is this request's.
          this.#prepaid.set(address, { left: reserved.count - 1, until: now + PREPAID_MS, block });
        }
        return reserved;
      })
      .finally(() => this.#counting.delete(address));
    this.#counting.set(address, counting);
    const reserved = await counting;
    return reserved.allowed ? { allowed: true } : reserved;
  }

  #forgetLapsed(now: number): void {
    for (const [address, prepaid] of this.#prepaid) if (prepaid.until <= now) this.#prepaid.delete(address);
  }
}

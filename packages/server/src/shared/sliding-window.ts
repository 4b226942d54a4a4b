import type { Clock } from './clock.js';

export interface WindowPolicy {
  /** How many events the window may hold. */
  readonly limit: number;
  readonly windowMs: number;
}

/** Past this many keys, expired ones are swept so memory stays bounded under a spray of keys. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counts events per key over a sliding time window, in memory. One process is the unit of
 * deployment today; a shared store (PostgreSQL or Redis) replaces this when the server scales out.
 */
export class SlidingWindow {
  readonly #events = new Map<string, number[]>();

  constructor(
    private readonly policy: WindowPolicy,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until `key` may act again; 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const events = this.#live(key);
    if (events.length < this.policy.limit) return 0;
    const oldest = events[events.length - this.policy.limit] ?? 0;
    return Math.max(1, oldest + this.policy.windowMs - this.clock.now().getTime());
  }

  record(key: string): void {
    const events = this.#live(key);
    events.push(this.clock.now().getTime());
    // Only the newest `limit` events can ever matter.
    if (events.length > this.policy.limit) events.splice(0, events.length - this.policy.limit);
    this.#events.set(key, events);
    if (this.#events.size > SWEEP_THRESHOLD) this.#sweep();
  }

  reset(key: string): void {
    this.#events.delete(key);
  }

  #live(key: string): number[] {
    const since = this.clock.now().getTime() - this.policy.windowMs;
    return (this.#events.get(key) ?? []).filter((at) => at > since);
  }

  #sweep(): void {
    for (const key of [...this.#events.keys()]) {
      if (this.#live(key).length === 0) this.#events.delete(key);
    }
  }
}

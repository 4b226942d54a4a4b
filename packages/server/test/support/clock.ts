import type { Clock } from '../../src/index.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Real time plus an offset the test can push forward, e.g. past a code's expiry. */
export class ManualClock implements Clock {
  #offsetMs = 0;
  #frozenAt: number | undefined;

  now(): Date {
    return new Date(this.#frozenAt ?? Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
    if (this.#frozenAt !== undefined) this.#frozenAt += ms;
  }

  /**
   * Moves time forward to the next `hour`:00 UTC, for tests whose rules follow the hour of the day
   * (questions opening, overnight fees at midnight) and must not depend on when they run.
   */
  advanceToNextUtcHour(hour: number): void {
    const now = this.now().getTime();
    const today = Math.floor(now / DAY_MS) * DAY_MS + hour * HOUR_MS;
    this.advance((today > now ? today : today + DAY_MS) - now);
  }

  /** Stops time where it stands; only `advance` moves it until `thaw`. */
  freeze(): void {
    this.#frozenAt = this.now().getTime();
  }

  /** Lets time run again from where it stood, never backwards. */
  thaw(): void {
    if (this.#frozenAt === undefined) return;
    this.#offsetMs = this.#frozenAt - Date.now();
    this.#frozenAt = undefined;
  }

  /**
   * Runs `test` with time standing still but for `advance`, so it can reach an exact instant (a
   * code's expiry, the end of a hold).
   */
  async frozen<T>(test: () => Promise<T>): Promise<T> {
    this.freeze();
    try {
      return await test();
    } finally {
      this.thaw();
    }
  }
}

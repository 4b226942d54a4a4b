import type { Clock } from '../../src/index.js';

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

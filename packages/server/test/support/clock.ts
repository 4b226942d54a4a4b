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

  /**
   * Runs `test` with time standing still but for `advance`, so it can reach an exact instant (a
   * code's expiry, the end of a hold); time then goes on from where it stood, never backwards.
   */
  async frozen<T>(test: () => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    this.#frozenAt = at;
    try {
      return await test();
    } finally {
      this.#offsetMs = (this.#frozenAt ?? at) - Date.now();
      this.#frozenAt = undefined;
    }
  }
}

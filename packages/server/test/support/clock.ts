import type { Clock } from '../../src/index.js';

/** Real time plus an offset the test can push forward, e.g. past a code's expiry. */
export class ManualClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

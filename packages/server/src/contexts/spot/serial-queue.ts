/**
 * Runs async work one piece at a time, in the order it was queued: a market's book and the
 * database rows of its orders change together, never interleaved with another change of the same
 * market. A failed piece does not stop the ones after it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once everything queued so far has finished. */
  async idle(): Promise<void> {
    await this.#tail;
  }
}

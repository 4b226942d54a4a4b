/** A FIFO lock: `run` waits for every earlier holder to finish before starting. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once the lock is held. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    await previous;
    return release;
  }
}

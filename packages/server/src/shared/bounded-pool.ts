/**
 * Runs at most `concurrency` jobs at once. A job that waits more than `maxWaitMs` for its turn is
 * not run at all: under a flood the caller answers "busy" at once instead of letting the queue (and
 * everyone's latency) grow without bound.
 */
export class BoundedPool {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly options: { readonly concurrency: number; readonly maxWaitMs: number }) {}

  async run<T>(
    job: () => Promise<T>,
  ): Promise<{ readonly ran: true; readonly value: T } | { readonly ran: false }> {
    if (!(await this.#turn())) return { ran: false };
    try {
      return { ran: true, value: await job() };
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  /** Resolves true once a slot is held, false when the wait ran out first. */
  #turn(): Promise<boolean> {
    if (this.#running < this.options.concurrency) {
      this.#running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        // The slot passes straight from the finished job to this one.
        this.#running += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(wake), 1);
        resolve(false);
      }, this.options.maxWaitMs);
      this.#waiting.push(wake);
    });
  }
}

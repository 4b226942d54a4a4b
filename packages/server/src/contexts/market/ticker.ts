import type { Clock } from '../../shared/clock.js';

/**
 * Runs `tick` every `intervalMs`. A tick still running when the next is due makes that one skip,
 * so a slow database never piles ticks up. The returned function stops it and waits for the last.
 */
export const startTicker = (options: {
  readonly intervalMs: number;
  readonly clock: Clock;
  readonly tick: (at: Date) => Promise<void>;
  readonly onError: (error: unknown) => void;
}): (() => Promise<void>) => {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running !== undefined) return;
    running = options
      .tick(options.clock.now())
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};

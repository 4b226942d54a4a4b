import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/** How often a process rereads the offset, so advances made by other processes reach it. */
export const CLOCK_RELOAD_MS = 1000;

const secondsOf = (stored: string | number): number => Number(stored);

/**
 * `CLOCK=simulated`: real time (the `base` clock) plus an offset that only grows. The offset lives
 * in the database, so a restart continues from the simulated time and every process sharing the
 * database agrees: each rereads it every second, and at once after its own advance. `now()` stays
 * synchronous by reading the offset this process last saw.
 */
export class SimulatedClock implements Clock {
  #offsetSeconds: number;
  readonly #reloader: ReturnType<typeof setInterval>;
  /** The reread under way, if any: a slow database makes the next one skip rather than pile up. */
  #reloading: Promise<void> | undefined;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly base: Clock,
    offsetSeconds: number,
    onReloadError: (error: unknown) => void,
  ) {
    this.#offsetSeconds = offsetSeconds;
    this.#reloader = setInterval(() => {
      this.#reloading ??= this.reload()
        .catch(onReloadError)
        .finally(() => {
          this.#reloading = undefined;
        });
    }, CLOCK_RELOAD_MS);
    this.#reloader.unref();
  }

  static async open(
    db: Kysely<Database>,
    base: Clock,
    onReloadError: (error: unknown) => void,
  ): Promise<SimulatedClock> {
    return new SimulatedClock(db, base, await SimulatedClock.#stored(db), onReloadError);
  }

  now(): Date {
    return new Date(this.base.now().getTime() + this.#offsetSeconds * 1000);
  }

  /**
   * Moves the clock forward for every process. Answers the offset this advance made and the time
   * it stands for; parallel advances each answer their own step (n, 2n, 3n…), never a lost one.
   */
  async advance(seconds: number): Promise<{ offsetSeconds: number; now: Date }> {
    const row = await this.db
      .updateTable('simulated_clock')
      .set({ offset_seconds: sql<number>`offset_seconds + ${seconds}` })
      .where('id', '=', 1)
      .returning('offset_seconds')
      .executeTakeFirstOrThrow();
    const offsetSeconds = secondsOf(row.offset_seconds);
    this.#seen(offsetSeconds);
    return { offsetSeconds, now: new Date(this.base.now().getTime() + offsetSeconds * 1000) };
  }

  async reload(): Promise<void> {
    this.#seen(await SimulatedClock.#stored(this.db));
  }

  /** Stops rereading the offset (and waits for a reread under way); `now()` keeps the last one seen. */
  async stop(): Promise<void> {
    clearInterval(this.#reloader);
    await this.#reloading;
  }

  /**
   * The offset only grows, so a reread that started before an advance and ended after it must not
   * move this process's clock back.
   */
  #seen(offsetSeconds: number): void {
    this.#offsetSeconds = Math.max(this.#offsetSeconds, offsetSeconds);
  }

  static async #stored(db: Kysely<Database>): Promise<number> {
    const row = await db
      .selectFrom('simulated_clock')
      .select('offset_seconds')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return secondsOf(row.offset_seconds);
  }
}

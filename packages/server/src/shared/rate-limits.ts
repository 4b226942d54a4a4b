import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/** At most `limit` events in any `windowMs`, regained at an even pace. */
export interface RatePolicy {
  readonly limit: number;
  readonly windowMs: number;
}

/** A limited key and the policy it is held to. */
export interface RateKey {
  readonly key: string;
  readonly policy: RatePolicy;
}

export type Reservation =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly retryAfterMs: number;
      /** Events past the limit in the current window; 0 when the limit is just reached. */
      readonly excess: number;
    };

export type Refusal = Extract<Reservation, { readonly allowed: false }>;

const intervalMs = (policy: RatePolicy): number => policy.windowMs / policy.limit;

/** Past this many remembered refusals, the lapsed ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Rate limits kept in the database, so every server process shares them: the generic cell rate
 * algorithm (GCRA) stores one "theoretical arrival time" (tat) per key. An event is allowed when
 * pushing tat one interval further keeps it within a window of now; the push and the check are
 * one conditional upsert, so hundreds of parallel requests cannot all pass a check made before
 * any of them was counted.
 *
 * A refusal is also remembered in this process until the time the database said to retry: a
 * flood against a spent key is then answered without a query, so it cannot starve the database
 * (the embedded one has a single connection) of the work of everyone else. The database stays the
 * only judge of what is allowed; the memory only repeats its last "no", and forgets it when this
 * process gives an event back.
 */
export class RateLimits {
  readonly #refused = new Map<string, { readonly until: number; readonly excess: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one event for `key` if the policy allows it now; otherwise counts nothing. */
  async reserve(rateKey: RateKey): Promise<Reservation> {
    const reserved = await this.reserveMany(rateKey, 1);
    return reserved.allowed ? { allowed: true } : reserved;
  }

  /**
   * Counts `count` events for `key` at once if the policy allows them all now, else one if it
   * allows one (`count` answers how many), else nothing.
   */
  async reserveMany(
    { key, policy }: RateKey,
    count: number,
  ): Promise<Refusal | { readonly allowed: true; readonly count: number }> {
    const now = this.clock.now();
    const remembered = this.#refused.get(key);
    if (remembered !== undefined && remembered.until > now.getTime()) {
      return { allowed: false, retryAfterMs: remembered.until - now.getTime(), excess: remembered.excess };
    }
    for (const events of count > 1 ? [count, 1] : [1]) {
      const step = intervalMs(policy) * events;
      // Allowed when max(tat, now) + step <= now + window.
      const latestStart = new Date(now.getTime() + policy.windowMs - step);
      if (latestStart < now) continue;
      const reserved = await this.db
        .insertInto('rate_limits')
        .values({ key, tat: new Date(now.getTime() + step) })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              tat: sql<Date>`greatest(rate_limits.tat, ${now}) + ${step} * interval '1 millisecond'`,
            })
            .where(sql<boolean>`greatest(rate_limits.tat, ${now}) <= ${latestStart}`),
        )
        .returning('key')
        .executeTakeFirst();
      if (reserved !== undefined) return { allowed: true, count: events };
    }
    return this.#refusal(key, policy, now);
  }

  /**
   * Counts one event whatever the policy says: for attempts let past the limit by a solved
   * challenge, which must still make the next challenge harder.
   */
  async force({ key, policy }: RateKey): Promise<void> {
    const now = this.clock.now();
    const step = intervalMs(policy);
    await this.db
      .insertInto('rate_limits')
      .values({ key, tat: new Date(now.getTime() + step) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          tat: sql<Date>`greatest(rate_limits.tat, ${now}) + ${step} * interval '1 millisecond'`,
        }),
      )
      .execute();
  }

  /** Gives one reserved event back (the attempt succeeded, or never happened). */
  async release({ key, policy }: RateKey): Promise<void> {
    this.#refused.delete(key);
    await this.db
      .updateTable('rate_limits')
      .set({ tat: sql<Date>`tat - ${intervalMs(policy)} * interval '1 millisecond'` })
      .where('key', '=', key)
      .execute();
  }

  /** Forgets every event of `key`. */
  async clear({ key }: RateKey): Promise<void> {
    this.#refused.delete(key);
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Drops keys that have been idle long enough to hold no events, so the table stays small. */
  async prune(): Promise<void> {
    this.#forgetLapsed();
    await this.db.deleteFrom('rate_limits').where('tat', '<', this.clock.now()).execute();
  }

  #forgetLapsed(): void {
    const now = this.clock.now().getTime();
    for (const [key, refusal] of this.#refused) if (refusal.until <= now) this.#refused.delete(key);
  }

  async #refusal(key: string, policy: RatePolicy, now: Date): Promise<Refusal> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select('tat')
      .where('key', '=', key)
      .executeTakeFirst();
    const step = intervalMs(policy);
    // Read after the refusal: a release in between only makes the figures pessimistic.
    const aheadMs = row === undefined ? 0 : row.tat.getTime() - now.getTime();
    const refusal = {
      allowed: false,
      // Never more than a window: a count ahead of this process's clock by more (another
      // process's clock ahead of it) must not shut the key for longer.
      retryAfterMs: Math.min(policy.windowMs, Math.max(1, Math.ceil(aheadMs + step - policy.windowMs))),
      excess: Math.max(0, Math.floor((aheadMs - policy.windowMs) / step)),
    } as const;
    if (this.#refused.size >= SWEEP_THRESHOLD) this.#forgetLapsed();
    this.#refused.set(key, { until: now.getTime() + refusal.retryAfterMs, excess: refusal.excess });
    return refusal;
  }
}

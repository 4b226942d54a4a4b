import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { RateLimits } from './rate-limits.js';

const MINUTE = 60_000;
/** 10 events in 15 minutes: one regained every 90 seconds. */
const policy = { limit: 10, windowMs: 15 * MINUTE };

describe('RateLimits', () => {
  let db: Kysely<Database>;
  let now = Date.parse('2026-11-01T00:00:00Z');
  const clock = { now: () => new Date(now) };
  let limits: RateLimits;
  let n = 0;
  const fresh = () => ({ key: `test:${n++}`, policy });

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    limits = new RateLimits(db, clock);
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(() => db.destroy());

  it('allows the limit at once, then refuses, saying when the next event is allowed', async () => {
    const key = fresh();
    for (let i = 0; i < 10; i++) expect(await limits.reserve(key)).toEqual({ allowed: true });
    expect(await limits.reserve(key)).toEqual({ allowed: false, retryAfterMs: 90_000, excess: 0 });
    now += 89_000;
    expect((await limits.reserve(key)).allowed).toBe(false);
    now += 1_000;
    expect(await limits.reserve(key)).toEqual({ allowed: true });
  });

  it('holds under 300 parallel reservations: exactly the limit is allowed', async () => {
    const key = fresh();
    const answers = await Promise.all(Array.from({ length: 300 }, () => limits.reserve(key)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });

  it('gives an event back on release, and everything on clear, forgetting its remembered refusal', async () => {
    const key = fresh();
    for (let i = 0; i < 10; i++) await limits.reserve(key);
    expect((await limits.reserve(key)).allowed).toBe(false);
    await limits.release(key);
    expect(await limits.reserve(key)).toEqual({ allowed: true });
    expect((await limits.reserve(key)).allowed).toBe(false);
    await limits.clear(key);
    for (let i = 0; i < 10; i++) expect((await limits.reserve(key)).allowed).toBe(true);
  });

  it('counts forced events past the limit as excess, and waits for them too', async () => {
    const key = fresh();
    for (let i = 0; i < 10; i++) await limits.reserve(key);
    for (let i = 0; i < 5; i++) await limits.force(key);
    await limits.release(key); // forgets the remembered refusal, so the database is asked again
    await limits.force(key);
    expect(await limits.reserve(key)).toEqual({ allowed: false, retryAfterMs: 6 * 90_000, excess: 5 });
  });

  it('prunes keys that hold no events any more', async () => {
    const key = fresh();
    await limits.reserve(key);
    now += 90_001;
    await limits.prune();
    const left = await db.selectFrom('rate_limits').select('key').where('key', '=', key.key).execute();
    expect(left).toEqual([]);
  });
});

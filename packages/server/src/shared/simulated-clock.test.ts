import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { SimulatedClock } from './simulated-clock.js';

const REAL = Date.parse('2026-11-01T00:00:00Z');
const base = { now: () => new Date(REAL) };
const failOnReloadError = (error: unknown) => {
  throw error;
};

describe('SimulatedClock', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(() => db.destroy());

  it('starts at real time, and from the stored offset once one was advanced', async () => {
    const first = await SimulatedClock.open(db, base, failOnReloadError);
    expect(first.now().toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(await first.advance(90)).toEqual({ offsetSeconds: 90, now: new Date(REAL + 90_000) });
    expect(first.now().toISOString()).toBe('2026-11-01T00:01:30.000Z');
    await first.stop();

    const second = await SimulatedClock.open(db, base, failOnReloadError);
    expect(second.now().toISOString()).toBe('2026-11-01T00:01:30.000Z');
    await second.stop();
  });

  it("sees another clock's advance when it rereads, and never goes back", async () => {
    const one = await SimulatedClock.open(db, base, failOnReloadError);
    const other = await SimulatedClock.open(db, base, failOnReloadError);
    const { offsetSeconds } = await one.advance(3600);
    expect(other.now().getTime()).toBe(REAL + (offsetSeconds - 3600) * 1000);
    await other.reload();
    expect(other.now().getTime()).toBe(REAL + offsetSeconds * 1000);

    // A reread that saw an older offset (it started before the advance) leaves the clock alone.
    await sql`update simulated_clock set offset_seconds = 0`.execute(db);
    await other.reload();
    expect(other.now().getTime()).toBe(REAL + offsetSeconds * 1000);
    await Promise.all([one.stop(), other.stop()]);
  });
});

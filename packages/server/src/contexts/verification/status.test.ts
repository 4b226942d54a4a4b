import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { loadVerificationStatus, verificationLevelOf } from './status.js';

/**
 * The guard of endpoints marked `verified` (none of today's, the wallet's soon) reads
 * `verificationLevelOf`; the HTTP tests cannot reach it yet, so it is checked here.
 */
describe('verification status', () => {
  let db: Kysely<Database>;
  const users: Record<0 | 1 | 2, number> = { 0: 0, 1: 0, 2: 0 };
  const NOBODY = 999_999;

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    await db.insertInto('invite_codes').values({ code: 'TESSERA', owner_id: null }).execute();
    for (const level of [0, 1, 2] as const) {
      const row = await db
        .insertInto('users')
        .values({
          username: `level${level}`,
          email: null,
          mobile: null,
          mobile_national: null,
          password_hash: 'not-a-hash',
          nickname: `Level${level}`,
          real_level: level,
          invited_by: 'TESSERA',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      users[level] = row.id;
    }
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(() => db.destroy());

  it('is the level on the account, and 0 for a user that does not exist', async () => {
    expect(await verificationLevelOf(db, users[0])).toBe(0);
    expect(await verificationLevelOf(db, users[1])).toBe(1);
    expect(await verificationLevelOf(db, users[2])).toBe(2);
    expect(await verificationLevelOf(db, NOBODY)).toBe(0);
  });

  it('answers no status for a user that does not exist', async () => {
    expect(await loadVerificationStatus(db, NOBODY)).toBeUndefined();
    expect(await loadVerificationStatus(db, users[2])).toEqual({
      level: 2,
      basic: { state: 'none', reason: null },
      advanced: { state: 'none', reason: null },
    });
  });
});

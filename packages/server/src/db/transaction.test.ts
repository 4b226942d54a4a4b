import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, reject } from '../contexts/handler.js';
import { MEMORY_DATA_DIR, openDatabase } from './database.js';
import type { Database } from './schema.js';
import { inTransaction, isRetryableConflict } from './transaction.js';

const conflict = (code: string) => Object.assign(new Error('could not serialize access'), { code });

describe('inTransaction', () => {
  let db: Kysely<Database>;
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from probe`.execute(db)).rows[0]?.n);

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await sql`create table probe (n int)`.execute(db);
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(() => db.destroy());

  it('commits what a successful answer wrote', async () => {
    const before = await count();
    const outcome = await inTransaction(db, async (trx) => {
      await sql`insert into probe values (1)`.execute(trx);
      return ok('done');
    });
    expect(outcome).toEqual(E.right('done'));
    expect(await count()).toBe(before + 1);
  });

  it('rolls back what a refusal wrote, and answers the refusal', async () => {
    const before = await count();
    const outcome = await inTransaction(db, async (trx) => {
      await sql`insert into probe values (2)`.execute(trx);
      return reject('WALLET.INSUFFICIENT_BALANCE');
    });
    expect(outcome).toEqual(E.left({ kind: 'rejected', code: 'WALLET.INSUFFICIENT_BALANCE' }));
    expect(await count()).toBe(before);
  });

  it('runs the whole transaction again after a serialization failure or a deadlock, keeping one copy', async () => {
    for (const code of ['40001', '40P01']) {
      const before = await count();
      let attempts = 0;
      const outcome = await inTransaction(db, async (trx) => {
        attempts += 1;
        await sql`insert into probe values (3)`.execute(trx);
        if (attempts < 3) throw conflict(code);
        return ok(attempts);
      });
      expect(outcome).toEqual(E.right(3));
      expect(await count()).toBe(before + 1);
    }
  });

  it('gives up after ten conflicts, and never retries other errors', async () => {
    let attempts = 0;
    await expect(
      inTransaction(db, async () => {
        attempts += 1;
        throw conflict('40001');
      }),
    ).rejects.toThrow('could not serialize access');
    expect(attempts).toBe(10);
    attempts = 0;
    await expect(
      inTransaction(db, async () => {
        attempts += 1;
        throw conflict('23505');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it('knows the retryable states', () => {
    expect(isRetryableConflict(conflict('40001'))).toBe(true);
    expect(isRetryableConflict(conflict('40P01'))).toBe(true);
    expect(isRetryableConflict(conflict('23514'))).toBe(false);
    expect(isRetryableConflict({ code: 40001 })).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
    expect(isRetryableConflict('40001')).toBe(false);
  });
});

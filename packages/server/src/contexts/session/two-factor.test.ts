import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { DataCipher } from '../../shared/data-cipher.js';
import { TwoFactor } from './two-factor.js';

describe('TwoFactor', () => {
  let db: Kysely<Database>;
  const now = Date.parse('2026-11-01T00:00:00Z');
  const clock = { now: () => new Date(now) };
  let twoFactor: TwoFactor;
  let users = 0;

  const newUser = async (): Promise<number> => {
    users += 1;
    const row = await db
      .insertInto('users')
      .values({
        username: `tf${users}`,
        email: null,
        mobile: null,
        mobile_national: null,
        password_hash: 'x',
        nickname: `tf${users}`,
        invited_by: 'TESSERA',
        created_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const codeOf = (secret: string, at = now) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
  const naming = { issuer: 'Tessera', label: 'ada@example.com' };

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    await db
      .insertInto('invite_codes')
      .values({ code: 'TESSERA', owner_id: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    twoFactor = new TwoFactor(db, clock, new DataCipher({ version: 'v1', key: randomBytes(32) }));
  }, 60_000);
  afterAll(() => db.destroy());

  it('keeps the secret encrypted, bound to its user, and reads it back', async () => {
    const user = await newUser();
    const setup = await twoFactor.setUp(user, naming);
    const stored = await db
      .selectFrom('two_factor')
      .select('secret')
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(setup?.secret);
    expect(stored.secret).toMatch(/^v1:[\w-]+$/);
    expect(await twoFactor.authenticator(db, user)).toEqual({
      state: 'pending',
      secret: setup?.secret,
      lastStep: 0,
    });

    // Moved to another user's row, the ciphertext does not open: the user id is authenticated with it.
    const other = await newUser();
    await db
      .insertInto('two_factor')
      .values({ user_id: other, secret: stored.secret, enabled_at: null, created_at: new Date(now) })
      .execute();
    await expect(twoFactor.authenticator(db, other)).rejects.toThrow();
  });

  it('accepts the codes of the steps around now, and each step once, in order', async () => {
    const user = await newUser();
    const setup = await twoFactor.setUp(user, naming);
    const secret = setup?.secret ?? '';
    const step = twoFactor.stepOf(secret, codeOf(secret)) ?? 0;
    expect(step).toBe(Math.floor(now / 30_000));
    expect(twoFactor.stepOf(secret, codeOf(secret, now - 30_000))).toBe(step - 1);
    expect(twoFactor.stepOf(secret, codeOf(secret, now + 30_000))).toBe(step + 1);
    expect(twoFactor.stepOf(secret, codeOf(secret, now + 90_000))).toBeUndefined();

    const codes = await twoFactor.enable(db, user, step - 1);
    expect(codes).toHaveLength(10);
    expect(await twoFactor.enable(db, user, step)).toBeUndefined(); // on already
    // The step it was enabled with, and any before, are spent.
    expect(await twoFactor.check(user, { kind: 'totp', code: codeOf(secret, now - 30_000) })).toBeUndefined();
    const proof = await twoFactor.check(user, { kind: 'totp', code: codeOf(secret) });
    expect(proof).toEqual({ kind: 'totp', step });
    if (proof === undefined) return;
    const spent = await Promise.all(Array.from({ length: 50 }, () => twoFactor.spend(db, user, proof)));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await twoFactor.check(user, { kind: 'totp', code: codeOf(secret) })).toBeUndefined();
  });

  it('uses a recovery code once, and forgets everything when turned off', async () => {
    const user = await newUser();
    const secret = (await twoFactor.setUp(user, naming))?.secret ?? '';
    const [code] = (await twoFactor.enable(db, user, twoFactor.stepOf(secret, codeOf(secret)) ?? 0)) ?? [];
    const recovery = { kind: 'recovery' as const, code: (code ?? '').replaceAll('-', '') };
    const proof = await twoFactor.check(user, recovery);
    expect(proof?.kind).toBe('recovery');
    if (proof === undefined) return;
    expect(await twoFactor.spend(db, user, proof)).toBe(true);
    expect(await twoFactor.spend(db, user, proof)).toBe(false);
    expect(await twoFactor.check(user, recovery)).toBeUndefined();
    expect(await twoFactor.recoveryCodesLeft(user)).toBe(9);

    await twoFactor.disable(db, user);
    expect(await twoFactor.isOn(user)).toBe(false);
    expect(await twoFactor.recoveryCodesLeft(user)).toBe(0);
    expect(await twoFactor.authenticator(db, user)).toEqual({ state: 'off' });
  });

  it('never replaces an authenticator that is on', async () => {
    const user = await newUser();
    const secret = (await twoFactor.setUp(user, naming))?.secret ?? '';
    await twoFactor.enable(db, user, twoFactor.stepOf(secret, codeOf(secret)) ?? 0);
    expect(await twoFactor.setUp(user, naming)).toBeUndefined();
    expect(await twoFactor.authenticator(db, user)).toMatchObject({ state: 'on', secret });
  });
});

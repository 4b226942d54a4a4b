import { randomBytes } from 'node:crypto';
import { formatRecoveryCode, RECOVERY_CODE_LENGTH, type SecondFactorCode } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { randomCode, sha256 } from '../../shared/crypto.js';
import type { DataCipher } from '../../shared/data-cipher.js';
import { fieldContext } from '../../shared/sealed-fields.js';

/** RFC 6238 as every authenticator app reads an `otpauth://` URI by default. */
const PERIOD_S = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Codes of the step before and after now are accepted too: clocks drift and people type slowly. */
const WINDOW = 1;
/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;
/** How many recovery codes a user gets each time two-factor authentication is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/** What a code proved: a TOTP time step, or a recovery code's hash. */
export type Proof =
  | { readonly kind: 'totp'; readonly step: number }
  | { readonly kind: 'recovery'; readonly codeHash: string };

/** Where a user's authenticator stands. */
export type Authenticator =
  | { readonly state: 'off' }
  | { readonly state: 'pending' | 'on'; readonly secret: string; readonly lastStep: number };

/**
 * Two-factor authentication by TOTP (RFC 6238, through `otpauth`) with single-use recovery codes.
 *
 * A code is accepted by raising the user's `last_step` to its time step in one conditional UPDATE
 * (`last_step < step`): of any number of requests carrying one code, one raises it and the others
 * find nothing to update, and an older code can never follow a newer one. Secrets are sealed like
 * the other personal data (`DataCipher`: AES-256-GCM under the data key from the environment,
 * bound to the column and the user), so no copy of the database alone gives one. Recovery codes
 * carry ~119 random bits, so SHA-256 stores them safely.
 */
export class TwoFactor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly cipher: Pick<DataCipher, 'sealText' | 'openText'>,
  ) {}

  /** A fresh secret for `userId`, stored as pending; an earlier pending one is replaced. */
  async setUp(
    userId: number,
    naming: { readonly issuer: string; readonly label: string },
  ): Promise<{ secret: string; uri: string } | undefined> {
    const secret = new Secret({ size: SECRET_BYTES }).base32;
    const now = this.clock.now();
    // Only a secret not yet enabled is replaced: a stolen session cannot swap the owner's authenticator.
    const stored = await this.db
      .insertInto('two_factor')
      .values({ user_id: userId, secret: this.#seal(userId, secret), enabled_at: null, created_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret: (eb) => eb.ref('excluded.secret'), created_at: now, last_step: 0 })
          .where('two_factor.enabled_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (stored === undefined) return undefined;
    const uri = new TOTP({
      ...naming,
      secret,
      algorithm: ALGORITHM,
      digits: DIGITS,
      period: PERIOD_S,
    }).toString();
    return { secret, uri };
  }

  async authenticator(db: Kysely<Database>, userId: number): Promise<Authenticator> {
    const row = await db
      .selectFrom('two_factor')
      .select(['secret', 'enabled_at', 'last_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row === undefined) return { state: 'off' };
    return {
      state: row.enabled_at === null ? 'pending' : 'on',
      secret: this.#open(userId, row.secret),
      lastStep: row.last_step,
    };
  }

  async isOn(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('two_factor')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const { left } = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(left);
  }

  /** The time step of `code` for `secret` near now, if it is one; nothing is spent. */
  stepOf(secret: string, code: string): number | undefined {
    const timestamp = this.clock.now().getTime();
    const delta = TOTP.validate({
      token: code,
      secret: Secret.fromBase32(secret),
      algorithm: ALGORITHM,
      digits: DIGITS,
      period: PERIOD_S,
      timestamp,
      window: WINDOW,
    });
    return delta === null ? undefined : TOTP.counter({ period: PERIOD_S, timestamp }) + delta;
  }

  /**
   * What `code` proves for a user whose authenticator is on, before anything is spent: undefined
   * for a wrong code (and for a TOTP code whose step was already accepted).
   */
  async check(userId: number, code: SecondFactorCode): Promise<Proof | undefined> {
    if (code.kind === 'recovery') {
      const codeHash = sha256(code.code);
      const found = await this.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return found === undefined ? undefined : { kind: 'recovery', codeHash };
    }
    const authenticator = await this.authenticator(this.db, userId);
    if (authenticator.state !== 'on') return undefined;
    const step = this.stepOf(authenticator.secret, code.code);
    return step === undefined || step <= authenticator.lastStep ? undefined : { kind: 'totp', step };
  }

  /**
   * Spends a proof, atomically: false when another request spent it first (the step was reached,
   * the recovery code used). Takes a transaction, so it can be spent with what it pays for.
   */
  async spend(db: Kysely<Database>, userId: number, proof: Proof): Promise<boolean> {
    if (proof.kind === 'totp') {
      const raised = await db
        .updateTable('two_factor')
        .set({ last_step: proof.step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where('last_step', '<', proof.step)
        .returning('user_id')
        .executeTakeFirst();
      return raised !== undefined;
    }
    const used = await db
      .updateTable('recovery_codes')
      .set({ used_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', proof.codeHash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return used !== undefined;
  }

  /**
   * Turns a pending authenticator on at `step` (a code of it just matched) and answers a new set
   * of recovery codes, the only time they exist in clear. False when it was not pending any more.
   */
  async enable(db: Kysely<Database>, userId: number, step: number): Promise<readonly string[] | undefined> {
    const now = this.clock.now();
    const enabled = await db
      .updateTable('two_factor')
      .set({ enabled_at: now, last_step: step })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (enabled === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomCode(RECOVERY_CODE_LENGTH));
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(code), used_at: null })))
      .execute();
    return codes.map(formatRecoveryCode);
  }

  /** Forgets the user's authenticator and recovery codes. Takes a transaction. */
  async disable(db: Kysely<Database>, userId: number): Promise<void> {
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  }

  #seal(userId: number, secret: string): string {
    return this.cipher.sealText(secret, fieldContext('two_factor', 'secret', userId));
  }

  #open(userId: number, stored: string): string {
    return this.cipher.openText(stored, fieldContext('two_factor', 'secret', userId));
  }
}

/** How long the password step's challenge waits for the second factor. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
/** Codes one challenge may try; then the password is needed again (and is throttled as such). */
export const LOGIN_CHALLENGE_GUESSES = 5;

/** A sign-in's challenge, single use, kept in the database as SHA-256 so any process can complete it. */
export const openLoginChallenge = async (
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS);
  await db
    .insertInto('login_challenges')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: expiresAt, used_at: null })
    .execute();
  return { token, expiresAt };
};

/**
 * Takes one guess of a live challenge before its code is compared, in one conditional UPDATE:
 * parallel guesses cannot try more codes than allowed. Answers the challenge's user.
 */
export const takeChallengeGuess = async (
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<number | undefined> => {
  const row = await db
    .updateTable('login_challenges')
    .set({ guesses: sql<number>`guesses + 1` })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('guesses', '<', LOGIN_CHALLENGE_GUESSES)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
};

/** The user of a live challenge, without taking a guess. */
export const challengeUser = async (
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<number | undefined> => {
  const row = await db
    .selectFrom('login_challenges')
    .select('user_id')
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
};

/** Spends a challenge once; false when another request spent it first. Takes a transaction. */
export const spendChallenge = async (db: Kysely<Database>, token: string, now: Date): Promise<boolean> => {
  const row = await db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Drops challenges that ended long enough ago to be of no use. */
export const pruneLoginChallenges = async (db: Kysely<Database>, now: Date): Promise<void> => {
  await db.deleteFrom('login_challenges').where('expires_at', '<', now).execute();
};

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { newToken, sha256 } from '../../shared/crypto.js';
import { lookupInBatches } from '../../shared/lookup-batch.js';
import type { AuthSession } from '../handler.js';

/** Absolute lifetime of a session; logging in again starts a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Session tokens are random and stored only as SHA-256 hashes, so a leaked database gives no
 * usable tokens. A plain hash suffices: the tokens carry 256 bits, there is nothing to brute-force.
 */
export class Sessions {
  /** The live session of each token hash asked for: one query for the requests of a moment. */
  readonly #live: (tokenHash: string) => Promise<number | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.#live = lookupInBatches(async (tokenHashes) => {
      const rows = await this.db
        .selectFrom('sessions')
        .select(['token_hash', 'user_id'])
        // One array parameter however many: a flood of requests cannot outgrow the parameter limit.
        .where(sql<boolean>`token_hash = any(${[...tokenHashes]}::text[])`)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', this.clock.now())
        .execute();
      return new Map(rows.map((row) => [row.token_hash, row.user_id]));
    });
  }

  /** Starts a session and returns its token, the only time the token exists in clear. */
  async open(userId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  /** The session a token opens, if it is neither expired nor revoked. */
  async find(token: string): Promise<AuthSession | null> {
    const tokenHash = sha256(token);
    const userId = await this.#live(tokenHash);
    return userId === undefined ? null : { userId, tokenHash };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

/** Ends every open session of a user (after a password reset); takes a transaction. */
export const revokeAllSessions = async (db: Kysely<Database>, userId: number, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Ends every session of a user but the one making the request (a password change); takes a transaction. */
export const revokeOtherSessions = async (
  db: Kysely<Database>,
  request: { userId: number; keepTokenHash: string; now: Date },
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: request.now })
    .where('user_id', '=', request.userId)
    .where('token_hash', '!=', request.keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
};

import { type DeviceDescription, describeUserAgent } from '@tessera/core';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { newToken, sha256 } from '../../shared/crypto.js';
import { lookupInBatches } from '../../shared/lookup-batch.js';
import type { AuthSession } from '../handler.js';

/** Absolute lifetime of a session (ASVS 7.3.2); logging in again starts a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A session unused this long ends (ASVS 7.3.1). A phone app is opened now and then rather than
 * kept open, so minutes would sign people out all day; three days ends the sessions of a lost or
 * forgotten device well before the absolute lifetime, without asking for a password every morning.
 */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * `last_used_at` moves at most this often per session: one write a minute, however many requests
 * a busy session sends. The idle timeout is therefore exact to within this much.
 */
export const TOUCH_EVERY_MS = 60_000;

/**
 * How long an ended session is kept (for its owner's and the operators' questions about it) before
 * it is deleted with the address it recorded. Every session has ended `SESSION_TTL_MS` after it
 * began, so those begun more than `SESSION_TTL_MS + ENDED_RETENTION_MS` ago are deleted.
 */
export const ENDED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** At most this many rows a statement, so a large backlog never holds a long lock. */
const PRUNE_BATCH = 5_000;

/** Where a session was opened from, as the sign-in request showed it. */
export interface SessionOrigin {
  readonly ip: string;
  readonly userAgent: string | null;
}

/** A live session as its owner's device list shows it (the address still in full). */
export interface DeviceSessionRow {
  readonly id: number;
  readonly tokenHash: string;
  readonly device: DeviceDescription;
  readonly ip: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date;
}

/** Called with the token hashes of sessions this process just ended (the realtime layer drops their sockets). */
export type SessionsEnded = (tokenHashes: readonly string[]) => void;

/** The live sessions at `now`: not revoked, not expired, not idle. */
const live = (now: Date) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.and([
    eb('revoked_at', 'is', null),
    eb('expires_at', '>', now),
    eb('last_used_at', '>', new Date(now.getTime() - SESSION_IDLE_MS)),
  ]);

/** Addresses are at most 45 characters; the column is bounded anyway. */
const IP_MAX = 64;

/**
 * Session tokens are random and stored only as SHA-256 hashes, so a leaked database gives no
 * usable tokens. A plain hash suffices: the tokens carry 256 bits, there is nothing to brute-force.
 *
 * Every check reads the database (batched, see `lookupInBatches`), so a session ended by any
 * process is refused by every process from the next request on.
 */
export class Sessions {
  /** The live session of each token hash asked for: one query for the requests of a moment. */
  readonly #live: (tokenHash: string) => Promise<number | undefined>;
  readonly #ended = new Set<SessionsEnded>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.#live = lookupInBatches(async (tokenHashes) => {
      const now = this.clock.now();
      const rows = await this.db
        .selectFrom('sessions')
        .select(['token_hash', 'user_id', 'last_used_at'])
        // One array parameter however many: a flood of requests cannot outgrow the parameter limit.
        .where(sql<boolean>`token_hash = any(${[...tokenHashes]}::text[])`)
        .where(live(now))
        .execute();
      const stale = rows
        .filter((row) => now.getTime() - row.last_used_at.getTime() >= TOUCH_EVERY_MS)
        .map((row) => row.token_hash);
      if (stale.length > 0) {
        // Conditional, so parallel processes touching one session write it once.
        await this.db
          .updateTable('sessions')
          .set({ last_used_at: now })
          .where(sql<boolean>`token_hash = any(${stale}::text[])`)
          .where('last_used_at', '<=', new Date(now.getTime() - TOUCH_EVERY_MS))
          .execute();
      }
      return new Map(rows.map((row) => [row.token_hash, row.user_id]));
    });
  }

  /** Tells `listener` of the sessions this process ends from now on. */
  onEnded(listener: SessionsEnded): () => void {
    this.#ended.add(listener);
    return () => this.#ended.delete(listener);
  }

  #tellEnded(tokenHashes: readonly string[]): void {
    if (tokenHashes.length === 0) return;
    for (const listener of this.#ended) listener(tokenHashes);
  }

  /**
   * Starts a session and returns its token, the only time the token exists in clear. The device
   * is kept as short labels made from the User-Agent, never the header itself.
   */
  async open(userId: number, origin: SessionOrigin): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    const device = describeUserAgent(origin.userAgent);
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
        revoked_at: null,
        last_used_at: now,
        browser: device.browser,
        os: device.os,
        ip: origin.ip.slice(0, IP_MAX),
      })
      .execute();
    return token;
  }

  /** The session a token opens, if it is neither expired, idle nor revoked. Counts as a use. */
  async find(token: string): Promise<AuthSession | null> {
    const tokenHash = sha256(token);
    const userId = await this.#live(tokenHash);
    return userId === undefined ? null : { userId, tokenHash };
  }

  /**
   * Which of these sessions are still live, in one query, without counting as a use: what the
   * realtime layer checks its authenticated sockets against.
   */
  async stillLive(tokenHashes: readonly string[]): Promise<ReadonlySet<string>> {
    if (tokenHashes.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('sessions')
      .select('token_hash')
      .where(sql<boolean>`token_hash = any(${[...tokenHashes]}::text[])`)
      .where(live(this.clock.now()))
      .execute();
    return new Set(rows.map((row) => row.token_hash));
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    this.#tellEnded([tokenHash]);
  }

  /**
   * Ends one live session of `userId` by its id: one conditional update, so another user's id, an
   * unknown one or one already ended changes nothing. Answers the ended session's token hash.
   */
  async revokeOwn(userId: number, id: number): Promise<string | undefined> {
    const now = this.clock.now();
    const ended = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where(live(now))
      .returning('token_hash')
      .executeTakeFirst();
    if (ended !== undefined) this.#tellEnded([ended.token_hash]);
    return ended?.token_hash;
  }

  /**
   * Deletes sessions that ended more than `ENDED_RETENTION_MS` ago, in batches through the
   * `created_at` index; answers how many. Run by the server's sweeper.
   */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - SESSION_TTL_MS - ENDED_RETENTION_MS);
    let deleted = 0;
    for (;;) {
      const result = await this.db
        .deleteFrom('sessions')
        .where('id', 'in', (eb) =>
          eb.selectFrom('sessions').select('id').where('created_at', '<', cutoff).limit(PRUNE_BATCH),
        )
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }

  /** One page of a user's live sessions, `first` (the asking one) first, then by last use. */
  async listLive(
    userId: number,
    page: { readonly first: string; readonly limit: number; readonly offset: number },
  ): Promise<{ rows: DeviceSessionRow[]; total: number }> {
    const now = this.clock.now();
    const mine = this.db.selectFrom('sessions').where('user_id', '=', userId).where(live(now));
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .select(['id', 'token_hash', 'browser', 'os', 'ip', 'created_at', 'last_used_at'])
      .orderBy(sql`token_hash = ${page.first}`, 'desc')
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      total: Number(total),
      rows: rows.map((row) => ({
        id: row.id,
        tokenHash: row.token_hash,
        device: { browser: row.browser, os: row.os },
        ip: row.ip,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      })),
    };
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

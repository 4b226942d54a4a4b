import { createHash, createHmac, randomBytes } from 'node:crypto';
import { leadingZeroBits, parseChallenge, parseProof, workText } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';
import { constantTimeEqual } from './crypto.js';

/** Long enough to solve on a slow phone, short enough that a stock of solutions goes stale. */
const CHALLENGE_TTL_MS = 2 * 60_000;

const SECRET_NAME = 'proof-of-work';

/**
 * The signing secret, made once and kept in the database so that every server process signs and
 * checks challenges alike; of two processes starting at once, the first insert wins.
 */
const sharedSecret = async (db: Kysely<Database>): Promise<string> => {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
};

/**
 * Issues and checks proof-of-work challenges (see the contract's `proof-of-work.ts`). A challenge
 * is bound to a scope (what it unlocks, e.g. one address's logins) by its signature, and spent
 * once by recording its id.
 */
export class Challenges {
  private constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  static async open(db: Kysely<Database>, clock: Clock): Promise<Challenges> {
    return new Challenges(db, clock, await sharedSecret(db));
  }

  /** A new challenge of `bits` zero bits for `scope`. */
  issue(scope: string, bits: number): string {
    const expiresAt = this.clock.now().getTime() + CHALLENGE_TTL_MS;
    const salt = randomBytes(12).toString('base64url');
    return `${expiresAt}.${bits}.${salt}.${this.#mac(scope, `${expiresAt}.${bits}.${salt}`)}`;
  }

  /**
   * Whether `proof` solves a live challenge of this server for `scope` with at least `bits` zero
   * bits; spends it, so a second use (even a parallel one) fails.
   */
  async redeem(proof: string | null, scope: string, bits: number): Promise<boolean> {
    const parsed = proof === null ? undefined : parseProof(proof);
    const challenge = parsed === undefined ? undefined : parseChallenge(parsed.challenge);
    if (parsed === undefined || challenge === undefined) return false;
    const now = this.clock.now().getTime();
    const signed = challenge.text.slice(0, challenge.text.lastIndexOf('.'));
    const mac = challenge.text.slice(signed.length + 1);
    if (challenge.bits < bits || challenge.expiresAt <= now) return false;
    if (!constantTimeEqual(mac, this.#mac(scope, signed))) return false;
    const digest = createHash('sha256').update(workText(challenge.text, parsed.nonce), 'utf8').digest();
    if (leadingZeroBits(digest) < challenge.bits) return false;
    const spent = await this.db
      .insertInto('spent_challenges')
      .values({ id: mac, expires_at: new Date(challenge.expiresAt) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return spent !== undefined;
  }

  /** Forgets spent challenges that have expired anyway. */
  async prune(): Promise<void> {
    await this.db.deleteFrom('spent_challenges').where('expires_at', '<', this.clock.now()).execute();
  }

  #mac(scope: string, signed: string): string {
    return createHmac('sha256', this.secret).update(`${scope}\n${signed}`).digest('base64url');
  }
}

import { CODE_LENGTH, CODE_RESEND_SECONDS, type CodeScene } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { constantTimeEqual, randomDigits, sha256 } from '../../shared/crypto.js';

export const CODE_TTL_MINUTES = 10;
/** Wrong guesses one network address may make at one code. */
export const GUESSES_PER_ADDRESS = 5;
/**
 * Guesses one code takes from all addresses together before it dies. With a million codes, 50
 * guesses keep a distributed guesser's chance at 1 in 20,000 per code, while it takes ten
 * addresses, not one, to spoil a code its owner is about to type.
 */
export const GUESSES_PER_CODE = 50;
/** Codes live for ten minutes and go out at most once a minute: never more than ten are live. */
const MOST_LIVE_CODES = 10;
const RESEND_MS = CODE_RESEND_SECONDS * 1000;

export type CodeFailure = 'SESSION.CODE_INVALID' | 'SESSION.CODE_EXPIRED' | 'SESSION.CODE_ATTEMPTS_EXCEEDED';

/**
 * Codes are kept hashed with their target and scene. Six digits are quick to brute-force offline,
 * so the real protection is the 10-minute life, the limited guesses and single use; the hash only
 * keeps codes out of plain sight in the table.
 */
const codeHash = (target: string, scene: CodeScene, code: string): string =>
  sha256(`${target}\n${scene}\n${code}`);

/**
 * Creates a code for `target` and `scene`, unless one was sent there for that scene in the last
 * minute: then the Left says how many seconds remain. Per scene, so a user who just registered can
 * set a payment password at once; the per-address budget still bounds what one sender can send.
 * Earlier codes stay live: a stranger asking for a code to someone's address never voids the one
 * its owner is typing. The caller delivers the code (or, to hide that an account is missing, does
 * not).
 */
export const issueCode = async (
  db: Kysely<Database>,
  request: { target: string; scene: CodeScene; now: Date },
): Promise<E.Either<{ retryAfterSeconds: number }, string>> => {
  const { target, scene, now } = request;
  const latest = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', target)
    .where('scene', '=', scene)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waitMs = latest === undefined ? 0 : latest.created_at.getTime() + RESEND_MS - now.getTime();
  if (waitMs > 0) return E.left({ retryAfterSeconds: Math.ceil(waitMs / 1000) });

  const code = randomDigits(CODE_LENGTH);
  await db
    .insertInto('verification_codes')
    .values({
      target,
      scene,
      code_hash: codeHash(target, scene, code),
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  return E.right(code);
};

/** A code a request must carry: the scene it was sent for and where it may have been sent. */
export interface CodeCheck {
  readonly targets: readonly string[];
  readonly scene: CodeScene;
  readonly code: string;
}

/** When and from where a code is being checked. */
export interface Guesser {
  readonly now: Date;
  /** The network address of the request: each address has its own guesses at a code. */
  readonly address: string;
}

/**
 * Takes one guess at code `id` for `address`, if both the code's and the address's allowance have
 * one left. Taken before comparing, by conditional updates, so parallel guesses cannot compare
 * more often than allowed; a correct guess spends one too, but uses the code up anyway.
 */
const takeGuess = async (db: Kysely<Database>, id: number, address: string): Promise<boolean> => {
  const code = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', GUESSES_PER_CODE)
    .returning('id')
    .executeTakeFirst();
  if (code === undefined) return false;
  const guess = await db
    .insertInto('code_guesses')
    .values({ code_id: id, address, guesses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['code_id', 'address'])
        .doUpdateSet({ guesses: sql<number>`code_guesses.guesses + 1` })
        .where('code_guesses.guesses', '<', GUESSES_PER_ADDRESS),
    )
    .returning('guesses')
    .executeTakeFirst();
  if (guess !== undefined) return true;
  // This address has no guesses left at this code: its guess must not cost the code's owner one.
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .execute();
  return false;
};

/** Why no live code matched: none was ever live, the newest has expired, or no guess was left. */
const noMatch = async (
  db: Kysely<Database>,
  check: CodeCheck,
  request: { now: Date; guessed: boolean },
): Promise<CodeFailure> => {
  if (request.guessed) return 'SESSION.CODE_INVALID';
  const newest = await db
    .selectFrom('verification_codes')
    .select(['expires_at', 'used_at'])
    .where('target', 'in', check.targets)
    .where('scene', '=', check.scene)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest === undefined || newest.used_at !== null) return 'SESSION.CODE_INVALID';
  return newest.expires_at.getTime() <= request.now.getTime()
    ? 'SESSION.CODE_EXPIRED'
    : 'SESSION.CODE_ATTEMPTS_EXCEEDED';
};

/** Compares a code with every live code of the check, newest first. Right: the matching code's id. */
const matchCode = async (
  db: Kysely<Database>,
  check: CodeCheck,
  guesser: Guesser,
): Promise<E.Either<CodeFailure, number>> => {
  const { targets, scene, code } = check;
  if (targets.length === 0) return E.left('SESSION.CODE_INVALID');
  const live = await db
    .selectFrom('verification_codes')
    .select(['id', 'target', 'code_hash'])
    .where('target', 'in', targets)
    .where('scene', '=', scene)
    .where('used_at', 'is', null)
    .where('expires_at', '>', guesser.now)
    .orderBy('id', 'desc')
    .limit(MOST_LIVE_CODES)
    .execute();
  let guessed = false;
  for (const candidate of live) {
    if (!(await takeGuess(db, candidate.id, guesser.address))) continue;
    guessed = true;
    if (constantTimeEqual(candidate.code_hash, codeHash(candidate.target, scene, code))) {
      return E.right(candidate.id);
    }
  }
  return E.left(await noMatch(db, check, { now: guesser.now, guessed }));
};

/** Uses a matched code up; a conditional update, so of two racing requests only one succeeds. */
const useCode = async (db: Kysely<Database>, id: number, now: Date): Promise<boolean> => {
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
};

/** Codes that matched, not yet used up: what `useCodes` takes. */
export type MatchedCodes = readonly number[];

export type CodesFailure = { readonly index: number; readonly failure: CodeFailure };

/**
 * Checks several codes (a new address's and the old one's) without using them up, so a wrong
 * second code does not cost the user the first, and so slow work (hashing a new password) can run
 * between the check and `useCodes`. The Left says which check failed first (its index) and why.
 * A guess counts even though the caller's transaction may refuse the request, so callers must
 * commit (return a Left, never throw) on failure.
 */
export const matchCodes = async (
  db: Kysely<Database>,
  checks: readonly CodeCheck[],
  guesser: Guesser,
): Promise<E.Either<CodesFailure, MatchedCodes>> => {
  const ids: number[] = [];
  for (const [index, check] of checks.entries()) {
    const matched = await matchCode(db, check, guesser);
    if (E.isLeft(matched)) return E.left({ index, failure: matched.left });
    ids.push(matched.right);
  }
  return E.right(ids);
};

/** Uses matched codes up, all or (when another request used one first) none of the rest. */
export const useCodes = async (
  db: Kysely<Database>,
  ids: MatchedCodes,
  now: Date,
): Promise<E.Either<CodesFailure, void>> => {
  for (const [index, id] of ids.entries()) {
    if (!(await useCode(db, id, now))) return E.left({ index, failure: 'SESSION.CODE_INVALID' });
  }
  return E.right(undefined);
};

/** Matches and uses codes in one go (see `matchCodes`); same commit rule. */
export const redeemCodes = async (
  db: Kysely<Database>,
  checks: readonly CodeCheck[],
  guesser: Guesser,
): Promise<E.Either<CodesFailure, void>> => {
  const matched = await matchCodes(db, checks, guesser);
  return E.isLeft(matched) ? matched : useCodes(db, matched.right, guesser.now);
};

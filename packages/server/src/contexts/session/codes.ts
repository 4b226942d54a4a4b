import { CODE_LENGTH, CODE_RESEND_SECONDS, type CodeScene } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { constantTimeEqual, randomDigits, sha256 } from '../../shared/crypto.js';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
const RESEND_MS = CODE_RESEND_SECONDS * 1000;

export type CodeFailure = 'SESSION.CODE_INVALID' | 'SESSION.CODE_EXPIRED' | 'SESSION.CODE_ATTEMPTS_EXCEEDED';

/**
 * Codes are kept hashed with their target and scene. Six digits are quick to brute-force offline,
 * so the real protection is the 10-minute life, the 5 tries and single use; the hash only keeps
 * codes out of plain sight in the table.
 */
const codeHash = (target: string, scene: CodeScene, code: string): string =>
  sha256(`${target}\n${scene}\n${code}`);

/**
 * Creates a code for `target` and `scene`, unless one was sent there for that scene in the last
 * minute: then the Left says how many seconds remain. Per scene, so a user who just registered can
 * set a payment password at once; the per-address throttle still bounds what one sender can send. The caller delivers the code (or, to hide that an account is missing,
 * does not).
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

/** Finds the latest code of a check; a wrong guess counts against it. Right: the code's row id. */
const matchCode = async (
  db: Kysely<Database>,
  check: CodeCheck,
  now: Date,
): Promise<E.Either<CodeFailure, number>> => {
  const { targets, scene, code } = check;
  if (targets.length === 0) return E.left('SESSION.CODE_INVALID');
  const latest = await db
    .selectFrom('verification_codes')
    .select(['id', 'target', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('target', 'in', targets)
    .where('scene', '=', scene)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest === undefined || latest.used_at !== null) return E.left('SESSION.CODE_INVALID');
  if (latest.attempts >= MAX_CODE_ATTEMPTS) return E.left('SESSION.CODE_ATTEMPTS_EXCEEDED');
  if (latest.expires_at.getTime() <= now.getTime()) return E.left('SESSION.CODE_EXPIRED');

  if (!constantTimeEqual(latest.code_hash, codeHash(latest.target, scene, code))) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .execute();
    return E.left('SESSION.CODE_INVALID');
  }
  return E.right(latest.id);
};

/** Uses a matched code up; a conditional update, so of two racing requests only one succeeds. */
const useCode = async (db: Kysely<Database>, id: number, now: Date): Promise<boolean> => {
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
};

/**
 * Checks `code` against the latest code sent to any of `targets` for `scene`, and uses it up on a
 * match. A wrong guess counts against the code even though the caller's transaction may refuse
 * the request, so callers must commit (return a Left, never throw) on failure.
 */
export const redeemCode = async (
  db: Kysely<Database>,
  request: CodeCheck & { now: Date },
): Promise<E.Either<CodeFailure, void>> =>
  redeemCodes(db, [request], request.now).then(E.mapLeft((f) => f.failure));

/**
 * Checks several codes (a new address's and the old one's) and uses them up only when every one
 * matches, so a wrong second code does not cost the user the first. The Left says which check
 * failed first (its index) and why. Same commit rule as `redeemCode`.
 */
export const redeemCodes = async (
  db: Kysely<Database>,
  checks: readonly CodeCheck[],
  now: Date,
): Promise<E.Either<{ index: number; failure: CodeFailure }, void>> => {
  const ids: number[] = [];
  for (const [index, check] of checks.entries()) {
    const matched = await matchCode(db, check, now);
    if (E.isLeft(matched)) return E.left({ index, failure: matched.left });
    ids.push(matched.right);
  }
  for (const [index, id] of ids.entries()) {
    if (!(await useCode(db, id, now))) return E.left({ index, failure: 'SESSION.CODE_INVALID' });
  }
  return E.right(undefined);
};

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
 * Creates a code for `target`, unless one was sent there in the last minute: then the Left says
 * how many seconds remain. The caller delivers the code (or, to hide that an account is missing,
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

/**
 * Checks `code` against the latest code sent to any of `targets` for `scene`, and uses it up on a
 * match. A wrong guess counts against the code even though the caller's transaction may refuse
 * the request, so callers must commit (return a Left, never throw) on failure.
 */
export const redeemCode = async (
  db: Kysely<Database>,
  request: { targets: readonly string[]; scene: CodeScene; code: string; now: Date },
): Promise<E.Either<CodeFailure, void>> => {
  const { targets, scene, code, now } = request;
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

  // Conditional update: of two requests racing with the same code, only one uses it.
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? E.right(undefined) : E.left('SESSION.CODE_INVALID');
};

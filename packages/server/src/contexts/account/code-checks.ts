import { securityChannel } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { MessageCode } from '../../i18n/index.js';
import type { Outcome, RequestContext } from '../handler.js';
import { type AttemptBudgets, type AttemptGate, codeBudgets } from '../session/index.js';

/** Refusals that mean a wrong secret: these, and only these, stay counted against the budgets. */
const WRONG_SECRETS: ReadonlySet<MessageCode> = new Set<MessageCode>([
  'SESSION.CODE_INVALID',
  'SESSION.CODE_EXPIRED',
  'SESSION.CODE_ATTEMPTS_EXCEEDED',
  'ACCOUNT.OLD_CODE_INVALID',
  'ACCOUNT.PASSWORD_WRONG',
  'ACCOUNT.PAY_PASSWORD_WRONG',
  'SESSION.TWO_FACTOR_CODE_INVALID',
]);

/**
 * Runs a request that checks a secret (a code, a password) under `budgets`: admitted before the
 * check, counted when the secret was wrong, given back otherwise, and the account's count from
 * this address starts afresh on success.
 */
export const guardedCheck = async <A>(
  gate: AttemptGate,
  request: { budgets: AttemptBudgets; context: RequestContext; patienceMs?: number },
  run: () => Promise<Outcome<A>>,
): Promise<Outcome<A>> => {
  const admitted = await gate.admit(request.budgets, request.context, {
    patienceMs: request.patienceMs ?? 0,
  });
  if (E.isLeft(admitted)) return admitted;
  const outcome = await run();
  if (E.isRight(outcome)) await admitted.right.succeeded();
  else if (!(outcome.left.kind === 'rejected' && WRONG_SECRETS.has(outcome.left.code))) {
    await admitted.right.cancelled();
  }
  return outcome;
};

/** The code budgets of a signed-in user's request. */
export const userCodeBudgets = (userId: number, context: RequestContext): AttemptBudgets =>
  codeBudgets(`user:${userId}`, context.ip);

/** Where re-authentication codes (scene `security`) go, by core's rule: the bound email, else the bound mobile. */
export const securityAddress = (user: UserRow): string | undefined => {
  const channel = securityChannel(user);
  return channel === null ? undefined : (user[channel] ?? undefined);
};

export const findUser = (db: Kysely<Database>, userId: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

import { securityChannel } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { MessageCode } from '../../i18n/index.js';
import { type Outcome, type RequestContext, rateLimited } from '../handler.js';
import type { AttemptThrottle } from '../session/index.js';

/** Refusals that mean a wrong code: these, and only these, count towards the throttle. */
const CODE_FAILURES: ReadonlySet<MessageCode> = new Set<MessageCode>([
  'SESSION.CODE_INVALID',
  'SESSION.CODE_EXPIRED',
  'SESSION.CODE_ATTEMPTS_EXCEEDED',
  'ACCOUNT.OLD_CODE_INVALID',
]);

/**
 * Runs a request that checks a code under the code throttle: counted per (account, IP) and per IP,
 * never per account alone, so nobody can lock a user out from elsewhere. A success clears the
 * (account, IP) count.
 */
export const throttledCodeCheck = async <A>(
  throttle: AttemptThrottle,
  who: { userId: number; context: RequestContext },
  run: () => Promise<Outcome<A>>,
): Promise<Outcome<A>> => {
  const account = `user:${who.userId}`;
  const { ip } = who.context;
  const wait = throttle.retryAfterMs(account, ip);
  if (wait > 0) return rateLimited(wait);
  const outcome = await run();
  if (E.isRight(outcome)) throttle.succeeded(account, ip);
  else if (outcome.left.kind === 'rejected' && CODE_FAILURES.has(outcome.left.code))
    throttle.failed(account, ip);
  return outcome;
};

/** Where re-authentication codes (scene `security`) go, by core's rule: the bound email, else the bound mobile. */
export const securityAddress = (user: UserRow): string | undefined => {
  const channel = securityChannel(user);
  return channel === null ? undefined : (user[channel] ?? undefined);
};

export const findUser = (db: Kysely<Database>, userId: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

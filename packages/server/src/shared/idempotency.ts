import { createHash } from 'node:crypto';
import type { Endpoint, ParamsOf, ResultOf } from '@tessera/contract';
import { canonicalJson } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely, Transaction } from 'kysely';
import { type Outcome, ok, reject } from '../contexts/handler.js';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';

/** Which call with which parameters a key was first used for. */
export const fingerprintOf = <E extends Endpoint>(endpoint: E, params: ParamsOf<E>): string =>
  createHash('sha256')
    .update(`${endpoint.method} ${endpoint.path} ${canonicalJson(endpoint.params.encode(params))}`)
    .digest('base64url');

/** A money-moving call of one user, and the key they sent with it (null: none). */
export interface IdempotentCall<E extends Endpoint> {
  readonly endpoint: E;
  readonly params: ParamsOf<E>;
  readonly userId: number;
  readonly key: string | null;
  readonly at: Date;
}

/** The idempotent call a signed-in user's request makes: its endpoint and params, under its key, at `at`. */
export const idempotentCall = <E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  request: {
    readonly session: { readonly userId: number };
    readonly context: { readonly idempotencyKey: string | null };
  },
  at: Date,
): IdempotentCall<E> => ({
  endpoint,
  params,
  userId: request.session.userId,
  key: request.context.idempotencyKey,
  at,
});

/**
 * Runs a money-moving call in one transaction, at most once per key. The key is claimed by an
 * insert in that same transaction, so it commits with the money or not at all: a concurrent
 * repeat waits on the key's row and then reads the first answer, a repeat after a crash finds
 * either both the money and the answer or neither. A refused call moves nothing and keeps no key,
 * so it can be sent again with the same key.
 */
export const runIdempotent = <E extends Endpoint>(
  db: Kysely<Database>,
  call: IdempotentCall<E>,
  work: (trx: Transaction<Database>) => Promise<Outcome<ResultOf<E>>>,
): Promise<Outcome<ResultOf<E>>> =>
  inTransaction(db, async (trx) => {
    const { key } = call;
    if (key === null) return work(trx);
    const fingerprint = fingerprintOf(call.endpoint, call.params);
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: call.userId, key, fingerprint, response: null, created_at: call.at })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed === undefined) return firstAnswer(trx, call, key, fingerprint);
    const outcome = await work(trx);
    if (E.isRight(outcome)) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(call.endpoint.result.encode(outcome.right)) })
        .where('user_id', '=', call.userId)
        .where('key', '=', key)
        .execute();
    }
    return outcome;
  });

/**
 * The first answer of a key that was claimed before, for a repeat of `call`; refused when the
 * key was first used for another call or other parameters (`fingerprint`). The first call has
 * committed: a claim waits on the key's row until then.
 */
export const firstAnswer = async <E extends Endpoint>(
  db: Kysely<Database>,
  call: Pick<IdempotentCall<E>, 'endpoint' | 'userId'>,
  key: string,
  fingerprint: string,
): Promise<Outcome<ResultOf<E>>> => {
  const first = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('user_id', '=', call.userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (first.fingerprint !== fingerprint) return reject('SHARED.IDEMPOTENCY_KEY_REUSED');
  const answer = call.endpoint.result.decode(first.response);
  if (E.isLeft(answer)) throw new Error(`the stored answer of idempotency key ${key} no longer decodes`);
  return ok(answer.right);
};

import { randomUUID } from 'node:crypto';
import { contract, type EndpointName } from '@tessera/contract';
import { type JsonObject, OPERATOR_ACTION_VERSION } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import type { Handler, Handlers } from '../handler.js';

/**
 * What of an operator's request the public archive keeps: what it named and what it moved (ids,
 * amounts, currencies, terms), never a person's name, address or words (`user`, `to`, `text`,
 * `markdown`, `title`, `reason` stay out).
 */
const KEPT_PARAMS = [
  'id',
  'currency',
  'amount',
  'reference',
  'kind',
  'days',
  'rate',
  'products',
  'min_value',
  'category',
  'lang',
  'seconds',
  'market_maker',
  'real_type',
] as const;

/** The action's record inputs: its name and the kept parameters, as text. */
export const operatorActionInputs = (action: string, params: object): JsonObject => {
  const given = params as Readonly<Record<string, unknown>>;
  return {
    action,
    ...Object.fromEntries(
      KEPT_PARAMS.flatMap((key) => (given[key] === undefined ? [] : [[key, String(given[key])]])),
    ),
  };
};

/** The operator endpoints that change something: every `POST` behind the operator key. */
const operatorActions = (): EndpointName[] =>
  (Object.keys(contract) as EndpointName[]).filter(
    (name) => contract[name].guard === 'operator' && contract[name].method === 'POST',
  );

/**
 * Wraps every operator action's handler so that what it did, once done, is appended to the
 * settlement archive (product `operator`, core's `OPERATOR_ACTION_VERSION`) and sealed into the
 * chain with the settlements on the next tick: approvals, deposits, withdrawals, content, coupons,
 * the clock. A refused action changed nothing and is not recorded. The record is written after
 * the action's own transaction, so a process killed between the two loses that one record.
 */
export const archivingOperatorActions = (
  db: Kysely<Database>,
  clock: Clock,
  handlers: Handlers,
): Handlers => {
  // Handlers are keyed by endpoint with types of their own; wrapping does not change any of them.
  const byName = handlers as unknown as Readonly<Record<string, Handler<never> | undefined>>;
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const name of operatorActions()) {
    const handler = byName[name];
    if (handler === undefined) continue;
    wrapped[name] = async (params: never, context: Parameters<typeof handler>[1]) => {
      const outcome = await handler(params, context);
      if (E.isRight(outcome))
        await db
          .insertInto('settlement_archive')
          .values({
            product: 'operator',
            ref: `operator_action:${randomUUID()}`,
            calculator_version: OPERATOR_ACTION_VERSION,
            inputs: operatorActionInputs(name, params),
            result: {},
            at: clock.now(),
          })
          .execute();
      return outcome;
    };
  }
  return wrapped as unknown as Handlers;
};

import { contract } from '@tessera/contract';
import {
  OPTIONS_PAGE_SIZE,
  type OptionDirection,
  optionCloseTime,
  optionsExpectedReturn,
  type SpotMarket,
  toLocale,
  validateOptionOrder,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../shared/clock.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { newestTickOf } from '../market/index.js';
import { verifiedCountryOf } from '../verification/index.js';
import { type AccountRef, type AssetBook, move, postJournalFor, spending } from '../wallet/index.js';
import { FRESH_PRICE_MS, OPTION_DURATIONS, optionMarketsOf, STAKE_ASSET } from './offer.js';
import { wireOptionOrder } from './orders.js';

export interface OptionsDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly assets: AssetBook;
  readonly spotMarkets: readonly SpotMarket[];
  /** Tells the user's devices their balances (and so their orders) changed. */
  readonly userChanged: (userId: number) => void;
  /** Countries of residence whose verified users are not offered options. */
  readonly restrictedCountries: readonly string[];
}

type OptionsEndpoint =
  | 'optionsCurrencies'
  | 'optionsOffer'
  | 'submitOption'
  | 'optionOrders'
  | 'optionResult';

/** A user's options account in `asset`: where stakes are frozen and payouts credited. */
export const optionsAccount = (user: number, asset: string): AccountRef => ({
  user,
  wallet: 'options',
  asset,
});

/** Seconds options: the offer, orders opened at the recorded price, and their lists and results. */
export const createOptionsHandlers = (deps: OptionsDeps): Pick<Handlers, OptionsEndpoint> => {
  const { db } = deps;
  const markets = optionMarketsOf(deps.spotMarkets);
  const stakeAsset = deps.assets.bySymbol(STAKE_ASSET);
  const currencies = stakeAsset === undefined ? [] : [{ id: stakeAsset.id, name: stakeAsset.symbol }];
  const restricted = new Set(deps.restrictedCountries);
  return {
    optionsCurrencies: async () => ok(currencies),

    optionsOffer: async () =>
      ok({
        durations: OPTION_DURATIONS.map((duration) => ({
          seconds: duration.seconds,
          payout_rate: duration.payoutRate,
          min_stake: duration.minStake,
          expected_return: optionsExpectedReturn(duration.payoutRate),
        })),
        markets: markets.map((market) => ({ match_id: market.matchId, symbol: market.symbol })),
      }),

    submitOption: withSession(async (params, context, session) => {
      const country = await verifiedCountryOf(db, session.userId);
      if (country !== null && restricted.has(country))
        return reject('OPTIONS.NOT_OFFERED_IN_COUNTRY', {
          country: new Intl.DisplayNames([toLocale(context.lang)], { type: 'region' }).of(country) ?? country,
        });
      const direction: OptionDirection = params.type === 1 ? 'up' : 'down';
      const checked = validateOptionOrder(
        {
          matchId: params.match_id,
          currencyId: params.currency_id,
          direction,
          seconds: params.seconds,
          stake: params.number,
        },
        { markets, currencies, durations: OPTION_DURATIONS },
      );
      if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
      const draft = checked.right;
      const market = markets.find((offered) => offered.matchId === draft.matchId);
      const duration = OPTION_DURATIONS.find((offered) => offered.seconds === draft.seconds);
      if (market === undefined || duration === undefined || stakeAsset === undefined)
        return reject('SHARED.INVALID_PARAMS');
      const openedAt = deps.clock.now();
      const tick = await newestTickOf(db, market.symbol);
      if (tick === undefined || openedAt.getTime() - tick.at.getTime() > FRESH_PRICE_MS)
        return reject('OPTIONS.NO_PRICE');
      const closesAt = new Date(optionCloseTime(openedAt.toISOString(), draft.seconds));
      const account = optionsAccount(session.userId, stakeAsset.symbol);
      const outcome = await runIdempotent(
        db,
        {
          endpoint: contract.submitOption,
          params,
          userId: session.userId,
          key: context.idempotencyKey,
          at: openedAt,
        },
        (trx) =>
          spending(async () => {
            const id = await postJournalFor(
              trx,
              'option_order',
              trx
                .insertInto('option_orders')
                .values({
                  user_id: session.userId,
                  symbol: market.symbol,
                  direction,
                  asset: stakeAsset.symbol,
                  stake: draft.stake.toFixed(),
                  seconds: draft.seconds,
                  payout_rate: duration.payoutRate.toFixed(),
                  open_tick_id: String(tick.id),
                  open_price: tick.price.toFixed(),
                  open_tick_at: tick.at,
                  opened_at: openedAt,
                  closes_at: closesAt,
                  state: 'open',
                })
                .returning('id'),
              {
                reason: 'option_order',
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                // The stake waits, frozen, for the close.
                postings: move(account, account, draft.stake, { from: 'available', to: 'frozen' }),
              },
              openedAt,
            );
            const row = await trx
              .selectFrom('option_orders')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            return ok(wireOptionOrder(row));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    optionOrders: withSession(async (params, _context, session) => {
      const request = pageRequest({ ...params, limit: params.limit ?? OPTIONS_PAGE_SIZE });
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db
          .selectFrom('option_orders')
          .where('user_id', '=', session.userId)
          .where('state', '=', params.state),
        request,
      );
      return ok(pageAnswer(rows.map(wireOptionOrder), request, total));
    }),

    optionResult: withSession(async (params, _context, session) => {
      const row = await db
        .selectFrom('option_orders')
        .selectAll()
        .where('id', '=', params.id)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      return row === undefined ? reject('OPTIONS.ORDER_NOT_FOUND') : ok(wireOptionOrder(row));
    }),
  };
};

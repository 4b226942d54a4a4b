import { contract } from '@tessera/contract';
import { CONVERSION_FEE_RATE, conversionQuote, type Decimal, validateAmount } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { runIdempotent } from '../../shared/idempotency.js';
import { type Handlers, type Outcome, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { announced } from './announce.js';
import type { ListedAsset } from './assets.js';
import type { WalletDeps } from './deps.js';
import { postJournal } from './ledger.js';
import { spending } from './spending.js';

interface Quote {
  readonly from: ListedAsset;
  readonly to: ListedAsset;
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly receive: Decimal;
  readonly fromPrice: Decimal;
  readonly toPrice: Decimal;
}

const wireOf = (quote: Quote) => ({
  from_currency: quote.from.symbol,
  to_currency: quote.to.symbol,
  number: quote.amount,
  fee: quote.fee,
  fee_rate: CONVERSION_FEE_RATE,
  receive: quote.receive,
  from_price: quote.fromPrice,
  to_price: quote.toPrice,
});

/** Conversions between assets in the balance account, at the feed's latest prices less the fee. */
export const createConversionHandlers = (
  deps: WalletDeps,
): Pick<Handlers, 'convertibles' | 'conversionQuote' | 'convert'> => {
  /** Prices the conversion now, or says what makes it impossible. */
  const quote = (params: {
    from_currency_id: number;
    to_currency_id: number;
    number: string;
  }): Outcome<Quote> => {
    const from = deps.assets.byId(params.from_currency_id);
    const to = deps.assets.byId(params.to_currency_id);
    if (from === undefined || to === undefined) return reject('WALLET.UNKNOWN_ASSET');
    if (from.symbol === to.symbol) return reject('WALLET.SAME_CURRENCY');
    const amount = validateAmount(params.number, { precision: from.precision });
    if (E.isLeft(amount)) return rejectInvalid(amount.left);
    const fromPrice = deps.prices.priceInUsdt(from.symbol);
    const toPrice = deps.prices.priceInUsdt(to.symbol);
    if (fromPrice === undefined || toPrice === undefined) return reject('WALLET.NO_PRICE');
    const { fee, receive } = conversionQuote({
      amount: amount.right,
      fromPriceUsdt: fromPrice,
      toPriceUsdt: toPrice,
      feeRate: CONVERSION_FEE_RATE,
      fromPrecision: from.precision,
      toPrecision: to.precision,
    });
    if (receive.isZero()) return reject('WALLET.AMOUNT_TOO_SMALL');
    return ok({ from, to, amount: amount.right, fee, receive, fromPrice, toPrice });
  };

  return {
    convertibles: withSession(async () =>
      ok({
        fee_rate: CONVERSION_FEE_RATE,
        currencies: deps.assets.list.flatMap((asset) => {
          const price = deps.prices.priceInUsdt(asset.symbol);
          return price === undefined
            ? []
            : [{ id: asset.id, currency: asset.symbol, precision: asset.precision, price_usdt: price }];
        }),
      }),
    ),

    conversionQuote: withSession(async (params) => E.map(wireOf)(quote(params))),

    convert: withSession(async (params, context, session) => {
      const priced = quote(params);
      if (E.isLeft(priced)) return priced;
      const { from, to, amount, fee, receive, fromPrice, toPrice } = priced.right;
      if (params.min_receive !== undefined) {
        const least = validateAmount(params.min_receive, { precision: to.precision });
        if (E.isLeft(least)) return rejectInvalid(least.left);
        if (receive.lessThan(least.right))
          return reject('WALLET.PRICE_MOVED', { receive: receive.toFixed() });
      }
      const at = deps.clock.now();
      return announced(
        deps.balances,
        () => session.userId,
        runIdempotent(
          deps.db,
          { endpoint: contract.convert, params, userId: session.userId, key: context.idempotencyKey, at },
          (trx) =>
            spending(async () => {
              const { id } = await trx
                .insertInto('conversions')
                .values({
                  user_id: session.userId,
                  from_asset: from.symbol,
                  to_asset: to.symbol,
                  amount: amount.toFixed(),
                  fee: fee.toFixed(),
                  receive: receive.toFixed(),
                  from_price: fromPrice.toFixed(),
                  to_price: toPrice.toFixed(),
                  created_at: at,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              // The platform's conversion desk takes what is given (less the fee) and pays what is bought.
              await postJournal(
                trx,
                {
                  reason: 'conversion',
                  ref: { type: 'conversion', id },
                  user: session.userId,
                  idempotencyKey: context.idempotencyKey,
                  postings: [
                    {
                      account: { user: session.userId, wallet: 'balance', asset: from.symbol },
                      amount: amount.negated(),
                    },
                    ...(fee.isZero()
                      ? []
                      : [{ account: { platform: 'fees' as const, asset: from.symbol }, amount: fee }]),
                    { account: { platform: 'conversion', asset: from.symbol }, amount: amount.minus(fee) },
                    { account: { platform: 'conversion', asset: to.symbol }, amount: receive.negated() },
                    {
                      account: { user: session.userId, wallet: 'balance', asset: to.symbol },
                      amount: receive,
                    },
                  ],
                },
                at,
              );
              return ok({ id, ...wireOf(priced.right) });
            }),
        ),
      );
    }),
  };
};

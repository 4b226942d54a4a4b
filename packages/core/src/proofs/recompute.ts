import {
  FUTURES_CALCULATOR_VERSION,
  futuresCloseSettlement,
  futuresFee,
  futuresPnl,
} from '../futures/calculators.js';
import type { FuturesSide } from '../futures/model.js';
import { GUESS_CALCULATOR_VERSION, guessPriceOutcome, settleGuessPool } from '../guess/calculators.js';
import { IEO_CALCULATOR_VERSION, ieoAllocation, ieoCostOf } from '../ieo/calculators.js';
import { DUAL_CALCULATOR_VERSION, dualPayoutOf } from '../invest/calculators.js';
import type { DualDirection } from '../invest/model.js';
import { LOANS_CALCULATOR_VERSION, loanLiquidation } from '../loans/calculators.js';
import { MINING_CALCULATOR_VERSION, miningRedemptionPreview, miningYieldOf } from '../mining/calculators.js';
import {
  auctionWinner,
  NFT_CALCULATOR_VERSION,
  nftSaleProceeds,
  verifyBlindBoxProof,
} from '../nft/calculators.js';
import { OPTIONS_CALCULATOR_VERSION, optionsPayout } from '../options/calculators.js';
import type { OptionDirection } from '../options/model.js';
import { Decimal } from '../shared/decimal.js';
import { canonicalJson } from '../shared/hash.js';
import type { ArchiveRecord, JsonObject, JsonValue, Recomputation, ResultDifference } from './model.js';

/** A recorded input the calculator needs, as text; a record without it cannot be recomputed. */
const textOf = (inputs: JsonObject, key: string): string => {
  const value = inputs[key];
  if (typeof value !== 'string') throw new MissingInput(key);
  return value;
};

class MissingInput extends Error {
  constructor(readonly key: string) {
    super(`the record has no input ${key}`);
  }
}

/**
 * A seconds option (`options-payout/1`): `optionsPayout` on the recorded open and close prices,
 * rounded down to the asset's decimals as it was credited.
 */
const recomputeOption = (inputs: JsonObject): JsonObject => {
  const settled = optionsPayout({
    direction: textOf(inputs, 'direction') as OptionDirection,
    stake: textOf(inputs, 'stake'),
    openPrice: textOf(inputs, 'open_price'),
    closePrice: textOf(inputs, 'close_price'),
    payoutRate: textOf(inputs, 'payout_rate'),
  });
  const decimals = Number(textOf(inputs, 'decimals'));
  return {
    outcome: settled.outcome,
    payout: settled.payout.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(),
  };
};

/** A whole number a record holds as text (`decimals`, `days`). */
const countOf = (inputs: JsonObject, key: string): number => {
  const count = Number(textOf(inputs, key));
  if (!Number.isSafeInteger(count) || count < 0) throw new MissingInput(key);
  return count;
};

/**
 * A dual-investment order (`dual/1`): `dualPayoutOf` on the price in force at maturity (the
 * record's close tick), in the base or the quote asset, rounded down to that asset's decimals.
 */
const recomputeDual = (inputs: JsonObject): JsonObject => {
  const payout = dualPayoutOf(
    {
      direction: textOf(inputs, 'direction') as DualDirection,
      invested: new Decimal(textOf(inputs, 'invested')),
      linkedPrice: new Decimal(textOf(inputs, 'linked_price')),
      annualRate: new Decimal(textOf(inputs, 'annual_rate')),
      days: countOf(inputs, 'days'),
      base: textOf(inputs, 'base'),
      quote: textOf(inputs, 'quote'),
      baseDecimals: countOf(inputs, 'base_decimals'),
      quoteDecimals: countOf(inputs, 'quote_decimals'),
    },
    textOf(inputs, 'close_price'),
  );
  return { asset: payout.asset, payout: payout.amount.toFixed() };
};

/** A mining order's terms as its records hold them. */
const miningTermsOf = (inputs: JsonObject) => ({
  planId: countOf(inputs, 'plan_id'),
  amount: new Decimal(textOf(inputs, 'amount')),
  days: countOf(inputs, 'days'),
  dailyRateMin: new Decimal(textOf(inputs, 'daily_rate_min')),
  dailyRateMax: new Decimal(textOf(inputs, 'daily_rate_max')),
  penaltyRate: new Decimal(textOf(inputs, 'penalty_rate')),
  startedAt: textOf(inputs, 'started_at'),
  decimals: countOf(inputs, 'decimals'),
});

/**
 * Locked mining (`mining/1`): a day's yield (`kind: yield`), `miningYieldOf` for the record's day
 * (the plan's published rate on the date it ended, on the amount, rounded down); or an early
 * redemption (`kind: redemption`), `miningRedemptionPreview` at the instant it was redeemed (the
 * days left, the penalty rounded up, what came back).
 */
const recomputeMining = (inputs: JsonObject): JsonObject => {
  const terms = miningTermsOf(inputs);
  if (inputs.kind === 'redemption') {
    const redeemed = miningRedemptionPreview(terms, Date.parse(textOf(inputs, 'redeemed_at')));
    return {
      remaining_days: String(redeemed.remainingDays),
      penalty: redeemed.penalty.toFixed(),
      returned: redeemed.returned.toFixed(),
    };
  }
  if (inputs.kind !== 'yield') throw new MissingInput('kind');
  const paid = miningYieldOf(terms, countOf(inputs, 'day'));
  return { date: paid.date, rate: paid.rate.toFixed(), amount: paid.amount.toFixed() };
};

/**
 * A futures position's close (`futures/1`) by the user, a take-profit, a stop-loss, a liquidation
 * or a copied trader: `futuresPnl` at the close tick's price, the closing fee (`futuresFee` at the
 * position's rate) and `futuresCloseSettlement`'s division of the margin.
 */
const recomputeFuturesClose = (inputs: JsonObject): JsonObject => {
  const price = textOf(inputs, 'close_price');
  const lots = textOf(inputs, 'lots');
  const lotSize = textOf(inputs, 'lot_size');
  const pnl = futuresPnl({
    side: textOf(inputs, 'side') as FuturesSide,
    openPrice: textOf(inputs, 'entry_price'),
    price,
    lots,
    lotSize,
  });
  const settled = futuresCloseSettlement({
    margin: textOf(inputs, 'margin'),
    pnl,
    closeFee: futuresFee({ price, lots, lotSize, feeRate: textOf(inputs, 'fee_rate') }),
    decimals: countOf(inputs, 'decimals'),
  });
  return {
    realized_pnl: pnl.toFixed(),
    close_fee: settled.feeCharged.toFixed(),
    returned: settled.returned.toFixed(),
  };
};

/** The objects listed under `key` in a record's inputs (subscriptions, bets). */
const listOf = (inputs: JsonObject, key: string): JsonObject[] => {
  const listed = inputs[key];
  if (!Array.isArray(listed)) throw new MissingInput(key);
  return listed.map((entry: JsonValue) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new MissingInput(key);
    return entry as JsonObject;
  });
};

/**
 * A guess question's pool (`guess/1`): the winning pick (a price question's by `guessPriceOutcome`
 * on its close tick, a quiz's its revealed answer), `settleGuessPool` over every bet, each share
 * rounded down to the asset's decimals, and the dust rounding leaves.
 */
const recomputeGuess = (inputs: JsonObject): JsonObject => {
  const bets = listOf(inputs, 'bets').map((bet) => ({
    id: textOf(bet, 'id'),
    pick: textOf(bet, 'pick'),
    stake: textOf(bet, 'stake'),
  }));
  const winningPick =
    inputs.kind === 'price'
      ? guessPriceOutcome({ strike: textOf(inputs, 'strike'), price: textOf(inputs, 'close_price') })
      : textOf(inputs, 'answer');
  const decimals = countOf(inputs, 'decimals');
  const pool = settleGuessPool({ bets, winningPick, feeRate: textOf(inputs, 'fee_rate') });
  const payouts = pool.payouts.map((payout) => payout.toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
  const paid = payouts.reduce((sum, payout) => sum.plus(payout), new Decimal(0));
  return {
    winning_pick: winningPick,
    pool: pool.pool.toFixed(),
    fee: pool.fee.toFixed(),
    dust: pool.pool.minus(pool.fee).minus(paid).toFixed(),
    bets: bets.map((bet, i) => ({ id: bet.id, payout: (payouts[i] ?? new Decimal(0)).toFixed() })),
  };
};

/**
 * An OTC loan's liquidation (`loans/1`): `loanLiquidation` of the debt from the margin account's
 * holdings at their recorded prices (the loan currency first, then the others in the order
 * recorded); what was taken of each, and the shortfall the desk bore.
 */
const recomputeLoanLiquidation = (inputs: JsonObject): JsonObject => {
  const { taken, shortfallUsdt } = loanLiquidation({
    debt: textOf(inputs, 'debt'),
    loanCurrency: textOf(inputs, 'loan_currency'),
    loanPriceUsdt: textOf(inputs, 'loan_price_usdt'),
    holdings: listOf(inputs, 'holdings').map((holding) => {
      const price = textOf(holding, 'price_usdt');
      return {
        asset: textOf(holding, 'asset'),
        amount: new Decimal(textOf(holding, 'amount')),
        priceUsdt: price === '' ? null : new Decimal(price),
        decimals: countOf(holding, 'decimals'),
      };
    }),
  });
  return {
    taken: taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() })),
    shortfall_usdt: shortfallUsdt.toFixed(),
  };
};

/** An opened blind box's proof as its record holds it. */
const boxProofOf = (inputs: JsonObject) => ({
  seriesId: countOf(inputs, 'series_id'),
  size: countOf(inputs, 'size'),
  position: countOf(inputs, 'position'),
  artworkCode: textOf(inputs, 'artwork_code'),
  salt: textOf(inputs, 'salt'),
  path: listOf(inputs, 'path').map((step) => ({
    side: textOf(step, 'side') === 'left' ? ('left' as const) : ('right' as const),
    hash: textOf(step, 'hash'),
  })),
  root: textOf(inputs, 'root'),
});

/**
 * An NFT marketplace settlement (`nft/1`): an auction's end (`kind: auction_end`), `auctionWinner`
 * of its recorded bids (the highest, the earliest of equal ones) or none; a sale (`kind: sale`),
 * `nftSaleProceeds` of its price (the platform's own sales pay no fee, a resale the published one,
 * rounded up); or a blind box opened (`kind: box_open`), its artwork as `verifyBlindBoxProof` finds
 * it committed before the series' first sale (none when the proof fails).
 */
const recomputeNft = async (inputs: JsonObject): Promise<JsonObject> => {
  if (inputs.kind === 'box_open') {
    const proof = boxProofOf(inputs);
    return { artwork: (await verifyBlindBoxProof(proof)) ? proof.artworkCode : '' };
  }
  if (inputs.kind === 'sale') {
    const proceeds = nftSaleProceeds({
      price: textOf(inputs, 'price'),
      resale: textOf(inputs, 'resale') === 'true',
      decimals: countOf(inputs, 'decimals'),
    });
    return { seller: proceeds.seller.toFixed(), fee: proceeds.fee.toFixed() };
  }
  if (inputs.kind !== 'auction_end') throw new MissingInput('kind');
  const bids = listOf(inputs, 'bids').map((bid) => ({
    id: countOf(bid, 'id'),
    user: textOf(bid, 'user'),
    amount: textOf(bid, 'amount'),
    at: textOf(bid, 'at'),
  }));
  const winner = auctionWinner(bids);
  return winner === undefined
    ? { winning_bid: '', winner: '', amount: '' }
    : { winning_bid: String(winner.id), winner: winner.user, amount: new Decimal(winner.amount).toFixed() };
};

/** One subscription of an IEO record's inputs: its id, the tokens applied for, what was paid. */
const subscriptionsOf = (inputs: JsonObject) =>
  listOf(inputs, 'subscriptions').map((subscription) => ({
    id: countOf(subscription, 'id'),
    amount: textOf(subscription, 'amount'),
    paid: textOf(subscription, 'paid'),
  }));

/**
 * An IEO project's allocation (`ieo/1`): `ieoAllocation` over every application and the issuance,
 * and for each subscription what it passed and what came back of its payment (the payment less
 * `ieoCostOf` the passed tokens).
 */
const recomputeIeo = (inputs: JsonObject): JsonObject => {
  const subscriptions = subscriptionsOf(inputs);
  const price = textOf(inputs, 'price');
  const payDecimals = countOf(inputs, 'pay_decimals');
  const allocation = ieoAllocation({
    totalIssuance: textOf(inputs, 'total_issuance'),
    tokenDecimals: countOf(inputs, 'token_decimals'),
    subscriptions,
  });
  return {
    applied: allocation.applied.toFixed(),
    allocated: allocation.allocated.toFixed(),
    oversubscribed: allocation.oversubscribed,
    subscriptions: subscriptions.map(({ id, paid }) => {
      const passed = allocation.passed.get(id) ?? new Decimal(0);
      return {
        id: String(id),
        passed: passed.toFixed(),
        refunded: new Decimal(paid).minus(ieoCostOf(passed, price, payDecimals)).toFixed(),
      };
    }),
  };
};

/** Names an operator action's archive record: there is no calculator, only what was done. */
export const OPERATOR_ACTION_VERSION = 'operator-action/1';

/**
 * An operator action (`operator-action/1`) computes nothing: its record holds what was done (the
 * action and what it named) and its result is empty. It is archived so that it cannot be hidden or
 * changed afterwards; recomputing it checks only that it claims no result.
 */
const recomputeOperatorAction = (): JsonObject => ({});

/**
 * The calculators core can recompute records with, by the version each record names; those that
 * check a hash (a blind box's proof) answer later.
 */
const RECOMPUTERS: Readonly<Record<string, (inputs: JsonObject) => JsonObject | Promise<JsonObject>>> = {
  [OPTIONS_CALCULATOR_VERSION]: recomputeOption,
  [DUAL_CALCULATOR_VERSION]: recomputeDual,
  [FUTURES_CALCULATOR_VERSION]: recomputeFuturesClose,
  [GUESS_CALCULATOR_VERSION]: recomputeGuess,
  [IEO_CALCULATOR_VERSION]: recomputeIeo,
  [LOANS_CALCULATOR_VERSION]: recomputeLoanLiquidation,
  [NFT_CALCULATOR_VERSION]: recomputeNft,
  [OPERATOR_ACTION_VERSION]: recomputeOperatorAction,
  [MINING_CALCULATOR_VERSION]: recomputeMining,
};

/** Whether two recorded values agree: decimals by value (`1.50` is `1.5`), anything else exactly. */
const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean => {
  if (typeof a === 'string' && typeof b === 'string' && a !== b) {
    try {
      return new Decimal(a).eq(b);
    } catch {
      return false;
    }
  }
  return canonicalJson(a) === canonicalJson(b);
};

/**
 * Recomputes a settlement record's result from its own inputs with the calculator it names, and
 * says whether it matches what was recorded, field by field.
 *
 * @example await recomputeSettlement(record) // { verdict: 'matches' }
 */
export const recomputeSettlement = async (
  record: Pick<ArchiveRecord, 'calculatorVersion' | 'inputs' | 'result'>,
): Promise<Recomputation> => {
  const recompute = RECOMPUTERS[record.calculatorVersion];
  if (recompute === undefined)
    return { verdict: 'unknown_calculator', calculatorVersion: record.calculatorVersion };
  let recomputed: JsonObject;
  try {
    recomputed = await recompute(record.inputs);
  } catch (error) {
    const field = error instanceof MissingInput ? `inputs.${error.key}` : 'inputs';
    return { verdict: 'differs', differences: [{ field, recorded: null, recomputed: undefined }] };
  }
  const fields = [...new Set([...Object.keys(record.result), ...Object.keys(recomputed)])].sort();
  const differences: ResultDifference[] = fields
    .filter((field) => !same(record.result[field], recomputed[field]))
    .map((field) => ({ field, recorded: record.result[field], recomputed: recomputed[field] }));
  return differences.length === 0 ? { verdict: 'matches' } : { verdict: 'differs', differences };
};

/** The calculator versions this core can recompute. */
export const recomputableCalculators = (): string[] => Object.keys(RECOMPUTERS).sort();

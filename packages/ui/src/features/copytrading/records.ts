import {
  Decimal,
  type DecimalInput,
  type Failure,
  type Language,
  LOCALES,
  type Loadable,
  latestValue,
  type Trader,
  type TraderStats,
  trendOf,
} from '@tessera/core';
import { type Formats, formatsFor } from '../../i18n';

/**
 * A return as a signed percentage in the user's language (`+12.5%`, `-3%`, `0%`, `+12,5 %`), to
 * two decimals of a percent: a gain and a loss read apart at a glance, as the markets' changes do.
 *
 * @example formatReturn('0.125', 'en') // '+12.5%'
 */
export const formatReturn = (rate: DecimalInput, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(new Decimal(rate).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed() as `${number}`);

/** A gain green, a loss red, nothing for zero (spec §1). */
export const toneOf = (value: DecimalInput): 'up' | 'down' | undefined => {
  const trend = trendOf(new Decimal(value));
  return trend === 'flat' ? undefined : trend;
};

/** The margin of the followers' open copies as the screens write it in the user's language: `1,500 USDT`. */
export const usdtText = (amount: DecimalInput, format: Formats): string => `${format.amount(amount, 2)} USDT`;

/** One figure of a trader's record: its label's key, the value as written, and its colour. */
export interface RecordFigure {
  readonly key: 'return' | 'winRate' | 'maxDrawdown' | 'closed' | 'followers' | 'assets';
  readonly labelKey: string;
  readonly value: string;
  readonly tone?: 'up' | 'down';
}

/**
 * A trader's record as the list and their page show it, in this order: the return on the margin
 * they put up (signed, coloured), the share of positions closed in profit, the largest fall from a
 * previous high, how many closed positions the record is computed from, the followers now and the
 * margin of their open copies.
 */
export const recordFigures = (stats: TraderStats, language: Language): readonly RecordFigure[] => {
  const tone = toneOf(stats.returnRate);
  return [
    {
      key: 'return',
      labelKey: 'copy.stats.return',
      value: formatReturn(stats.returnRate, language),
      ...(tone === undefined ? {} : { tone }),
    },
    { key: 'winRate', labelKey: 'copy.stats.winRate', value: formatsFor(language).percent(stats.winRate) },
    {
      key: 'maxDrawdown',
      labelKey: 'copy.stats.maxDrawdown',
      value: formatsFor(language).percent(stats.maxDrawdown),
    },
    {
      key: 'closed',
      labelKey: 'copy.stats.closed',
      value: formatsFor(language).integer(String(stats.closedPositions)),
    },
    {
      key: 'followers',
      labelKey: 'copy.stats.followers',
      value: formatsFor(language).integer(String(stats.followers)),
    },
    {
      key: 'assets',
      labelKey: 'copy.stats.assets',
      value: usdtText(stats.assetsUnderCopy, formatsFor(language)),
    },
  ];
};

/** What the exchange answers when the user is no trader: their own page does not exist. */
const isNoTrader = (failure: Failure): boolean =>
  failure.kind === 'Rejected' && failure.code === 'COPY.UNKNOWN_TRADER';

/**
 * Whether the signed-in user is a trader, from the exchange's answer for their own trader page:
 * `loading` until it is in, `trader` with their record, `none` when the exchange knows no trader
 * of theirs (`COPY.UNKNOWN_TRADER`), `failed` for anything else (to retry).
 */
export type TraderStanding =
  | { readonly kind: 'loading' }
  | { readonly kind: 'trader'; readonly trader: Trader }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly failure: Failure };

export const traderStanding = (answer: Loadable<Trader>): TraderStanding => {
  const trader = latestValue(answer);
  if (trader !== undefined) return { kind: 'trader', trader };
  if (answer.status !== 'failed') return { kind: 'loading' };
  return isNoTrader(answer.failure) ? { kind: 'none' } : { kind: 'failed', failure: answer.failure };
};

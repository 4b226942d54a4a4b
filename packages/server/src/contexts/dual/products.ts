import { Decimal, type DualDirection, type DualProduct, type SpotMarket } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DualProductsTable } from '../../db/schema.js';
import { newestTickOf } from '../market/index.js';
import type { AssetBook } from '../wallet/index.js';

export type DualProductRow = Selectable<DualProductsTable>;

const DAY_MS = 86_400_000;

/** A product is issued only at a price the feed recorded this recently: a stalled feed issues nothing. */
const FRESH_PRICE_MS = 10_000;

/**
 * A published template: every UTC day a product of it is issued at the first recorded price of
 * the day, its linked price that price moved `offset` up (a call: sell higher) or down (a put: buy
 * lower), on the market's price step; it can be bought for that day and matures `days` days after
 * the day began. Templates change only with a release, never through a call.
 */
interface DualTemplate {
  readonly key: string;
  readonly base: string;
  readonly direction: DualDirection;
  readonly offset: string;
  readonly days: number;
  readonly annualRate: string;
  /** What one share invests: in the base coin for a call, in USDT for a put. */
  readonly shareSize: string;
  readonly totalShares: number;
}

const TEMPLATES: readonly DualTemplate[] = [
  {
    key: 'btc-call-3-7',
    base: 'BTC',
    direction: 'call',
    offset: '0.03',
    days: 7,
    annualRate: '0.365',
    shareSize: '0.001',
    totalShares: 1000,
  },
  {
    key: 'btc-put-3-7',
    base: 'BTC',
    direction: 'put',
    offset: '0.03',
    days: 7,
    annualRate: '0.365',
    shareSize: '10',
    totalShares: 5000,
  },
  {
    key: 'btc-call-6-14',
    base: 'BTC',
    direction: 'call',
    offset: '0.06',
    days: 14,
    annualRate: '0.2',
    shareSize: '0.001',
    totalShares: 1000,
  },
  {
    key: 'eth-call-3-7',
    base: 'ETH',
    direction: 'call',
    offset: '0.03',
    days: 7,
    annualRate: '0.4',
    shareSize: '0.01',
    totalShares: 1000,
  },
  {
    key: 'eth-put-3-7',
    base: 'ETH',
    direction: 'put',
    offset: '0.03',
    days: 7,
    annualRate: '0.4',
    shareSize: '10',
    totalShares: 5000,
  },
];

const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** The linked price a template sets from a recorded price, on the market's price step. */
export const linkedPriceOf = (
  direction: DualDirection,
  offset: string,
  price: Decimal,
  step: Decimal,
): Decimal =>
  price
    .mul(direction === 'call' ? new Decimal(1).plus(offset) : new Decimal(1).minus(offset))
    .toNearest(step, Decimal.ROUND_HALF_UP);

/** The templates whose market is listed, with it. */
const templatesOn = (markets: readonly SpotMarket[]) =>
  TEMPLATES.flatMap((template) => {
    const market = markets.find((listed) => listed.base === template.base && listed.quote === 'USDT');
    return market === undefined ? [] : [{ template, market }];
  });

/**
 * Issues today's product of every template not issued yet, at the newest recorded price of its
 * market (if fresh). The (template, date) key makes a second issue of a day impossible, whoever
 * runs this; the holder runs it after every tick and remembers the day it completed.
 */
export const dualIssuer = (db: Kysely<Database>, markets: readonly SpotMarket[]) => {
  const listed = templatesOn(markets);
  let completedDate: string | undefined;
  return async (now: Date): Promise<void> => {
    const date = utcDate(now);
    if (date === completedDate) return;
    const issued = new Set(
      (await db.selectFrom('dual_products').select('template').where('issue_date', '=', date).execute()).map(
        (row) => row.template,
      ),
    );
    let complete = true;
    for (const { template, market } of listed) {
      if (issued.has(template.key)) continue;
      const tick = await newestTickOf(db, market.symbol);
      if (tick === undefined || now.getTime() - tick.at.getTime() > FRESH_PRICE_MS) {
        complete = false;
        continue;
      }
      const dayStart = Date.parse(`${date}T00:00:00.000Z`);
      await db
        .insertInto('dual_products')
        .values({
          template: template.key,
          issue_date: date,
          symbol: market.symbol,
          direction: template.direction,
          base: market.base,
          quote: market.quote,
          invest_asset: template.direction === 'call' ? market.base : market.quote,
          share_size: template.shareSize,
          annual_rate: template.annualRate,
          linked_price: linkedPriceOf(
            template.direction,
            template.offset,
            tick.price,
            market.priceStep,
          ).toFixed(),
          days: template.days,
          issue_tick_id: String(tick.id),
          issue_price: tick.price.toFixed(),
          issue_tick_at: tick.at,
          subscription_ends_at: new Date(dayStart + DAY_MS),
          matures_at: new Date(dayStart + template.days * DAY_MS),
          total_shares: template.totalShares,
          remaining_shares: template.totalShares,
        })
        .onConflict((oc) => oc.constraint('dual_products_issue_key').doNothing())
        .execute();
    }
    if (complete) completedDate = date;
  };
};

/** A product row as core takes it, with its assets' ids and decimals. */
export const dualProductOf = (row: DualProductRow, assets: AssetBook): DualProduct => ({
  id: Number(row.id),
  symbol: row.symbol,
  direction: row.direction,
  base: row.base,
  quote: row.quote,
  baseDecimals: assets.bySymbol(row.base)?.precision ?? 8,
  quoteDecimals: assets.bySymbol(row.quote)?.precision ?? 6,
  investAsset: row.invest_asset,
  investAssetId: assets.bySymbol(row.invest_asset)?.id ?? 0,
  shareSize: new Decimal(row.share_size),
  annualRate: new Decimal(row.annual_rate),
  linkedPrice: new Decimal(row.linked_price),
  days: row.days,
  issuedAt: {
    tickId: Number(row.issue_tick_id),
    price: new Decimal(row.issue_price),
    at: row.issue_tick_at.toISOString(),
  },
  subscriptionEndsAt: row.subscription_ends_at.toISOString(),
  maturesAt: row.matures_at.toISOString(),
  totalShares: row.total_shares,
  remainingShares: row.remaining_shares,
});

/** A product as `/dual/index` and `/dual/detail` answer it. */
export const wireDualProduct = (product: DualProduct) => ({
  id: product.id,
  symbol: product.symbol,
  type: product.direction,
  base: product.base,
  quote: product.quote,
  base_decimals: product.baseDecimals,
  quote_decimals: product.quoteDecimals,
  currency: product.investAsset,
  currency_id: product.investAssetId,
  share_size: product.shareSize,
  annual_rate: product.annualRate,
  linked_price: product.linkedPrice,
  days: product.days,
  issued_at: { tick_id: product.issuedAt.tickId, price: product.issuedAt.price, at: product.issuedAt.at },
  subscription_ends_at: product.subscriptionEndsAt,
  matures_at: product.maturesAt,
  total_shares: product.totalShares,
  remaining_shares: product.remainingShares,
});

import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  GENESIS_HASH,
  type JsonObject,
  type Loan,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { activeLoan, repaidLoan } from '../../testing/loans';
import { verifySettlement } from '../proofs';
import { loanClaim } from './verify';

/**
 * The fixture loan closed three days overdue at 600,300 USDT: the margin account held 500,000
 * USDT, 5 BTC (tick #812 at 60,000) and 10 ETH (tick #813 at 3,000); the desk took the USDT and
 * 1.67166667 BTC, no shortfall.
 */
const liquidated: Loan = {
  ...activeLoan,
  state: 'liquidated',
  closedAt: '2026-12-30T09:00:00.000Z',
  risk: null,
  settlement: {
    debt: new Decimal('600300'),
    overdueDays: 3,
    interest: new Decimal('300'),
    riskRate: new Decimal('1.08'),
    holdings: [
      { asset: 'USDT', amount: new Decimal('500000') },
      { asset: 'BTC', amount: new Decimal('5') },
      { asset: 'ETH', amount: new Decimal('10') },
    ],
    prices: [
      { asset: 'USDT', priceUsdt: new Decimal(1), tickId: null },
      { asset: 'BTC', priceUsdt: new Decimal('60000'), tickId: 812 },
      { asset: 'ETH', priceUsdt: new Decimal('3000'), tickId: 813 },
    ],
    taken: [
      { asset: 'USDT', amount: new Decimal('500000') },
      { asset: 'BTC', amount: new Decimal('1.67166667') },
    ],
    shortfallUsdt: new Decimal(0),
    calculatorVersion: 'loans/1',
  },
};

/** The close's archive record as the exchange writes it (`closeLoan`), sealed. */
const sealed = async (
  taken: JsonObject[] = [
    { asset: 'USDT', amount: '500000' },
    { asset: 'BTC', amount: '1.67166667' },
  ],
): Promise<ArchiveRecord> => {
  const record = {
    seq: 30,
    product: 'loans' as const,
    ref: 'loan:4',
    calculatorVersion: 'loans/1',
    inputs: {
      loan_currency: 'USDT',
      amount: '600000',
      overdue_days: '3',
      debt: '600300',
      risk_rate: '1.08',
      loan_price_usdt: '1',
      holdings: [
        { asset: 'USDT', amount: '500000', price_usdt: '1', decimals: '6' },
        { asset: 'BTC', amount: '5', price_usdt: '60000', decimals: '8' },
        { asset: 'ETH', amount: '10', price_usdt: '3000', decimals: '8' },
      ],
      prices: [
        { asset: 'USDT', price_usdt: '1', tick_id: '' },
        { asset: 'BTC', price_usdt: '60000', tick_id: '812' },
        { asset: 'ETH', price_usdt: '3000', tick_id: '813' },
      ],
    },
    result: { taken, shortfall_usdt: '0' },
    at: '2026-12-30T09:00:00.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

const tick = async (symbol: string, tickId: number, price: string): Promise<TickRecord> => {
  const record = {
    seq: tickId,
    symbol,
    tickId,
    price: new Decimal(price),
    at: '2026-12-30T08:59:59.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await tickHash(record) };
};

const ticks = () => Promise.all([tick('BTC/USDT', 812, '60000'), tick('ETH/USDT', 813, '3000.00')]);

describe('loanClaim', () => {
  it('names each price by its tick, the stablecoins none, each labelled with its asset', () => {
    expect(loanClaim(liquidated)?.ticks).toEqual([
      {
        labelKey: 'loans.verify.priceOf',
        labelParams: { asset: 'BTC' },
        idField: 'prices[asset=BTC].tick_id',
        priceField: 'prices[asset=BTC].price_usdt',
      },
      {
        labelKey: 'loans.verify.priceOf',
        labelParams: { asset: 'ETH' },
        idField: 'prices[asset=ETH].tick_id',
        priceField: 'prices[asset=ETH].price_usdt',
      },
    ]);
  });

  it('claims what was taken of each asset by its asset, and the shortfall', () => {
    expect(loanClaim(liquidated)?.shown).toMatchObject({
      'inputs.holdings[asset=ETH].amount': '10',
      'inputs.prices[asset=USDT].tick_id': '',
      'result.taken[asset=USDT].amount': '500000',
      'result.taken[asset=BTC].amount': '1.67166667',
      'result.shortfall_usdt': '0',
    });
  });

  it('matches the record of the liquidation the loan shows, its prices checked against their ticks', async () => {
    const claim = loanClaim(liquidated);
    if (claim === undefined) throw new Error('no claim');
    const verification = await verifySettlement(await sealed(), await ticks(), claim);
    expect(verification.verdict).toBe('matches');
    expect(verification.figures.prices.map((price) => [price.labelParams?.asset, price.tickId])).toEqual([
      ['BTC', 812],
      ['ETH', 813],
    ]);
  });

  it('reports a record that took more than the loan shows', async () => {
    const claim = loanClaim(liquidated);
    if (claim === undefined) throw new Error('no claim');
    const verification = await verifySettlement(
      await sealed([
        { asset: 'USDT', amount: '500000' },
        { asset: 'BTC', amount: '2' },
      ]),
      await ticks(),
      claim,
    );
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'result.taken',
      'result.taken[asset=BTC].amount',
    ]);
  });

  it('claims nothing of a loan not liquidated: only a liquidation is archived', () => {
    expect(loanClaim(activeLoan)).toBeUndefined();
    expect(loanClaim(repaidLoan)).toBeUndefined();
  });
});

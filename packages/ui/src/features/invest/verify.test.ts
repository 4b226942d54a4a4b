import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  DUAL_CALCULATOR_VERSION,
  type DualOrder,
  dualPayoutOf,
  GENESIS_HASH,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { Translator } from '../../i18n/translator';
import { settledCallOrder } from '../../testing/dual';
import { verifySettlement } from '../proofs';
import { dualClaim, dualRuleLines } from './verify';

const settlement = settledCallOrder.settlement;
if (settlement === null) throw new Error('the fixture is settled');

/** The order's archive record as the settling transaction writes it, sealed (core's `dualPayoutOf`). */
const sealed = async (order: DualOrder = settledCallOrder): Promise<ArchiveRecord> => {
  const payout = dualPayoutOf(order, settlement.price.price);
  const record = {
    seq: 12,
    product: 'dual' as const,
    ref: `dual_order:${order.id}`,
    calculatorVersion: DUAL_CALCULATOR_VERSION,
    inputs: {
      symbol: order.symbol,
      direction: order.direction,
      invested: order.invested.toFixed(),
      linked_price: order.linkedPrice.toFixed(),
      annual_rate: order.annualRate.toFixed(),
      days: String(order.days),
      base: order.base,
      quote: order.quote,
      base_decimals: String(order.baseDecimals),
      quote_decimals: String(order.quoteDecimals),
      matures_at: order.maturesAt,
      close_tick_id: String(settlement.price.tickId),
      close_price: settlement.price.price.toFixed(),
    },
    result: { asset: payout.asset, payout: payout.amount.toFixed() },
    at: settlement.settledAt,
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

/** The price in force at maturity, as the tick archive holds it. */
const closeTick = async (): Promise<TickRecord> => {
  const tick = {
    seq: 40,
    symbol: settledCallOrder.symbol,
    tickId: settlement.price.tickId,
    price: settlement.price.price,
    at: settlement.price.at,
    prevHash: GENESIS_HASH,
  };
  return { ...tick, hash: await tickHash(tick) };
};

describe('dualClaim', () => {
  it('claims a settled order’s terms, its close tick and what it paid, by the record’s fields', () => {
    const claim = dualClaim(settledCallOrder);
    expect(claim.ref).toBe('dual_order:7');
    expect(claim.ticks).toEqual([
      { labelKey: 'invest.settlementPrice', idField: 'close_tick_id', priceField: 'close_price' },
    ]);
    expect(claim.shown).toMatchObject({
      'inputs.direction': 'call',
      'inputs.invested': '0.01',
      'inputs.linked_price': '61800',
      'inputs.annual_rate': '0.365',
      'inputs.days': '7',
      'inputs.matures_at': '2026-12-04T00:00:00.000Z',
      'inputs.close_tick_id': '9001',
      'inputs.close_price': '61000',
      'result.asset': 'BTC',
      'result.payout': '0.01007',
    });
  });

  it('claims only the terms of an order not settled yet', () => {
    const claim = dualClaim({ ...settledCallOrder, state: 'purchased', settlement: null });
    expect(Object.keys(claim.shown).filter((field) => !field.startsWith('inputs.'))).toEqual([]);
    expect(claim.shown['inputs.close_price']).toBeUndefined();
  });

  it('matches the record the exchange archived for it, recomputed with core', async () => {
    const verification = await verifySettlement(
      await sealed(),
      [await closeTick()],
      dualClaim(settledCallOrder),
    );
    expect(verification.verdict).toBe('matches');
    expect(verification.figures.prices.map((price) => [price.tickId, price.price.toFixed()])).toEqual([
      [9001, '61000'],
    ]);
  });

  it('says so when the order shows another payout than the record', async () => {
    const shown: DualOrder = {
      ...settledCallOrder,
      settlement: { ...settlement, payout: { asset: 'USDT', amount: new Decimal('622.326') } },
    };
    const verification = await verifySettlement(await sealed(), [await closeTick()], dualClaim(shown));
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'order', field: 'result.asset', recorded: 'BTC', found: 'USDT' },
      { check: 'order', field: 'result.payout', recorded: '0.01007', found: '622.326' },
    ]);
  });
});

describe('dualRuleLines', () => {
  it('shows the terms the record was settled by, in words', async () => {
    const translator = new Translator(async () => en);
    await translator.changeLanguage('en');
    const lines = dualRuleLines(translator.t, formatsFor('en'))((await sealed()).inputs);
    expect(lines.map(({ label, value }) => [label, value])).toEqual([
      ['Product', 'BTC/USDT · Sell high · 7 days'],
      ['Invested', '0.01 BTC'],
      ['Linked price', '61,800.00 USDT'],
      ['Annual rate', '36.5%'],
      ['Maturity', formatsFor('en').dateTime('2026-12-04T00:00:00.000Z')],
    ]);
  });

  it('shows a figure the record lacks or garbles as it is', async () => {
    const translator = new Translator(async () => en);
    await translator.changeLanguage('en');
    const lines = dualRuleLines(
      translator.t,
      formatsFor('en'),
    )({ direction: 'sideways', annual_rate: 'lots' });
    expect(lines.map(({ value }) => value)).toEqual(['— · — · —', '—', '—', 'lots', '—']);
  });
});

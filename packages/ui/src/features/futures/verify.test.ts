import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  FUTURES_CALCULATOR_VERSION,
  type FuturesPosition,
  futuresCloseSettlement,
  futuresFee,
  futuresPnl,
  GENESIS_HASH,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { verifySettlement } from '../proofs';
import { futuresClaim } from './verify';

/** A long of 2 lots of 0.01 BTC opened by a limit order at 60,000 and taken profit at 61,000. */
const POSITION: FuturesPosition = {
  id: 31,
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'limit',
  multiple: 10,
  lots: new Decimal('2'),
  lotSize: new Decimal('0.01'),
  state: 'closed',
  limitPrice: new Decimal('60000'),
  open: { tickId: 40, price: new Decimal('60000'), at: '2025-01-02T03:00:00.000Z' },
  margin: new Decimal('120'),
  openFee: new Decimal('0.6'),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal(0),
  takeProfit: new Decimal('61000'),
  stopLoss: null,
  liquidationPrice: new Decimal('54600'),
  createdAt: '2025-01-02T02:59:00.000Z',
  close: { tickId: 52, price: new Decimal('61000.5'), at: '2025-01-02T04:00:00.000Z' },
  closeReason: 'take_profit',
  closeFee: new Decimal('0.610005'),
  realizedPnl: new Decimal('20.01'),
  returned: new Decimal('139.399995'),
  feeRate: new Decimal('0.0005'),
  maintenanceRate: new Decimal('0.1'),
  overnightRate: new Decimal('0.0002'),
  calculatorVersion: 'futures/1',
};

/** The close's archive record as the exchange writes it (`closePosition`), sealed. */
const sealed = async (position: FuturesPosition = POSITION): Promise<ArchiveRecord> => {
  const price = '61000.5';
  const pnl = futuresPnl({ side: 'long', openPrice: '60000', price, lots: '2', lotSize: '0.01' });
  const settled = futuresCloseSettlement({
    margin: '120',
    pnl,
    closeFee: futuresFee({ price, lots: '2', lotSize: '0.01', feeRate: '0.0005' }),
    decimals: 6,
  });
  const record = {
    seq: 9,
    product: 'futures' as const,
    ref: `futures_position:${position.id}`,
    calculatorVersion: FUTURES_CALCULATOR_VERSION,
    inputs: {
      symbol: 'BTC/USDT',
      side: 'long',
      reason: 'take_profit',
      lots: '2',
      lot_size: '0.01',
      margin: '120',
      fee_rate: '0.0005',
      decimals: '6',
      entry_price: '60000',
      entry_tick_id: '40',
      take_profit: '61000',
      liquidation_price: '54600',
      close_tick_id: '52',
      close_price: price,
    },
    result: {
      realized_pnl: pnl.toFixed(),
      close_fee: settled.feeCharged.toFixed(),
      returned: settled.returned.toFixed(),
    },
    at: '2025-01-02T04:00:00.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

const closeTick = async (price = '61000.5'): Promise<TickRecord> => {
  const tick = {
    seq: 3,
    symbol: 'BTC/USDT',
    tickId: 52,
    price: new Decimal(price),
    at: '2025-01-02T04:00:00.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...tick, hash: await tickHash(tick) };
};

describe('futuresClaim', () => {
  it('names the close’s record and its close tick, not the entry’s (a limit order opens at its own price)', () => {
    const claim = futuresClaim(POSITION);
    expect(claim.ref).toBe('futures_position:31');
    expect(claim.ticks).toEqual([
      { labelKey: 'futures.closePrice', idField: 'close_tick_id', priceField: 'close_price' },
    ]);
    expect(claim.shown).toMatchObject({
      'inputs.entry_price': '60000',
      'inputs.entry_tick_id': '40',
      'inputs.reason': 'take_profit',
      'result.returned': '139.399995',
    });
  });

  it('matches the record of the close the card shows', async () => {
    const verification = await verifySettlement(await sealed(), [await closeTick()], futuresClaim(POSITION));
    expect(verification.verdict).toBe('matches');
  });

  it('reports a card that shows another result, or another close price, than the record', async () => {
    const shown = { ...POSITION, realizedPnl: new Decimal('25'), returned: new Decimal('140') };
    const verification = await verifySettlement(await sealed(), [await closeTick()], futuresClaim(shown));
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'result.realized_pnl',
      'result.returned',
    ]);
    const forged = await verifySettlement(await sealed(), [await closeTick('61500')], futuresClaim(POSITION));
    expect(forged.verdict === 'differs' && forged.differences).toEqual([
      { check: 'tick', field: 'inputs.close_price', recorded: '61000.5', found: '61500' },
    ]);
  });

  it('leaves out what came back to the owner of a position it shows as someone else’s', () => {
    expect(futuresClaim(POSITION, { own: false }).shown).not.toHaveProperty('result.returned');
  });

  it('claims no close of a position still open', () => {
    const open = {
      ...POSITION,
      state: 'open' as const,
      close: null,
      closeReason: null,
      closeFee: null,
      realizedPnl: null,
      returned: null,
    };
    expect(Object.keys(futuresClaim(open).shown).filter((field) => field.startsWith('result.'))).toEqual([]);
    expect(futuresClaim(open).shown).not.toHaveProperty('inputs.close_price');
  });
});

import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  GENESIS_HASH,
  type JsonObject,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { claimedTickIds, type SettlementClaim, shortHash, verifySettlement } from './verify';

const INPUTS: JsonObject = {
  symbol: 'BTC/USDT',
  asset: 'USDT',
  direction: 'up',
  stake: '20',
  payout_rate: '0.85',
  open_tick_id: '11',
  open_price: '100.5',
  close_tick_id: '14',
  close_price: '101',
  decimals: '2',
};

/** A sealed record, hashed as the server seals it. */
const sealed = async (
  overrides: { inputs?: JsonObject; result?: JsonObject } = {},
): Promise<ArchiveRecord> => {
  const record = {
    seq: 7,
    product: 'options' as const,
    ref: 'option_order:3',
    calculatorVersion: 'options-payout/1',
    inputs: overrides.inputs ?? INPUTS,
    result: overrides.result ?? { outcome: 'win', payout: '37' },
    at: '2025-01-02T03:04:05.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await archiveHash(record) };
};

const tick = async (seq: number, tickId: number, price: string): Promise<TickRecord> => {
  const record = {
    seq,
    symbol: 'BTC/USDT',
    tickId,
    price: new Decimal(price),
    at: '2025-01-02T03:04:00.000Z',
    prevHash: GENESIS_HASH,
  };
  return { ...record, hash: await tickHash(record) };
};

const ticks = () => Promise.all([tick(1, 11, '100.50'), tick(2, 14, '101')]);

/** What the app shows: the order matches its record. */
const CLAIM: SettlementClaim = {
  ref: 'option_order:3',
  ticks: [
    { labelKey: 'options.openPrice', idField: 'open_tick_id', priceField: 'open_price' },
    { labelKey: 'options.closePrice', idField: 'close_tick_id', priceField: 'close_price' },
  ],
  shown: {
    'inputs.open_price': '100.5',
    'inputs.close_price': '101.00',
    'result.outcome': 'win',
    'result.payout': '37',
  },
};

describe('verifySettlement', () => {
  it('names the ticks the record names', async () => {
    expect(claimedTickIds(await sealed(), CLAIM)).toEqual([11, 14]);
  });

  it('matches a whole record, with the prices and figures it used', async () => {
    const record = await sealed();
    const verification = await verifySettlement(record, await ticks(), CLAIM);
    expect(verification.verdict).toBe('matches');
    expect(verification.figures).toMatchObject({
      seq: 7,
      hash: record.hash,
      calculatorVersion: 'options-payout/1',
    });
    expect(verification.figures.prices.map((price) => [price.tickId, price.price.toFixed()])).toEqual([
      [11, '100.5'],
      [14, '101'],
    ]);
  });

  it('reports a record changed after it was sealed: its hash and its recomputed result', async () => {
    const record = { ...(await sealed()), result: { outcome: 'win', payout: '1000' } };
    const verification = await verifySettlement(record, await ticks(), CLAIM);
    expect(verification.verdict).toBe('differs');
    if (verification.verdict !== 'differs') return;
    expect(verification.differences.map(({ check, field }) => `${check} ${field}`)).toEqual([
      'hash hash',
      'result result.payout',
      'order result.payout',
    ]);
    expect(verification.differences[1]).toMatchObject({ recorded: '1000', found: '37' });
  });

  it('reports a result the calculator does not give even when the hash holds (sealed wrong)', async () => {
    const record = await sealed({ result: { outcome: 'loss', payout: '0' } });
    const verification = await verifySettlement(record, await ticks(), {
      ...CLAIM,
      shown: { 'result.outcome': 'loss', 'result.payout': '0' },
    });
    expect(verification.verdict === 'differs' && verification.differences.map((d) => d.field)).toEqual([
      'result.outcome',
      'result.payout',
    ]);
  });

  it('reports an archived tick whose price is not the record’s, or whose hash does not hold', async () => {
    const [open, close] = await ticks();
    if (open === undefined || close === undefined) throw new Error('no ticks');
    const forged = { ...close, price: new Decimal('99') };
    const verification = await verifySettlement(await sealed(), [open, forged], CLAIM);
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'tick', field: 'tick #14', recorded: close.hash, found: expect.any(String) },
      { check: 'tick', field: 'inputs.close_price', recorded: '101', found: '99' },
    ]);
  });

  it('reports a tick the archive does not hold', async () => {
    const [open] = await ticks();
    const verification = await verifySettlement(await sealed(), open ? [open] : [], CLAIM);
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'tick', field: 'inputs.close_tick_id', recorded: '14', found: '—' },
    ]);
  });

  it('reports an order the app shows otherwise than the record', async () => {
    const verification = await verifySettlement(await sealed(), await ticks(), {
      ...CLAIM,
      shown: { ...CLAIM.shown, 'result.outcome': 'draw' },
    });
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'order', field: 'result.outcome', recorded: 'win', found: 'draw' },
    ]);
  });

  it('cannot say for a calculator it does not know', async () => {
    const record = await sealed();
    const unknown = { ...record, calculatorVersion: 'options-payout/9' };
    const verification = await verifySettlement(
      { ...unknown, hash: await archiveHash(unknown) },
      await ticks(),
      CLAIM,
    );
    expect(verification.verdict).toBe('unknown_calculator');
  });
});

describe('shortHash', () => {
  it('keeps the first and last eight characters', () => {
    expect(shortHash('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
    expect(shortHash('abc')).toBe('abc');
  });
});

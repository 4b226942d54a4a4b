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
import { claimedTickIds, type SettlementClaim, shortHash, valueAt, verifySettlement } from './verify';

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

describe('valueAt', () => {
  const RESULT: JsonObject = {
    pool: '20',
    bets: [
      { id: '12', payout: '19' },
      { id: '13', payout: '0' },
    ],
  };

  it('reads a field, and an element of a list by one of its fields', () => {
    expect(valueAt(RESULT, 'pool')).toBe('20');
    expect(valueAt(RESULT, 'bets[id=13].payout')).toBe('0');
    expect(valueAt(RESULT, 'bets[id=12]')).toEqual({ id: '12', payout: '19' });
  });

  it('is nothing for an element, a field or a path that is not there', () => {
    expect(valueAt(RESULT, 'bets[id=14].payout')).toBeUndefined();
    expect(valueAt(RESULT, 'bets[payout=19].id')).toBe('12');
    expect(valueAt(RESULT, 'pool[id=12]')).toBeUndefined();
    expect(valueAt(RESULT, 'pool.value')).toBeUndefined();
    expect(valueAt(RESULT, 'bets[id=12')).toBeUndefined();
    expect(valueAt(RESULT, '')).toBeUndefined();
  });
});

describe('verifySettlement on records holding lists', () => {
  /** A price question's pool: 12 bet above and won 19 of the 20, 13 bet below. */
  const GUESS_INPUTS: JsonObject = {
    kind: 'price',
    asset: 'USDT',
    fee_rate: '0.05',
    decimals: '6',
    symbol: 'BTC/USDT',
    strike: '100',
    close_tick_id: '14',
    close_price: '101',
    bets: [
      { id: '12', pick: 'above', stake: '10' },
      { id: '13', pick: 'not_above', stake: '10' },
    ],
  };
  const GUESS_RESULT: JsonObject = {
    winning_pick: 'above',
    pool: '20',
    fee: '1',
    dust: '0',
    bets: [
      { id: '12', payout: '19' },
      { id: '13', payout: '0' },
    ],
  };
  const guessRecord = async (): Promise<ArchiveRecord> => {
    const record = {
      seq: 8,
      product: 'guess' as const,
      ref: 'guess_question:5',
      calculatorVersion: 'guess/1',
      inputs: GUESS_INPUTS,
      result: GUESS_RESULT,
      at: '2025-01-02T03:04:05.000Z',
      prevHash: GENESIS_HASH,
    };
    return { ...record, hash: await archiveHash(record) };
  };
  const BET_CLAIM: SettlementClaim = {
    ref: 'guess_question:5',
    ticks: [{ labelKey: 'guess.settlingPrice', idField: 'close_tick_id', priceField: 'close_price' }],
    shown: {
      'inputs.bets[id=12].stake': '10',
      'result.bets[id=12].payout': '19.000000',
    },
  };

  it('checks the element of a list the app shows, by its id', async () => {
    const [, close] = await ticks();
    const verification = await verifySettlement(await guessRecord(), close ? [close] : [], BET_CLAIM);
    expect(verification.verdict).toBe('matches');
  });

  it('reports an element that differs, or that the record does not hold', async () => {
    const [, close] = await ticks();
    const verification = await verifySettlement(await guessRecord(), close ? [close] : [], {
      ...BET_CLAIM,
      shown: { 'result.bets[id=12].payout': '20', 'result.bets[id=99].payout': '5' },
    });
    expect(verification.verdict === 'differs' && verification.differences).toEqual([
      { check: 'order', field: 'result.bets[id=12].payout', recorded: '19', found: '20' },
      { check: 'order', field: 'result.bets[id=99].payout', recorded: '—', found: '5' },
    ]);
  });

  it('finds a tick the record names inside a list, its label naming the element', async () => {
    const inputs = {
      ...INPUTS,
      prices: [
        { asset: 'ETH', price_usdt: '3', tick_id: '11' },
        { asset: 'BTC', price_usdt: '101', tick_id: '14' },
      ],
    };
    const record = await sealed({ inputs });
    const claim: SettlementClaim = {
      ref: 'option_order:3',
      ticks: [
        {
          labelKey: 'loans.verify.priceOf',
          labelParams: { asset: 'BTC' },
          idField: 'prices[asset=BTC].tick_id',
          priceField: 'prices[asset=BTC].price_usdt',
        },
      ],
      shown: {},
    };
    expect(claimedTickIds(record, claim)).toEqual([14]);
    const verification = await verifySettlement(record, await ticks(), claim);
    expect(verification.verdict).toBe('matches');
    expect(verification.figures.prices).toMatchObject([
      { labelParams: { asset: 'BTC' }, field: 'prices[asset=BTC].price_usdt', tickId: 14 },
    ]);
  });
});

describe('shortHash', () => {
  it('keeps the first and last eight characters', () => {
    expect(shortHash('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
    expect(shortHash('abc')).toBe('abc');
  });
});

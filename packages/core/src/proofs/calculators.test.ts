import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { archiveHash, GENESIS_HASH, tickHash, verifyChain } from './calculators.js';
import type { ArchiveRecord, TickRecord } from './model.js';

/** A chain of option settlements built as the exchange builds it. */
const chainOf = async (count: number): Promise<ArchiveRecord[]> => {
  const records: ArchiveRecord[] = [];
  for (let seq = 1; seq <= count; seq += 1) {
    const unsealed = {
      seq,
      product: 'options' as const,
      ref: `option_order:${seq}`,
      calculatorVersion: 'options-payout/1',
      inputs: {
        direction: 'up',
        stake: '10',
        open_price: '60000',
        close_price: String(60000 + seq),
        payout_rate: '0.85',
        decimals: '6',
      },
      result: { outcome: 'win', payout: '18.5' },
      at: new Date(Date.UTC(2026, 10, 27, 0, 0, seq)).toISOString(),
      prevHash: records.at(-1)?.hash ?? GENESIS_HASH,
    };
    records.push({ ...unsealed, hash: await archiveHash(unsealed) });
  }
  return records;
};

describe('archiveHash', () => {
  it('is the SHA-256 of the canonical record, whatever order its keys came in', async () => {
    const [record] = await chainOf(1);
    if (record === undefined) throw new Error('no record');
    const { hash, ...rest } = record;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const reordered = { ...rest, inputs: Object.fromEntries(Object.entries(rest.inputs).reverse()) };
    expect(await archiveHash(reordered)).toBe(hash);
  });
});

describe('verifyChain', () => {
  it('holds for a chain as built, from the start or from any record', async () => {
    const chain = await chainOf(20);
    expect(await verifyChain(chain, archiveHash)).toBeNull();
    const from = chain[9] as ArchiveRecord;
    expect(await verifyChain(chain.slice(10), archiveHash, from)).toBeNull();
  });

  it('names the first record changed, left out or relinked', async () => {
    const chain = await chainOf(12);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom('result', 'drop', 'relink'),
        async (at, how) => {
          const tampered = [...chain];
          const record = tampered[at] as ArchiveRecord;
          if (how === 'result') tampered[at] = { ...record, result: { ...record.result, payout: '18.6' } };
          if (how === 'drop') tampered.splice(at, 1);
          if (how === 'relink') tampered[at] = { ...record, prevHash: GENESIS_HASH.replace(/^0/, '1') };
          const fault = await verifyChain(tampered, archiveHash);
          if (how === 'drop' && at === 11) expect(fault).toBeNull();
          else expect(fault).toMatchObject({ seq: how === 'drop' ? at + 2 : at + 1 });
          if (how === 'result') expect(fault?.reason).toBe('hash');
          if (how === 'relink') expect(fault?.reason).toBe('link');
          if (how === 'drop' && at < 11) expect(fault?.reason).toBe('sequence');
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('tickHash', () => {
  it('chains ticks the same way, the price as a plain decimal', async () => {
    const unsealed: Omit<TickRecord, 'hash'> = {
      seq: 1,
      symbol: 'BTC/USDT',
      tickId: 48211,
      price: new Decimal('64012.50'),
      at: '2026-11-27T00:00:00.000Z',
      prevHash: GENESIS_HASH,
    };
    const tick = { ...unsealed, hash: await tickHash(unsealed) };
    expect(await tickHash({ ...unsealed, price: new Decimal('64012.5') })).toBe(tick.hash);
    expect(await verifyChain([tick], tickHash)).toBeNull();
    expect(await verifyChain([{ ...tick, price: new Decimal('64012.6') }], tickHash)).toMatchObject({
      reason: 'hash',
    });
  });
});

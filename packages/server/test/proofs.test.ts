import { contract } from '@tessera/contract';
import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  type JsonObject,
  recomputeSettlement,
  type TickRecord,
  tickHash,
  verifyChain,
} from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sealArchive } from '../src/contexts/proofs/index.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { callEveryOperatorEndpoint, operatorCalls } from './support/operator-calls.js';
import { eventually, newTrader } from './support/traders.js';
import { USDT } from './support/wallet.js';

const TICK_MS = 100;

interface WireRecord {
  seq: number;
  product: ArchiveRecord['product'];
  ref: string;
  calculator_version: string;
  inputs: JsonObject;
  result: JsonObject;
  at: string;
  prev_hash: string;
  hash: string;
}
interface WireTick {
  seq: number;
  tick_id: number;
  symbol: string;
  price: string;
  at: string;
  prev_hash: string;
  hash: string;
}

const recordOf = (wire: WireRecord): ArchiveRecord => ({
  seq: wire.seq,
  product: wire.product,
  ref: wire.ref,
  calculatorVersion: wire.calculator_version,
  inputs: wire.inputs,
  result: wire.result,
  at: wire.at,
  prevHash: wire.prev_hash,
  hash: wire.hash,
});
const tickOf = (wire: WireTick): TickRecord => ({
  seq: wire.seq,
  symbol: wire.symbol,
  tickId: wire.tick_id,
  price: new Decimal(wire.price),
  at: wire.at,
  prevHash: wire.prev_hash,
  hash: wire.hash,
});

/** What anyone can do with the public calls alone: read a whole chain, page by page. */
const publicCalls = (h: Harness) => {
  const walk = async <W>(path: string, params: Record<string, string> = {}) => {
    const all: W[] = [];
    for (let after = 0; ; ) {
      const page = (await h.api.get(path, { ...params, after: String(after), limit: '500' })).body
        .message as (W & {
        seq: number;
      })[];
      all.push(...page);
      if (page.length < 500) return all;
      after = page.at(-1)?.seq ?? after;
    }
  };
  const settlements = async () => (await walk<WireRecord>('/proofs/settlements')).map(recordOf);
  const ticks = async () => (await walk<WireTick>('/proofs/ticks')).map(tickOf);
  const record = async (ref: string) => {
    for (let waited = 0; waited < 15_000; waited += TICK_MS) {
      const answer = await h.api.get('/proofs/settlement', { ref });
      if (answer.body.type === 'ok') return recordOf(answer.body.message as WireRecord);
      expect(answer.body.code).toBe('PROOFS.NOT_ARCHIVED');
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    throw new Error(`${ref} was not archived`);
  };
  return { settlements, ticks, record };
};

describeOnEachDatabase(
  'the settlement and tick archives',
  (h) => {
    const { settlements, ticks, record } = publicCalls(h);
    const settleOptions = async (count: number) => {
      const trader = await newTrader(h.api, '1000');
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const opened = await h.api.post(
          '/microtrade/submit',
          { match_id: '1', currency_id: USDT, type: i % 2 === 0 ? '1' : '2', seconds: '30', number: '10' },
          { token: trader.token },
        );
        ids.push(opened.body.message.id as number);
      }
      h.clock.advance(31_000);
      return Promise.all(ids.map((id) => record(`option_order:${id}`)));
    };

    it('archives each seconds option with everything it was settled from, recomputable by anyone', async () => {
      const [archived] = await settleOptions(1);
      if (archived === undefined) throw new Error('nothing archived');
      expect(archived).toMatchObject({ product: 'options', calculatorVersion: 'options-payout/1' });
      expect(await recomputeSettlement(archived)).toEqual({ verdict: 'matches' });
      const { hash, ...unsealed } = archived;
      expect(await archiveHash(unsealed)).toBe(hash);
      // The prices it names are the archived ticks, with their ids.
      const named = (
        await h.api.get('/proofs/ticks', {
          ids: `${archived.inputs.open_tick_id},${archived.inputs.close_tick_id}`,
        })
      ).body.message as WireTick[];
      expect(
        Object.fromEntries(named.map((tick) => [String(tick.tick_id), new Decimal(tick.price).toFixed()])),
      ).toEqual({
        [String(archived.inputs.open_tick_id)]: archived.inputs.open_price,
        [String(archived.inputs.close_tick_id)]: archived.inputs.close_price,
      });
      // Both whole chains hold, and their heads are their last records.
      const chain = await settlements();
      expect(await verifyChain(chain, archiveHash)).toBeNull();
      const tickChain = await ticks();
      expect(await verifyChain(tickChain, tickHash)).toBeNull();
      const head = (await h.api.get('/proofs/head')).body.message;
      expect(head.settlements.count).toBeGreaterThanOrEqual(chain.length);
      expect(chain.map((r) => r.seq)).toEqual(chain.map((_, i) => i + 1));
    });

    it('reports a settlement or tick changed in the database, at the first record changed', async () => {
      const [first, second] = await settleOptions(2);
      if (first === undefined || second === undefined) throw new Error('nothing archived');
      const target = first.seq < second.seq ? first : second;
      await sql`
        update settlement_archive set result = jsonb_set(result, '{payout}', '"1000"')
        where ref = ${target.ref}`.execute(h.server.database);
      const fault = await verifyChain(await settlements(), archiveHash);
      expect(fault).toMatchObject({ seq: target.seq, reason: 'hash' });
      const tampered = (await settlements()).find((r) => r.seq === target.seq) as ArchiveRecord;
      expect(await recomputeSettlement(tampered)).toMatchObject({
        verdict: 'differs',
        differences: [{ field: 'payout' }],
      });

      const tickChain = await ticks();
      const victim = tickChain[Math.floor(tickChain.length / 2)] as TickRecord;
      await sql`update tick_archive set price = price + 1 where seq = ${victim.seq}`.execute(
        h.server.database,
      );
      expect(await verifyChain(await ticks(), tickHash)).toMatchObject({ seq: victim.seq, reason: 'hash' });
      // Put back, so the suite's later checks see an honest archive.
      await sql`
        update settlement_archive set result = ${JSON.stringify(target.result)}::jsonb
        where ref = ${target.ref}`.execute(h.server.database);
      await sql`update tick_archive set price = price - 1 where seq = ${victim.seq}`.execute(
        h.server.database,
      );
      expect(await verifyChain(await settlements(), archiveHash)).toBeNull();
    });

    it('lets no operator call change a price, a tick, a settlement or its inputs, and archives each operator action', async () => {
      const [settledBefore] = await settleOptions(1);
      if (settledBefore === undefined) throw new Error('nothing archived');
      const chainBefore = await settlements();
      const ticksBefore = await ticks();
      const recorded = async () =>
        (
          await sql<{ id: string; price: string; at: Date }>`
            select id, price, at from market_ticks where id in (${sql.join(ticksBefore.slice(-50).map((t) => String(t.tickId)))})
            order by id`.execute(h.server.database)
        ).rows;
      const ticksRecorded = await recorded();
      const trader = await newTrader(h.api, '100');
      const done = await callEveryOperatorEndpoint(
        h,
        operatorCalls(trader.name, settledBefore.ref.split(':')[1] ?? '1'),
      );
      const actions = done.filter((name) => contract[name].method === 'POST');
      expect(actions.length).toBeGreaterThan(3);
      // Every action that did something is sealed into the chain with the settlements.
      const chain = (await eventually(
        settlements,
        (records) =>
          actions.every((name) => records.some((r) => r.product === 'operator' && r.inputs.action === name)),
        'the operator actions sealed',
      )) as ArchiveRecord[];
      // What was there before is there still, record for record, hash for hash; the whole chain holds.
      expect(chain.slice(0, chainBefore.length)).toEqual(chainBefore);
      expect(await verifyChain(chain, archiveHash)).toBeNull();
      for (const record of chain.filter((r) => !r.ref.startsWith('race:')))
        expect(await recomputeSettlement(record), record.ref).toEqual({ verdict: 'matches' });
      expect((await ticks()).slice(0, ticksBefore.length)).toEqual(ticksBefore);
      expect(await recorded()).toEqual(ticksRecorded);
      // The archive names what was done, never a person's name or words.
      const operatorRecords = chain.filter((r) => r.product === 'operator');
      for (const record of operatorRecords)
        expect(
          Object.keys(record.inputs).filter((key) =>
            ['user', 'to', 'text', 'markdown', 'title', 'reason'].includes(key),
          ),
        ).toEqual([]);
      expect(operatorRecords.map((r) => r.inputs.action)).not.toContain('operatorBalances');
    });

    it('archives a backlog of ticks (a database older than the archive) over a few runs, in id order', async () => {
      const at = new Date(h.clock.now().getTime() - 3_600_000);
      await sql`
        insert into market_ticks (symbol, price, volume, at)
        select 'BACKLOG/USDT', 100 + n / 100.0, 1, ${at}::timestamptz + n * interval '1 millisecond'
        from generate_series(1, 12000) as n`.execute(h.server.database);
      const archived = async () =>
        Number(
          (
            await sql<{ count: string }>`
              select count(*) as count from tick_archive where symbol = 'BACKLOG/USDT'`.execute(
              h.server.database,
            )
          ).rows[0]?.count,
        );
      await eventually(archived, (count) => count === 12_000, 'the backlog archived');
      const chain = await ticks();
      expect(await verifyChain(chain, tickHash)).toBeNull();
      const ids = chain.map((tick) => tick.tickId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('chains every record once however many sealers run at once', async () => {
      const at = new Date();
      await sql`
        insert into settlement_archive (product, ref, calculator_version, inputs, result, at)
        select 'options', 'race:' || n, 'options-payout/1', '{}'::jsonb, '{}'::jsonb, ${at}
        from generate_series(1, 300) as n`.execute(h.server.database);
      await Promise.all(Array.from({ length: 200 }, () => sealArchive(h.server.database)()));
      const chain = await settlements();
      expect(await verifyChain(chain, archiveHash)).toBeNull();
      expect(chain.filter((r) => r.ref.startsWith('race:'))).toHaveLength(300);
      expect(new Set(chain.map((r) => r.ref)).size).toBe(chain.length);
      const { rows } = await sql<{ unsealed: string }>`
        select count(*) as unsealed from settlement_archive where seq is null`.execute(h.server.database);
      expect(Number(rows[0]?.unsealed)).toBe(0);
    });
  },
  { tickMs: TICK_MS },
);

import {
  type ArchiveRecord,
  archiveHash,
  type ChainHead,
  Decimal,
  type Failure,
  GENESIS_HASH,
  type InclusionProof,
  type JsonObject,
  liabilityLeaf,
  type ProofsApi,
  type ReserveSnapshot,
  sumTreeLevels,
  sumTreePath,
  sumTreeRoot,
  type TickRecord,
  tickHash,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { createVerifyCommand, parseVerifyArgs } from '../commands/verify.js';
import { capturingIo } from '../test-support.js';
import {
  CHAIN_PAGE,
  checkSettlements,
  checkTicks,
  GENESIS,
  namedTicks,
  TICK_BATCH,
  verifySettlements,
  verifyTicks,
} from './proofs.js';

/** Ticks 1, 2, 3… on BTC/USDT at 100, 101, 102…, chained with core's tickHash. */
const tickChain = async (count: number): Promise<TickRecord[]> => {
  const chain: TickRecord[] = [];
  for (let seq = 1; seq <= count; seq += 1) {
    const unsealed = {
      seq,
      symbol: 'BTC/USDT',
      tickId: seq,
      price: new Decimal(99 + seq),
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
      prevHash: chain.at(-1)?.hash ?? GENESIS_HASH,
    };
    chain.push({ ...unsealed, hash: await tickHash(unsealed) });
  }
  return chain;
};

/** A 10 USDT option opened at tick `open`, closed at tick `open + 1` (prices as `tickChain` has them). */
const optionInputs = (open: number, direction: 'up' | 'down'): JsonObject => ({
  symbol: 'BTC/USDT',
  asset: 'USDT',
  direction,
  stake: '10',
  payout_rate: '0.85',
  open_tick_id: String(open),
  open_price: String(99 + open),
  close_tick_id: String(open + 1),
  close_price: String(100 + open),
  decimals: '2',
});

/** Prices rise a tick at a time: an up option wins 18.5, a down one loses. */
const resultOf = (inputs: JsonObject): JsonObject =>
  inputs.direction === 'up' ? { outcome: 'win', payout: '18.5' } : { outcome: 'loss', payout: '0' };

const seal = async (record: Omit<ArchiveRecord, 'hash'>): Promise<ArchiveRecord> => ({
  ...record,
  hash: await archiveHash(record),
});

/** `count` option settlements, the n-th opened at tick n, chained with core's archiveHash. */
const settlementChain = async (
  count: number,
  change: (record: Omit<ArchiveRecord, 'hash'>) => Omit<ArchiveRecord, 'hash'> = (record) => record,
): Promise<ArchiveRecord[]> => {
  const chain: ArchiveRecord[] = [];
  for (let seq = 1; seq <= count; seq += 1) {
    const inputs = optionInputs(seq, seq % 2 === 0 ? 'down' : 'up');
    chain.push(
      await seal(
        change({
          seq,
          product: 'options',
          ref: `option_order:${seq + 40}`,
          calculatorVersion: 'options-payout/1',
          inputs,
          result: resultOf(inputs),
          at: new Date(Date.UTC(2026, 0, 1, 0, 1, seq)).toISOString(),
          prevHash: chain.at(-1)?.hash ?? GENESIS_HASH,
        }),
      ),
    );
  }
  return chain;
};

const byId = (ticks: readonly TickRecord[]) => new Map(ticks.map((tick) => [tick.tickId, tick]));
const headOf = (chain: readonly { seq: number; hash: string }[]): ChainHead => ({
  count: chain.length,
  hash: chain.at(-1)?.hash ?? '',
});

/** The public calls over chains in memory, counting what was asked. */
const proofsOver = (
  settlements: readonly ArchiveRecord[],
  ticks: readonly TickRecord[],
  heads?: object,
  reserves: { snapshots: readonly ReserveSnapshot[]; mine: readonly InclusionProof[] } = {
    snapshots: [],
    mine: [],
  },
) => {
  const asked = { pages: [] as { after: number; limit: number }[], tickBatches: [] as number[] };
  const stretch = <R extends { seq: number }>(chain: readonly R[], after = 0, limit = 100) =>
    chain.filter((record) => record.seq > after).slice(0, limit);
  const proofs: ProofsApi = {
    settlements: ({ after = 0, limit = 100 }) => {
      asked.pages.push({ after, limit });
      return TE.right(stretch(settlements, after, limit));
    },
    settlement: (ref) => {
      const record = settlements.find((candidate) => candidate.ref === ref);
      return record === undefined
        ? TE.left({ kind: 'Rejected', code: 'PROOFS.NOT_ARCHIVED', message: '' } as Failure)
        : TE.right(record);
    },
    ticks: ({ after = 0, limit = 100, ids }) => {
      if (ids === undefined) return TE.right(stretch(ticks, after, limit));
      asked.tickBatches.push(ids.length);
      return TE.right(ticks.filter((tick) => ids.includes(tick.tickId)).slice(0, limit));
    },
    head: () => TE.right({ settlements: headOf(settlements), ticks: headOf(ticks), ...heads }),
    reserves: () => TE.right(reserves.snapshots),
    myReserves: () => TE.right(reserves.mine),
  };
  return { proofs, asked };
};

describe('namedTicks', () => {
  it('reads the open and close ticks a record names, and refuses a tick id that is not one', () => {
    expect(namedTicks({ inputs: optionInputs(4, 'up') }).ticks).toEqual([
      { role: 'open', tickId: 4, price: '103', symbol: 'BTC/USDT' },
      { role: 'close', tickId: 5, price: '104', symbol: 'BTC/USDT' },
    ]);
    expect(namedTicks({ inputs: { open_tick_id: '0x9', open_price: '1' } }).problems).toEqual([
      { kind: 'input', field: 'open_tick_id', value: '0x9' },
    ]);
    expect(namedTicks({ inputs: {} })).toEqual({ ticks: [], problems: [] });
  });
});

describe('checkSettlements', () => {
  it('holds for an honest chain: every hash, link and result, every tick at its price', async () => {
    const chain = await settlementChain(4);
    const checked = await checkSettlements(chain, GENESIS, byId(await tickChain(5)));
    expect(checked).toEqual({ checked: 4, last: { seq: 4, hash: chain[3]?.hash }, bad: null });
  });

  it('names a record whose result was changed: its hash, and the field recorded and recomputed', async () => {
    const chain = await settlementChain(3);
    const victim = chain[1] as ArchiveRecord;
    chain[1] = { ...victim, result: { ...victim.result, payout: '1000' } };
    const checked = await checkSettlements(chain, GENESIS, byId(await tickChain(4)));
    expect(checked.checked).toBe(1);
    expect(checked.bad?.record.seq).toBe(2);
    expect(checked.bad?.problems).toEqual([
      { kind: 'chain', fault: expect.objectContaining({ seq: 2, reason: 'hash', found: victim.hash }) },
      { kind: 'differs', differences: [{ field: 'payout', recorded: '1000', recomputed: '0' }] },
    ]);
  });

  it('names a chain rewritten whole (every hash recomputed) by the result core recomputes', async () => {
    const chain = await settlementChain(3, (record) =>
      record.seq === 3 ? { ...record, result: { outcome: 'win', payout: '20' } } : record,
    );
    const checked = await checkSettlements(chain, GENESIS, byId(await tickChain(4)));
    expect(checked.bad?.problems).toEqual([
      { kind: 'differs', differences: [{ field: 'payout', recorded: '20', recomputed: '18.5' }] },
    ]);
  });

  it('names a record whose tick is archived at another price, on another market, or not at all', async () => {
    const chain = await settlementChain(2);
    const ticks = await tickChain(3);
    const moved = byId(ticks);
    moved.set(2, { ...(ticks[1] as TickRecord), price: new Decimal('100.5') });
    expect((await checkSettlements(chain, GENESIS, moved)).bad?.problems).toEqual([
      {
        kind: 'tick',
        tick: { role: 'close', tickId: 2, price: '101', symbol: 'BTC/USDT' },
        archived: expect.objectContaining({ tickId: 2 }),
      },
    ]);
    const elsewhere = byId(ticks);
    elsewhere.set(1, { ...(ticks[0] as TickRecord), symbol: 'ETH/USDT' });
    expect((await checkSettlements(chain, GENESIS, elsewhere)).bad?.record.seq).toBe(1);
    const missing = byId(ticks.slice(0, 2));
    const bad = (await checkSettlements(chain, GENESIS, missing)).bad;
    expect(bad?.record.seq).toBe(2);
    expect(bad?.problems).toEqual([
      { kind: 'tick', tick: expect.objectContaining({ tickId: 3 }), archived: null },
    ]);
  });

  it('says a calculator it does not know is one it cannot check', async () => {
    const chain = await settlementChain(1, (record) => ({ ...record, calculatorVersion: 'futures-close/1' }));
    expect((await checkSettlements(chain, GENESIS, byId(await tickChain(2)))).bad?.problems).toEqual([
      { kind: 'unknown_calculator', calculatorVersion: 'futures-close/1' },
    ]);
  });

  it('names a record left out (the next one out of place) and a record relinked', async () => {
    const chain = await settlementChain(4);
    const ticks = byId(await tickChain(5));
    const gap = await checkSettlements([chain[0], chain[2]] as ArchiveRecord[], GENESIS, ticks);
    expect(gap.bad?.problems).toEqual([
      { kind: 'chain', fault: { seq: 3, reason: 'sequence', expected: '2', found: '3' } },
    ]);
    const relinked = await checkSettlements(chain.slice(1), { seq: 1, hash: 'f'.repeat(64) }, ticks);
    expect(relinked.bad?.problems[0]).toMatchObject({ kind: 'chain', fault: { seq: 2, reason: 'link' } });
  });
});

describe('checkTicks', () => {
  it('holds for an honest chain and names the first tick changed', async () => {
    const chain = await tickChain(5);
    expect(await checkTicks(chain, GENESIS)).toMatchObject({ checked: 5, bad: null });
    chain[3] = { ...(chain[3] as TickRecord), price: new Decimal(104) };
    const checked = await checkTicks(chain, GENESIS);
    expect(checked).toMatchObject({ checked: 3, last: { seq: 3 }, bad: { record: { seq: 4 } } });
    expect(checked.bad?.problems[0]).toMatchObject({ kind: 'chain', fault: { seq: 4, reason: 'hash' } });
  });
});

describe('verifySettlements over the public calls', () => {
  it('walks the chain 500 records a page and asks for the ticks named 100 ids at a time', async () => {
    const settlements = await settlementChain(CHAIN_PAGE + 20);
    const ticks = await tickChain(CHAIN_PAGE + 21);
    const { proofs, asked } = proofsOver(settlements, ticks);
    const progress: number[] = [];
    const verdict = await verifySettlements(proofs, 1, (checked) => progress.push(checked));
    expect(verdict).toEqual(
      E.right({
        ok: true,
        checked: CHAIN_PAGE + 20,
        from: GENESIS,
        last: { seq: CHAIN_PAGE + 20, hash: settlements.at(-1)?.hash },
        head: headOf(settlements),
      }),
    );
    expect(asked.pages).toEqual([
      { after: 0, limit: CHAIN_PAGE },
      { after: CHAIN_PAGE, limit: CHAIN_PAGE },
    ]);
    expect(Math.max(...asked.tickBatches)).toBe(TICK_BATCH);
    expect(progress).toEqual([CHAIN_PAGE, CHAIN_PAGE + 20]);
  });

  it('starts --from a record, from the one before it, and names the first bad record with its ref', async () => {
    const settlements = await settlementChain(6);
    const { proofs, asked } = proofsOver(settlements, await tickChain(7));
    const from = await verifySettlements(proofs, 4);
    expect(from).toMatchObject(
      E.right({ ok: true, checked: 3, from: { seq: 3, hash: settlements[2]?.hash } }),
    );
    expect(asked.pages[0]).toEqual({ after: 2, limit: 1 });
    expect(await verifySettlements(proofs, 9)).toEqual(
      E.left('the archive has no record #8 to start from (its chain is shorter)'),
    );

    const victim = settlements[4] as ArchiveRecord;
    settlements[4] = { ...victim, result: { ...victim.result, payout: '1000' } };
    const verdict = await verifySettlements(proofsOver(settlements, await tickChain(7)).proofs);
    expect(verdict).toEqual(
      E.right({
        ok: false,
        checked: 4,
        where: 'settlement record #5 (option_order:45)',
        problems: [
          expect.stringMatching(
            /^its hash is broken: its fields hash to [0-9a-f]{64}, it says [0-9a-f]{64}$/,
          ),
          'payout: recorded "1000", recomputed "18.5"',
        ],
      }),
    );
  });

  it('fails when the published head is not on the chain', async () => {
    const settlements = await settlementChain(3);
    const ticks = await tickChain(4);
    const longer = proofsOver(settlements, ticks, { settlements: { count: 4, hash: 'a'.repeat(64) } });
    expect(await verifySettlements(longer.proofs)).toMatchObject(
      E.right({
        ok: false,
        where: 'the published head',
        problems: ['the published head counts 4 records, but the chain ends at #3'],
      }),
    );
    const forked = proofsOver(settlements, ticks, { settlements: { count: 2, hash: 'a'.repeat(64) } });
    expect(await verifySettlements(forked.proofs)).toMatchObject(
      E.right({ ok: false, problems: [expect.stringContaining('is not on the chain')] }),
    );
  });
});

describe('verifyTicks over the public calls', () => {
  it('names the first tick record changed', async () => {
    const ticks = await tickChain(8);
    ticks[5] = { ...(ticks[5] as TickRecord), price: new Decimal(1) };
    expect(await verifyTicks(proofsOver([], ticks).proofs)).toMatchObject(
      E.right({ ok: false, checked: 5, where: 'tick record #6 (tick 6, BTC/USDT)' }),
    );
  });
});

describe('tessera-sim verify', () => {
  it('reads its command line', () => {
    expect(parseVerifyArgs(['settlements', '--server', 'http://x'], {})).toEqual({
      ok: true,
      target: { kind: 'chain', chain: 'settlements', from: 1 },
      server: 'http://x',
      timeoutMs: undefined,
    });
    expect(parseVerifyArgs(['ticks', '--from', '12'], { TESSERA_SERVER: 'http://y' })).toMatchObject({
      ok: true,
      target: { kind: 'chain', chain: 'ticks', from: 12 },
      server: 'http://y',
    });
    expect(parseVerifyArgs(['reserves', '--server', 'http://x'], {})).toMatchObject({
      ok: true,
      target: { kind: 'reserves', signIn: undefined },
    });
    expect(
      parseVerifyArgs(['reserves', '--user', 'ada', '--server', 'http://x'], { TESSERA_PASSWORD: 'pw' }),
    ).toMatchObject({ ok: true, target: { kind: 'reserves', signIn: { user: 'ada', password: 'pw' } } });
    expect(parseVerifyArgs([], {})).toEqual({
      ok: false,
      error: 'what to verify? (settlements, ticks, reserves)',
    });
    expect(parseVerifyArgs(['blocks'], {})).toEqual({
      ok: false,
      error: 'unknown "blocks" (known: settlements, ticks, reserves)',
    });
    expect(parseVerifyArgs(['reserves', '--user', 'ada', '--server', 'x'], {})).toEqual({
      ok: false,
      error: '--user needs the password in TESSERA_PASSWORD',
    });
    expect(parseVerifyArgs(['ticks', '--user', 'ada', '--server', 'x'], {})).toEqual({
      ok: false,
      error: 'verify ticks takes no --user (it needs no account)',
    });
    expect(parseVerifyArgs(['ticks', '--from', '0', '--server', 'x'], {})).toEqual({
      ok: false,
      error: `--from must be a record's seq (1 or more), got "0"`,
    });
    expect(parseVerifyArgs(['ticks'], {})).toEqual({
      ok: false,
      error: 'verify needs --server <url> (or TESSERA_SERVER)',
    });
  });

  const run = async (
    settlements: ArchiveRecord[],
    ticks: TickRecord[],
    argv: string[],
    reserves?: { snapshots: ReserveSnapshot[]; mine: InclusionProof[] },
  ) => {
    const { io, printed } = capturingIo({ TESSERA_PASSWORD: 'pw' }, process.cwd());
    const connection = () => ({ ...proofsOver(settlements, ticks, undefined, reserves), close: () => {} });
    const code = await createVerifyCommand({
      publicly: connection,
      signedIn: async (_, signIn) =>
        signIn.user === 'ada' ? E.right(connection()) : E.left(`signing in as ${signIn.user}: refused`),
    }).run([...argv, '--server', 'http://127.0.0.1:1'], io);
    return { code, ...printed };
  };

  it('exits 0 with a summary when everything holds, 1 naming the first bad record, 2 on a wrong line', async () => {
    const settlements = await settlementChain(2);
    const ticks = await tickChain(3);
    const held = await run(settlements, ticks, ['settlements']);
    expect(held).toEqual({
      code: 0,
      stdout: `✓ 2 settlement records checked (#1–#2): every hash and link holds, every result recomputed by core matches, every tick named is archived at its price; head: 2 records, hash ${settlements[1]?.hash}\n`,
      stderr: '',
    });
    const unknown = await settlementChain(2, (record) =>
      record.seq === 2 ? { ...record, calculatorVersion: 'dual-settle/9' } : record,
    );
    const refused = await run(unknown, ticks, ['settlements']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe(
      '✗ settlement record #2 (option_order:42) is wrong (1 checked before it held):\n  - its calculator dual-settle/9 is one this version of tessera-sim cannot check (it knows dual/1, futures/1, guess/1, ieo/1, loans/1, mining/1, nft/1, operator-action/1, options-payout/1): a newer one may\n',
    );
    expect((await run(settlements, ticks, ['ticks', '--from', '3'])).stdout).toMatch(
      /^✓ 1 tick record checked \(#3–#3\)/,
    );
    expect((await run(settlements, ticks, ['blocks'])).code).toBe(2);
  });

  /** A day's USDT snapshot of three holders, and the first holder's proof. */
  const reservesOf = async () => {
    const day = '2026-11-27';
    const balances = ['1234.5', '20', '0.5'];
    const leaves = await Promise.all(
      balances.map((balance, i) =>
        liabilityLeaf({ asset: 'USDT', day, userId: i + 1, salt: `s${i}`, balance }),
      ),
    );
    const levels = await sumTreeLevels(leaves);
    const root = sumTreeRoot(levels);
    const snapshot: ReserveSnapshot = {
      asset: 'USDT',
      day,
      root,
      leaves: 3,
      reserves: new Decimal('1300'),
      ratio: new Decimal('1.0358'),
      takenAt: `${day}T00:00:00.100Z`,
    };
    const proof: InclusionProof = {
      asset: 'USDT',
      day,
      userId: 1,
      salt: 's0',
      balance: new Decimal('1234.5'),
      path: sumTreePath(levels, 0),
      root,
    };
    return { snapshot, proof };
  };

  it('checks the reserves: each ratio recomputed, and with --user each balance included', async () => {
    const { snapshot, proof } = await reservesOf();
    const hash = `${snapshot.root.hash.slice(0, 12)}…`;
    const published = `USDT on 2026-11-27: users hold 1255 (3 holders, root ${hash}), declared reserves 1300, ratio 1.0358`;
    expect(await run([], [], ['reserves'], { snapshots: [snapshot], mine: [] })).toEqual({
      code: 0,
      stdout: `✓ ${published}\n`,
      stderr: '',
    });
    const mine = await run([], [], ['reserves', '--user', 'ada'], { snapshots: [snapshot], mine: [proof] });
    expect(mine.code).toBe(0);
    expect(mine.stdout).toContain(
      `✓ your balance of 1234.5 USDT is included in the published total 1255 USDT (root ${hash})`,
    );
    // A balance changed, a ratio that does not recompute, a sign-in refused, nothing published.
    const forged = await run([], [], ['reserves', '--user', 'ada'], {
      snapshots: [snapshot],
      mine: [{ ...proof, balance: new Decimal('1235.5') }],
    });
    expect(forged.code).toBe(1);
    expect(forged.stdout).toContain(
      'your balance of 1235.5 USDT is NOT included: its path leads to another root hash',
    );
    const flattering = await run([], [], ['reserves'], {
      snapshots: [{ ...snapshot, ratio: new Decimal('1.2') }],
      mine: [],
    });
    expect(flattering.stdout).toContain('ratio 1.2: recomputed, the ratio is 1.0358');
    expect((await run([], [], ['reserves', '--user', 'bo'])).stderr).toContain('signing in as bo: refused');
    expect((await run([], [], ['reserves'], { snapshots: [], mine: [] })).stdout).toBe(
      '✗ no proof-of-reserves snapshot is published yet\n',
    );
  });
});

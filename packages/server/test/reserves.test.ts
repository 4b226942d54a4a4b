import { Decimal, type InclusionProof, reserveRatio, verifyInclusion } from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { snapshotReserves, utcDay } from '../src/contexts/proofs/index.js';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { eventually } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const DAY_MS = 86_400_000;

interface WireSnapshot {
  asset: string;
  day: string;
  root: { hash: string; sum: string };
  leaves: number;
  reserves: string;
  ratio: string | null;
  taken_at: string;
}

interface WireProof {
  asset: string;
  day: string;
  user_id: number;
  salt: string;
  balance: string;
  path: { hash: string; sum: string; side: 'left' | 'right' }[];
  root: { hash: string; sum: string };
}

const proofOf = (wire: WireProof): InclusionProof => ({
  asset: wire.asset,
  day: wire.day,
  userId: wire.user_id,
  salt: wire.salt,
  balance: new Decimal(wire.balance),
  path: wire.path.map((step) => ({ ...step, sum: new Decimal(step.sum) })),
  root: { hash: wire.root.hash, sum: new Decimal(wire.root.sum) },
});

/** Users' total holding of each asset and the declared reserves, straight from the ledger. */
const ledgerTotals = async (h: Harness) => {
  const { rows } = await sql<{ asset: string; liabilities: string; reserves: string }>`
    select asset,
      coalesce(sum(available + frozen) filter (where user_id is not null), 0)::text as liabilities,
      (-coalesce(sum(available + frozen) filter (where platform in ('deposits', 'withdrawals')), 0))::text as reserves
    from ledger_accounts group by asset`.execute(h.server.database);
  return new Map(rows.map((row) => [row.asset, row]));
};

describeOnEachDatabase('proof of reserves', (h) => {
  const holder = async (deposits: Record<string, string>) => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    for (const [asset, amount] of Object.entries(deposits))
      await walletOf(h.api).deposit(email, asset, amount);
    return { email, token };
  };
  const mine = async (token: string) =>
    ((await h.api.get('/proofs/reserves/mine', {}, { token })).body.message as WireProof[]).map(proofOf);
  /** Moves the clock to the next day and waits for its snapshot, taken on the next tick. */
  const nextDaysSnapshot = async () => {
    h.clock.advanceToNextUtcHour(0);
    const day = utcDay(h.clock.now());
    return eventually(
      async () => (await h.api.get('/proofs/reserves')).body.message as WireSnapshot[],
      (snapshots) => snapshots[0]?.day === day,
      `the snapshot of ${day}`,
    );
  };

  it('publishes each asset’s liabilities root, total and declared reserves, and proves every holder included', async () => {
    const ada = await holder({ USDT: '1234.5', BTC: '0.25' });
    const bo = await holder({ USDT: '20' });
    const snapshots = await nextDaysSnapshot();
    const totals = await ledgerTotals(h);
    for (const snapshot of snapshots) {
      const ledger = totals.get(snapshot.asset);
      expect(new Decimal(snapshot.root.sum).toFixed(), snapshot.asset).toBe(
        new Decimal(ledger?.liabilities ?? 0).toFixed(),
      );
      expect(new Decimal(snapshot.reserves).toFixed()).toBe(new Decimal(ledger?.reserves ?? 0).toFixed());
      expect(snapshot.ratio).toBe(
        reserveRatio({ reserves: snapshot.reserves, liabilities: snapshot.root.sum })?.toFixed() ?? null,
      );
    }
    const adas = await mine(ada.token);
    expect(adas.map((proof) => [proof.asset, proof.balance.toFixed()])).toEqual([
      ['BTC', '0.25'],
      ['USDT', '1234.5'],
    ]);
    for (const proof of [...adas, ...(await mine(bo.token))]) {
      const published = snapshots.find((snapshot) => snapshot.asset === proof.asset);
      expect(proof.root.hash).toBe(published?.root.hash);
      expect(await verifyInclusion(proof)).toMatchObject({ included: true });
    }
    // Someone who held nothing has nothing to prove; the public call needs no login.
    const none = await holder({});
    expect(await mine(none.token)).toEqual([]);
    // A user's proofs need their login (999: sign in).
    expect((await h.api.get('/proofs/reserves/mine')).body).toMatchObject({ type: 999 });
  });

  it('announces the day’s chain heads and roots once, in the notices', async () => {
    await holder({ USDT: '5' });
    const snapshots = await nextDaysSnapshot();
    const day = snapshots[0]?.day ?? '';
    const notices = await eventually(
      async () =>
        (await h.api.post('/news/list', { c_id: '4', limit: '50' })).body.message.data as {
          id: number;
          title: string;
        }[],
      (list) => list.some((notice) => notice.title === `Proofs of ${day}: archive heads and reserves`),
      'the notice',
    );
    const notice = notices.filter((item) => item.title.startsWith(`Proofs of ${day}`));
    expect(notice).toHaveLength(1);
    const detail = (await h.api.post('/news/detail', { id: String(notice[0]?.id) })).body.message as {
      html: string;
    };
    const usdt = snapshots.find((snapshot) => snapshot.asset === 'USDT');
    expect(detail.html).toContain(usdt?.root.hash);
    expect(detail.html).toContain('Settlement archive');
    expect(detail.html).toContain('Tick archive');
  });

  it('shows a balance changed in the stored snapshot: the holder’s proof and the others’ fail', async () => {
    const ada = await holder({ USDT: '300' });
    const bo = await holder({ USDT: '40' });
    await nextDaysSnapshot();
    const [adasBefore] = await mine(ada.token);
    if (adasBefore === undefined) throw new Error('no proof');
    expect(await verifyInclusion(adasBefore)).toMatchObject({ included: true });
    const user = adasBefore.userId;
    await sql`update reserve_leaves set balance = balance + 1
      where user_id = ${user} and asset = 'USDT' and day = ${adasBefore.day}`.execute(h.server.database);
    const [adas] = await mine(ada.token);
    const [bos] = await mine(bo.token);
    if (adas === undefined || bos === undefined) throw new Error('no proof');
    expect(await verifyInclusion(adas)).toEqual({ included: false, reason: 'root_hash' });
    expect(await verifyInclusion(bos)).toMatchObject({ included: false });
  });

  it('takes a day’s snapshot once under hundreds of takers at once', async () => {
    await holder({ USDT: '7', BTC: '0.001' });
    const at = new Date(h.clock.now().getTime() + 30 * DAY_MS);
    const day = utcDay(at);
    const takers = await Promise.all(
      Array.from({ length: 200 }, () => snapshotReserves(h.server.database)(at)),
    );
    expect(takers.filter(Boolean)).toHaveLength(1);
    const { rows } = await sql<{ asset: string; leaves: number; stored: string }>`
      select s.asset, s.leaves, (select count(*) from reserve_leaves l where l.day = s.day and l.asset = s.asset)::text as stored
      from reserve_snapshots s where s.day = ${day}`.execute(h.server.database);
    const totals = await ledgerTotals(h);
    expect(rows.map((row) => row.asset).sort()).toEqual([...totals.keys()].sort());
    for (const row of rows) expect(Number(row.stored)).toBe(row.leaves);
  });
});

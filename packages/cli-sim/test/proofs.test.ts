import { Decimal } from '@tessera/core';
import { type RunningServer, startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, SERVER_START_MS, scenario } from './cli.js';

describe('scenarios/proofs.yaml and tessera-sim verify against a server', () => {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logger: false,
      operatorKey: 'test-operator-key',
      clockMode: 'simulated',
    });
  }, SERVER_START_MS);
  afterAll(() => running?.close());
  const server = (): RunningServer => {
    if (running === undefined) throw new Error('the suite’s server has not started');
    return running;
  };

  it(
    'settles three options, verifies both archives, then names a settlement and a tick changed in the database',
    async () => {
      const played = await cli([
        'run',
        scenario('proofs'),
        '--server',
        server().url,
        '--operator-key',
        'test-operator-key',
      ]);
      expect(played.stderr).toBe('');
      // The three options, and the operator's two actions (the deposit and the clock's advance).
      expect(played.stdout).toMatch(/5 settlement records checked \(#1–#5\): every hash and link holds/);
      expect(played.stdout).toMatch(/\d+ tick records checked \(#1–#\d+\): every hash and link holds/);
      expect(played.stdout).toMatch(
        /your balance of [\d.]+ USDT is included in the published total [\d.]+ USDT \(root [0-9a-f]{12}…\)/,
      );
      expect(played.stdout).toMatch(/✓ proofs: all 16 steps passed in /);
      expect(played.code).toBe(0);
      const user = /register username (proofs\d+)/.exec(played.stdout)?.[1] ?? '';

      // The same from the command line, signed in as the user; then a balance changed in the
      // stored snapshot is not included any more.
      const signIn = ['verify', 'reserves', '--user', user, '--server', server().url];
      const reserves = await cli(signIn, { TESSERA_PASSWORD: 'correct-horse-7' });
      expect(reserves).toMatchObject({ code: 0, stderr: '' });
      expect(reserves.stdout).toMatch(/^✓ USDT on \d{4}-\d\d-\d\d: users hold [\d.]+ \(\d+ holders?, root /m);
      expect(reserves.stdout).toMatch(/^✓ your balance of [\d.]+ USDT is included in the published total/m);
      const db = server().database;
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', user)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('reserve_leaves')
        .set((eb) => ({ balance: eb('balance', '+', '1') }))
        .where('user_id', '=', id)
        .where('asset', '=', 'USDT')
        .execute();
      const forged = await cli(signIn, { TESSERA_PASSWORD: 'correct-horse-7' });
      expect(forged.code).toBe(1);
      expect(forged.stdout).toMatch(
        /✗ your balance of [\d.]+ USDT is NOT included: its path leads to another root hash/,
      );

      const settlements = await cli(['verify', 'settlements', '--server', server().url]);
      expect(settlements).toMatchObject({ code: 0, stderr: '' });
      expect(settlements.stdout).toMatch(
        /^✓ 5 settlement records checked .*; head: 5 records, hash [0-9a-f]{64}\n$/,
      );

      const victim = await db
        .selectFrom('settlement_archive')
        .select(['seq', 'ref', 'result'])
        .where('product', '=', 'options')
        .orderBy('seq')
        .offset(1)
        .limit(1)
        .executeTakeFirstOrThrow();
      const seq = Number(victim.seq);
      await db
        .updateTable('settlement_archive')
        .set({ result: { ...victim.result, payout: '1000' } })
        .where('ref', '=', victim.ref)
        .execute();
      const tampered = await cli(['verify', 'settlements', '--server', server().url]);
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toContain(
        `✗ settlement record #${seq} (${victim.ref}) is wrong (${seq - 1} checked before it held):`,
      );
      expect(tampered.stdout).toMatch(
        / {2}- its hash is broken: its fields hash to [0-9a-f]{64}, it says [0-9a-f]{64}\n/,
      );
      expect(tampered.stdout).toMatch(/ {2}- payout: recorded "1000", recomputed "[\d.]+"\n/);
      // From the record after it on, the chain still holds.
      const after = String(seq + 1);
      expect(await cli(['verify', 'settlements', '--from', after, '--server', server().url])).toMatchObject({
        code: 0,
      });

      const tick = await db
        .selectFrom('tick_archive')
        .select(['seq', 'tick_id', 'price'])
        .where('seq', '=', 5)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('tick_archive')
        .set({ price: new Decimal(tick.price).plus(1).toFixed() })
        .where('seq', '=', tick.seq)
        .execute();
      const ticks = await cli(['verify', 'ticks', '--server', server().url]);
      expect(ticks.code).toBe(1);
      expect(ticks.stdout).toContain(`✗ tick record #5 (tick ${tick.tick_id}, `);
      expect(ticks.stdout).toMatch(/ {2}- its hash is broken: /);
    },
    SERVER_START_MS,
  );
});

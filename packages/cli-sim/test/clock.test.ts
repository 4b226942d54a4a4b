import { startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, fixture, SERVER_START_MS } from './cli.js';

const SECOND = 1000;
/** 90 s + 30 min + 24 h + 7 d, the moves of fixtures/clock.yaml. */
const FIXTURE_MOVES_MS = (90 + 30 * 60 + 24 * 3600 + 7 * 86_400) * SECOND;

/** The time a line of output names, e.g. "now 2026-11-30T10:00:00.000Z". */
const timesIn = (text: string): number[] =>
  [...text.matchAll(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g)].map((match) => Date.parse(match[0]));

describe('advance steps against the embedded server', () => {
  it(
    'run on its simulated clock',
    async () => {
      const startedAt = Date.now();
      const { code, stdout, stderr } = await cli(['run', fixture('clock')]);
      expect(stderr).toBe('');
      expect(stdout).toContain('(a database of its own, simulated clock)');
      expect(stdout).toMatch(/✓ 1\/4 advance the clock 90s .* {2}now \d{4}-/);
      expect(stdout).toMatch(/✓ 4\/4 advance the clock 7d /);
      const last = timesIn(stdout).at(-1) ?? 0;
      expect(last - startedAt).toBeGreaterThanOrEqual(FIXTURE_MOVES_MS);
      expect(last - Date.now()).toBeLessThanOrEqual(FIXTURE_MOVES_MS);
      expect(code).toBe(0);
    },
    SERVER_START_MS,
  );
});

describe('the clock of a running server', () => {
  let simulated: Awaited<ReturnType<typeof startServer>>;
  let real: Awaited<ReturnType<typeof startServer>>;
  const options = { port: 0, host: '127.0.0.1', dataDir: 'memory://', operatorKey: 'test-operator-key' };
  const targetOf = (server: typeof real) => ['--server', server.url, '--operator-key', server.operatorKey];

  beforeAll(async () => {
    simulated = await startServer({ ...options, clockMode: 'simulated' });
    real = await startServer(options);
  }, 2 * SERVER_START_MS);
  afterAll(async () => {
    await simulated?.close();
    await real?.close();
  });

  it('moves with `operator clock advance` and with scenario steps', async () => {
    const before = Date.now();
    const advanced = await cli(['operator', 'clock', 'advance', '24h', ...targetOf(simulated)]);
    expect(advanced.code).toBe(0);
    expect(advanced.stdout).toMatch(/^✓ advanced the clock 24h: the server's time is now \S+Z\n$/);
    expect((timesIn(advanced.stdout)[0] ?? 0) - before).toBeGreaterThanOrEqual(86_400 * SECOND);

    const played = await cli(['run', fixture('clock'), ...targetOf(simulated)]);
    expect(played.stdout).toMatch(/✓ clock: all 4 steps passed/);
    expect((timesIn(played.stdout).at(-1) ?? 0) - before).toBeGreaterThanOrEqual(
      86_400 * SECOND + FIXTURE_MOVES_MS,
    );
  });

  it('says when the server has no simulated clock', async () => {
    const refused = await cli(['operator', 'clock', 'advance', '24h', ...targetOf(real)]);
    expect(refused).toMatchObject({
      code: 1,
      stderr: '✗ advancing the clock 24h failed: Rejected SHARED.NOT_FOUND "Not found"\n',
    });
    const played = await cli(['run', fixture('clock'), ...targetOf(real)]);
    expect(played.code).toBe(1);
    expect(played.stdout).toContain(
      'the server has no simulated clock to advance (start it with CLOCK=simulated)',
    );
  });
});

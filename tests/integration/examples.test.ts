/**
 * The examples in `examples/` run as their READMEs say, against an embedded server.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser, USER_PASSWORD } from '../support/users.js';

const OPERATOR_KEY = 'examples-test-operator-key-0123456789';
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));

describe('examples', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: 'memory://', tickMs: 200, operatorKey: OPERATOR_KEY });
  });
  afterAll(async () => {
    await server.close();
  });

  it('node-bot: signs in, reads a price, places a limit order and cancels it', async () => {
    const user = await registeredUser(server.url, OPERATOR_KEY, { prefix: 'bot', deposits: { USDT: '100' } });
    const { stdout } = await promisify(execFile)('node', ['bot.mjs'], {
      cwd: `${examples}node-bot`,
      env: { ...process.env, TESSERA_URL: server.url, TESSERA_USER: user, TESSERA_PASSWORD: USER_PASSWORD },
      timeout: 60_000,
    });
    expect(stdout).toContain(`signed in as ${user}`);
    expect(stdout).toMatch(/BTC\/USDT last \d+(\.\d+)?/);
    const placed = /placed #(\d+): buy [\d.]+ BTC at [\d.]+ \(open\)/.exec(stdout);
    expect(placed).not.toBeNull();
    expect(stdout).toContain(`open orders: #${placed?.[1]}`);
    expect(stdout).toContain(`cancelled #${placed?.[1]} (cancelled)`);
    expect(stdout).toContain('signed out');
  });
});

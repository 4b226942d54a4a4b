/**
 * The examples in `examples/` run as their READMEs say, against an embedded server.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createExchange } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
    const user = `bot${Date.now().toString(36)}`;
    const password = 'bot-password-9';
    const ex = createExchange({ baseUrl: server.url, operatorKey: OPERATOR_KEY });
    await ex.session.register({
      type: 'username',
      user_string: user,
      password,
      re_password: password,
      extension_code: 'TESSERA',
    });
    await ex.wallet.operatorConfirmDeposit({
      user,
      currency: 'USDT',
      amount: '100',
      reference: `bot-${user}`,
    });
    ex.close();

    const { stdout } = await promisify(execFile)('node', ['bot.mjs'], {
      cwd: `${examples}node-bot`,
      env: { ...process.env, TESSERA_URL: server.url, TESSERA_USER: user, TESSERA_PASSWORD: password },
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

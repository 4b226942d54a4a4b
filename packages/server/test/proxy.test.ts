/**
 * Behind a proxy the server believes `X-Forwarded-For` only from the proxies TRUST_PROXY names:
 * otherwise every client behind it would share the proxy's budgets, and a client talking to the
 * server directly could pick any address it likes.
 */
import { type RunningServer, startServer } from '@tessera/server';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

const failedLoginFrom = async (server: RunningServer, forwardedFor: string) => {
  await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ user_string: 'nobody-here', password: 'wrong-password-1' }),
  });
  const { rows } = await sql<{
    key: string;
  }>`select key from rate_limits where key like 'password:address:%'`.execute(server.database);
  return rows.map((row) => row.key);
};

describe('the client address behind a proxy', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('is the forwarded one when the peer is a trusted proxy', async () => {
    server = await startServer({ port: 0, dataDir: 'memory://', tickMs: 3_600_000, trustProxy: '127.0.0.1' });
    expect(await failedLoginFrom(server, '203.0.113.7')).toEqual(['password:address:203.0.113.7']);
  });

  it('is the socket peer when no proxy is trusted, whatever the header says', async () => {
    server = await startServer({ port: 0, dataDir: 'memory://', tickMs: 3_600_000 });
    expect(await failedLoginFrom(server, '203.0.113.7')).toEqual(['password:address:127.0.0.1']);
  });
});

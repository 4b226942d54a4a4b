import { createHttpClient, memoryStorage } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import * as E from 'fp-ts/lib/Either.js';
import { type Bench, latencyFigures, sampleFor } from '../bench.js';

const PASSWORD = 'bench-password-7';
const WARMUP = 5;

/**
 * Sequential logins over real HTTP against an embedded server (in-memory PGlite): each round trip
 * includes the password hash check, which is meant to be slow (Argon2id/scrypt at OWASP's
 * parameters), the session insert and the envelope decoding.
 */
export const httpLogin: Bench = {
  name: 'http-login',
  summary: 'POST /api/user/login round trip through the http-adapter, sequential',
  run: async () => {
    const starting = performance.now();
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logger: false,
      operatorKey: 'bench-operator-key',
    });
    const startupMs = performance.now() - starting;
    try {
      const client = createHttpClient({ baseUrl: server.url, storage: memoryStorage() });
      const user = `bench_${Date.now().toString(36)}`;
      const registered = await client.register({
        user_string: user,
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: 'TESSERA',
        type: 'username',
      })();
      if (E.isLeft(registered)) throw new Error(`register failed: ${JSON.stringify(registered.left)}`);
      const login = async () => {
        const result = await client.login({ user_string: user, password: PASSWORD })();
        if (E.isLeft(result)) throw new Error(`login failed: ${JSON.stringify(result.left)}`);
      };
      await sampleFor(login, { budgetMs: 5_000, maxRuns: WARMUP });
      const samples = await sampleFor(login, { budgetMs: 15_000, maxRuns: 300 });
      const total = samples.reduce((sum, x) => sum + x, 0);
      return [
        { label: 'logins', value: samples.length, unit: '' },
        ...latencyFigures(samples),
        { label: 'throughput', value: (samples.length / total) * 1000, unit: 'logins/s' },
        { label: 'server start (untimed)', value: startupMs, unit: 'ms' },
      ];
    } finally {
      await server.close();
    }
  },
};

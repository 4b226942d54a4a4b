import { startServer } from '@tessera/server';
import { UNREACHED_REQUEST_BUDGET } from '../../support/request-budget.js';
import { type Bench, latencyFigures, sampleFor } from '../bench.js';
import { benchUser } from './bench-user.js';

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
      requestBudget: UNREACHED_REQUEST_BUDGET,
    });
    const startupMs = performance.now() - starting;
    try {
      const { login } = await benchUser(server.url);
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

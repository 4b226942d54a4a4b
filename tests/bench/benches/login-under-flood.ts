import { createHttpClient, memoryStorage } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import * as E from 'fp-ts/lib/Either.js';
import { type Bench, type Figure, sampleFor } from '../bench.js';

const PASSWORD = 'bench-password-7';
const LOGINS = 10;
const FLOOD = 400;

const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/**
 * Issue 7's flood: 400 parallel sign-ups of a taken name and 400 parallel wrong logins, all from
 * one address, while a person signs in from the same address through the app's client (which
 * solves the proof-of-work challenge the spent address budget brings). Figures: that person's
 * sign-in time without the flood (the baseline) and during it, and how the flood was answered.
 */
export const loginUnderFlood: Bench = {
  name: 'login-under-flood',
  summary: 'a normal sign-in, idle and during 800 hostile requests from its own address',
  run: async () => {
    const server = await startServer({ port: 0, dataDir: 'memory://', operatorKey: 'bench-operator-key' });
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
      const idle = await sampleFor(login, { budgetMs: 20_000, maxRuns: LOGINS });

      const post = (path: string, body: Record<string, string>) =>
        fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      const floodStarted = performance.now();
      const flood = Promise.all([
        ...Array.from({ length: FLOOD }, () =>
          post('/user/register', {
            type: 'username',
            user_string: user,
            password: PASSWORD,
            re_password: PASSWORD,
            extension_code: 'TESSERA',
          }),
        ),
        ...Array.from({ length: FLOOD }, (_, i) =>
          post('/user/login', { user_string: `nobody-${i}`, password: 'wrong-password' }),
        ),
      ]).then((statuses) => ({ statuses, ms: performance.now() - floodStarted }));
      const during = await sampleFor(login, { budgetMs: 60_000, maxRuns: LOGINS });
      const answered = await flood;
      const statuses: Figure[] = [200, 429, 503].map((status) => ({
        label: `flood answered ${status}`,
        value: answered.statuses.filter((s) => s === status).length,
        unit: 'requests',
      }));
      return [
        { label: 'sign-in median, idle (baseline)', value: median(idle), unit: 'ms' },
        { label: 'sign-in median, during the flood', value: median(during), unit: 'ms' },
        { label: 'sign-in slowest, during the flood', value: Math.max(...during), unit: 'ms' },
        { label: 'flood answered in', value: answered.ms, unit: 'ms' },
        ...statuses,
      ];
    } finally {
      await server.close();
    }
  },
};

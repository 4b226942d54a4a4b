import type { ServerConfig } from '@tessera/server';
import { type Bench, type Figure, sampleFor } from '../bench.js';
import { benchUser } from './bench-user.js';
import { databases, serverThread } from './server-thread.js';

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
 * sign-in time without the flood (the baseline) and during it, and how the flood was answered,
 * on each database.
 */
export const loginUnderFlood: Bench = {
  name: 'login-under-flood',
  summary: 'a normal sign-in, idle and during 800 hostile requests from its own address',
  run: async () => {
    const figures: Figure[] = [];
    for (const database of databases()) {
      const measured = await floodOn(database.config).finally(database.cleanUp);
      figures.push(...measured.map((figure) => ({ ...figure, label: `${database.name}: ${figure.label}` })));
    }
    return figures;
  },
};

const floodOn = async (database: Partial<ServerConfig>): Promise<Figure[]> => {
  const server = await serverThread({ port: 0, operatorKey: 'bench-operator-key', ...database });
  try {
    const { user, password, login } = await benchUser(server.url);
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
          password,
          re_password: password,
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
};

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ServerConfig } from '@tessera/server';
import pg from 'pg';
import { UNREACHED_REQUEST_BUDGET } from '../../support/request-budget.js';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL names one (a throwaway schema). */
export const databases = (): {
  name: string;
  config: Partial<ServerConfig>;
  cleanUp: () => Promise<void>;
}[] => {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const embedded = { name: 'PGlite', config: { dataDir: 'memory://' }, cleanUp: async () => {} };
  if (!url) return [embedded];
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const cleanUp = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  };
  return [embedded, { name: 'PostgreSQL', config: { databaseUrl: url, schema }, cleanUp }];
};

/**
 * A server on a thread of its own: the bench's client work (proof of work, request loops) does not
 * share the server's event loop.
 */
export const serverThread = async (config: Partial<ServerConfig>) => {
  const worker = new Worker(new URL('./server-worker.mjs', import.meta.url), {
    workerData: { requestBudget: UNREACHED_REQUEST_BUDGET, ...config },
  });
  const [started] = (await once(worker, 'message')) as [{ url: string }];
  return {
    url: started.url,
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
};

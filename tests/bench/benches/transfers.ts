import {
  CLIENTS,
  DURATION_MS,
  fundedUser,
  httpJsonClient,
  json,
  loops,
  OPERATOR_KEY,
  perSecond,
} from '../api-load.js';
import { type Bench, type Figure, latencyFigures } from '../bench.js';
import { databases, serverThread } from './server-thread.js';

const transfersOn = async (config: object): Promise<Figure[]> => {
  const server = await serverThread({ port: 0, operatorKey: OPERATOR_KEY, ...config });
  const client = httpJsonClient(server.url);
  try {
    const tokens = (await Promise.all(Array.from({ length: CLIENTS }, (_, i) => fundedUser(client, i)))).map(
      (user) => user.token,
    );
    // The floor: an authenticated read that touches the database once, at the same concurrency.
    const reads = await loops(async (user) => {
      await json(client, '/wallet/hzhistory?limit=1', { token: tokens[user] });
    });
    const transferLoop = (keyed: boolean) =>
      loops(async (user, round) => {
        const outward = round % 2 === 0;
        await json(client, '/wallet/change', {
          token: tokens[user],
          ...(keyed ? { idempotencyKey: `bench-${keyed}-${user}-${round}-${Date.now()}` } : {}),
          body: {
            currency_id: '3',
            number: '1.5',
            from_field: outward ? 'balance' : 'futures',
            to_field: outward ? 'futures' : 'balance',
          },
        });
      });
    const transfers = await transferLoop(false);
    // As the app sends them: each with an Idempotency-Key, claimed and answered in the transaction.
    const keyedTransfers = await transferLoop(true);
    const audit = (await json(client, '/operator/audit', { operator: true })) as {
      ok: boolean;
      journals: number;
    };
    if (!audit.ok) throw new Error(`the audit failed after the bench: ${JSON.stringify(audit)}`);
    return [
      { label: 'transfers/s', value: perSecond(transfers), unit: '' },
      { label: 'transfers/s with an Idempotency-Key', value: perSecond(keyedTransfers), unit: '' },
      { label: 'baseline: reads/s (one query, same clients)', value: perSecond(reads), unit: '' },
      ...latencyFigures(transfers)
        .filter((f) => f.label === 'p50' || f.label === 'p95')
        .map((f) => ({ ...f, label: `transfer ${f.label}` })),
      { label: 'audit after the run passes, journals', value: audit.journals, unit: '' },
    ];
  } finally {
    client.close();
    await server.close();
  }
};

/**
 * Transfers between a user's accounts through HTTP, 16 clients at once for 8 s, with the audit
 * checked afterwards; beside them, the rate of a one-query read at the same concurrency, the floor
 * HTTP, sessions and the database set before any ledger work.
 */
export const transfers: Bench = {
  name: 'transfers',
  summary: `ledger transfers over HTTP, ${CLIENTS} concurrent clients for ${DURATION_MS / 1000} s, audit after`,
  run: async () => {
    const figures: Figure[] = [];
    for (const database of databases()) {
      const measured = await transfersOn(database.config).finally(database.cleanUp);
      figures.push(...measured.map((figure) => ({ ...figure, label: `${database.name}: ${figure.label}` })));
    }
    return figures;
  },
};

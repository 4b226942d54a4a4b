import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { type Bench, type Figure, latencyFigures } from '../bench.js';
import { httpJsonClient } from '../http-json.js';
import { databases, serverThread } from './server-thread.js';

/** Concurrent clients, each a user of its own moving money between two of their accounts. */
const CLIENTS = 16;
const DURATION_MS = 8_000;
const OPERATOR_KEY = 'bench-operator-key';

type Client = ReturnType<typeof httpJsonClient>;

/** Calls the API and answers the message of an `ok` answer; anything else stops the bench. */
const json = async (
  client: Client,
  path: string,
  init: { body?: unknown; token?: string; operator?: boolean; idempotencyKey?: string } = {},
) => {
  const { body } = (await client.call(`/api${path}`, {
    body: init.body,
    headers: {
      ...(init.token === undefined ? {} : { authorization: init.token }),
      ...(init.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: init.idempotencyKey }),
      ...(init.operator ? { 'operator-key': OPERATOR_KEY } : {}),
    },
  })) as { body: { type: unknown; message: unknown } };
  if (body.type !== 'ok') throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.message;
};

/** A signed-in user with 1,000,000 USDT in the balance account. */
const fundedUser = async (client: Client, index: number): Promise<string> => {
  const name = `bench${Date.now().toString(36)}x${index}`;
  const password = 'bench-password-7';
  await json(client, '/user/register', {
    body: { type: 'username', user_string: name, password, re_password: password, extension_code: 'TESSERA' },
  });
  await json(client, '/operator/deposits/confirm', {
    body: { user: name, currency: 'USDT', amount: '1000000', reference: `bench-${name}` },
    operator: true,
  });
  return String(await json(client, '/user/login', { body: { user_string: name, password } }));
};

/** Runs `CLIENTS` loops of `call` for `DURATION_MS`; answers each call's duration. */
const loops = async (call: (user: number, round: number) => Promise<void>): Promise<number[]> => {
  const samples: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, user) => {
      for (let round = 0; performance.now() < deadline; round++) {
        const started = performance.now();
        await call(user, round);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
};

const transfersOn = async (config: object): Promise<Figure[]> => {
  const server = await serverThread({ port: 0, operatorKey: OPERATOR_KEY, ...config });
  const client = httpJsonClient(server.url);
  try {
    const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => fundedUser(client, i)));
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
    const perSecond = (samples: readonly number[]) => (samples.length * 1000) / DURATION_MS;
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

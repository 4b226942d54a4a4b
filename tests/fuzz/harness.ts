import { contract, type Endpoint } from '@tessera/contract';
import { createExchange } from '@tessera/http-adapter';
import type { RunningServer } from '@tessera/server';
import fc from 'fast-check';
import { sql } from 'kysely';
import { registeredUser, USER_PASSWORD } from '../support/users.js';
import { asText, type HostileRequest, hostileRequest, jsonText, refusedByCodec } from './hostile.js';

/**
 * Sends hostile requests, derived from the contract, to every endpoint of a running server and
 * checks each answer and the server's state. `pnpm fuzz` runs it long; the integration test runs a
 * bounded number per endpoint.
 */
export interface FuzzReport {
  readonly requests: number;
  readonly endpoints: number;
  /** How many answers had each HTTP status (0: an oversized request's connection was reset). */
  readonly statuses: Readonly<Record<number, number>>;
  /** What went wrong: a 5xx, an accepted request, a message missing or not translated. */
  readonly problems: readonly string[];
  /** Tables whose row count changed, and whether the audit still passes. */
  readonly stateChanges: readonly string[];
}

/** Languages written in scripts other than Latin: their messages must not be plain ASCII. */
const NON_LATIN = new Set(['zh', 'hk', 'jp', 'kor', 'th']);
const MOST_MESSAGE_CHARS = 1_000;
const IN_FLIGHT = 8;
/**
 * Past this, a request is over a limit (Node reads 16 KB of address and headers, the server 32 KB
 * of body): it is answered 431 or 413 and the connection closed, possibly while it is still being
 * sent, which the client sees as a reset.
 */
const OVERSIZED_CHARS = 16 * 1024;
const POLLUTION_FIELDS = [
  ['__proto__', '{"isAdmin":true}'],
  ['constructor[prototype][polluted]', '1'],
] as const;

type Database = RunningServer['database'];

/**
 * Tables the server trims on its own schedule: rate-limit counters expire, and the sweeper (every
 * 10 minutes) deletes them, so a long run sees them shrink whatever it sent. What they count is
 * the throttling tests' business.
 */
const SWEPT_TABLES = ['rate_limits'];

/** The number of rows of every table of the server's schema, but the swept ones. */
export const rowCounts = async (db: Database): Promise<Record<string, number>> => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name <> all(${SWEPT_TABLES}::text[]) order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
};

/** A signed-in user of the server's, for the requests that carry a valid token. */
const fuzzUserToken = async (server: RunningServer): Promise<string> => {
  const user = await registeredUser(server.url, server.operatorKey, { prefix: 'fuzz' });
  const answer = await createExchange({ baseUrl: server.url }).session.login({
    user_string: user,
    password: USER_PASSWORD,
  });
  // A new user has no second factor, so the answer is the token.
  if (typeof answer !== 'string') throw new Error('the fuzz user was asked for a second factor');
  return answer;
};

const send = (server: RunningServer, endpoint: Endpoint, request: HostileRequest, token: string) => {
  const url = new URL(`${server.url}/api${endpoint.path}`);
  const headers: Record<string, string> = { lang: request.language };
  if (request.auth === 'user' || request.auth === 'both') headers.Authorization = token;
  if (request.auth === 'operator' || request.auth === 'both') headers['Operator-Key'] = server.operatorKey;
  const textFields = [
    ...Object.entries(request.fields).map(([key, value]) => [key, asText(value)] as const),
    ...(request.pollution ? POLLUTION_FIELDS : []),
  ];
  if (endpoint.method === 'GET') {
    for (const [key, value] of textFields) url.searchParams.append(key, value);
    return fetch(url, { headers });
  }
  if (request.transport === 'json') {
    return fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: jsonText(request),
    });
  }
  if (request.transport === 'form')
    return fetch(url, {
      method: 'POST',
      headers,
      body: new URLSearchParams(textFields.map(([key, value]) => [key, value])),
    });
  const form = new FormData();
  for (const [key, value] of textFields) form.append(key, value);
  form.append('file', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
  return fetch(url, { method: 'POST', headers, body: form });
};

/** About how many bytes the request sends: its query, percent-encoded, or its body. */
const sentSize = (endpoint: Endpoint, request: HostileRequest): number =>
  endpoint.method === 'GET'
    ? new URLSearchParams(
        Object.entries(request.fields).map(([key, value]) => [key, asText(value)]),
      ).toString().length
    : Buffer.byteLength(jsonText(request));

/** A failed fetch with its cause (undici's error says what happened to the connection). */
const failureText = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause === undefined
    ? String(error)
    : `${String(error)}: ${String(cause)} ${String(cause.code ?? '')}`.trim();
};

/** What is wrong with one answer, if anything. */
const judge = async (response: Response, request: HostileRequest): Promise<string | undefined> => {
  if (response.status >= 500) return `HTTP ${response.status}`;
  const text = await response.text();
  let body: { type?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `HTTP ${response.status} answered without an envelope: ${text.slice(0, 80)}`;
  }
  if (body.type === 'ok') return 'accepted a request its codec refuses';
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'an error without a message';
  if (body.message.length > MOST_MESSAGE_CHARS) return `a message of ${body.message.length} characters`;
  // A 431 comes from Node's parser, which could not read the request, its language included.
  const languageKnown = response.status !== 431;
  if (languageKnown && NON_LATIN.has(request.language) && /^[\x20-\x7e]*$/.test(body.message)) {
    return `an untranslated message in ${request.language}: ${body.message}`;
  }
  return undefined;
};

/**
 * Sends `runsPerEndpoint` hostile requests (those the codec refuses) to each endpoint, `IN_FLIGHT`
 * at a time, then compares the row counts and the audit with those before.
 */
export const fuzzContract = async (
  server: RunningServer,
  {
    runsPerEndpoint,
    seed,
    only,
  }: {
    readonly runsPerEndpoint: number;
    readonly seed: number;
    /** Only these endpoints (by contract name), to replay what a long run found; all when absent. */
    readonly only?: readonly string[] | undefined;
  },
): Promise<FuzzReport> => {
  // Everything is drawn before the first request: drawing is synchronous and takes a minute on a
  // long run, and a connection left idle over it was closed by the server's keep-alive timer in
  // the same event loop just as the next request went out on it (a reset that no client of a
  // server in another process sees).
  const endpoints = (Object.entries(contract) as [string, Endpoint][]).filter(
    ([name]) => only === undefined || only.includes(name),
  );
  const drawn = endpoints.flatMap(([name, endpoint]) =>
    fc
      .sample(hostileRequest(endpoint), { numRuns: runsPerEndpoint * 3, seed })
      .filter((request) => refusedByCodec(endpoint, request))
      .slice(0, runsPerEndpoint)
      .map((request) => ({ name, endpoint, request })),
  );
  const token = await fuzzUserToken(server);
  const before = await rowCounts(server.database);
  const statuses: Record<number, number> = {};
  const problems: string[] = [];
  const work = drawn.map(({ name, endpoint, request }) => async () => {
    const response = await send(server, endpoint, request, token).catch((error: unknown) => error);
    if (!(response instanceof Response)) {
      // An oversized request may be cut off while still being sent (see OVERSIZED_CHARS).
      // Anything else must be answered.
      statuses[0] = (statuses[0] ?? 0) + 1;
      if (sentSize(endpoint, request) < OVERSIZED_CHARS)
        problems.push(
          `${name} (${request.transport}, ${request.auth}, ${sentSize(endpoint, request)} chars): no answer (${failureText(response)})`,
        );
      return;
    }
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const problem = await judge(response, request);
    if (problem !== undefined) {
      problems.push(
        `${name} (${request.transport}, ${request.auth}, ${request.language}): ${problem} — ${jsonText(request).slice(0, 160)}`,
      );
    }
  });
  const queue = [...work];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await next();
    }),
  );

  const after = await rowCounts(server.database);
  const stateChanges = Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? 0} → ${after[table] ?? 0} rows`);
  const audit = await fetch(`${server.url}/api/operator/audit`, {
    headers: { 'Operator-Key': server.operatorKey },
  });
  const verdict = (await audit.json()) as { message?: { ok?: boolean } };
  if (verdict.message?.ok !== true) stateChanges.push(`the audit fails: ${JSON.stringify(verdict)}`);
  return { requests: work.length, endpoints: endpoints.length, statuses, problems, stateChanges };
};

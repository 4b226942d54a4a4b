import { randomBytes } from 'node:crypto';
import type { Call, Coupon, Decimal, Notice, ProofsApi } from '@tessera/core';
import { type Client, createHttpClient, createHttpTessera, memoryStorage } from '@tessera/http-adapter';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type {
  ListedLoan,
  ListedQuickBuy,
  MobileNumber,
  Operator,
  OperatorLoan,
  OperatorQuickBuy,
  PendingWithdrawal,
  SimContext,
} from './context.js';
import { describeFailure } from './failure.js';
import { runDatabase } from './template.js';

/** The exchange a run plays against. */
export interface Target {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  readonly operatorKey?: string;
  /** For the progress header: which server, and how it was found. */
  readonly description: string;
  close(): Promise<void>;
}

/** `http://host:port/`, `http://host:port/api` and `http://host:port` all name the same server. */
export const normalizeBaseUrl = (url: string): string =>
  url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/, '');

/**
 * Starts a server in this process on a random port, with a database of its own (a copy of a
 * prepared one, see `runDatabase`), a fresh operator key and a simulated clock, so `advance`
 * steps can reach maturities and expiries. It honours `ROOT_INVITE_CODE` as a standalone server
 * does, so one scenario fits both. The server package is loaded only here, so runs against
 * `--server` never pay for it. `onPrepare` is told when the prepared database must be made first.
 */
export const startEmbedded = async (
  env: Readonly<Record<string, string | undefined>> = {},
  onPrepare: () => void = () => {},
): Promise<Target> => {
  const { startServer, MARKETS, SCHEMA_VERSION } = await import('@tessera/server');
  const rootInviteCode = env.ROOT_INVITE_CODE?.trim();
  const config = {
    port: 0,
    host: '127.0.0.1',
    logger: false,
    operatorKey: randomBytes(24).toString('base64url'),
    clockMode: 'simulated' as const,
    ...(rootInviteCode ? { rootInviteCode } : {}),
  };
  const database = await runDatabase(
    { schemaVersion: SCHEMA_VERSION, markets: MARKETS.map((market) => market.symbol) },
    async (dataDir) => {
      onPrepare();
      await (await startServer({ ...config, dataDir })).close();
    },
  );
  try {
    const server = await startServer({ ...config, dataDir: database.dataDir });
    const baseUrl = normalizeBaseUrl(server.url);
    return {
      baseUrl,
      operatorKey: server.operatorKey,
      description: `embedded server at ${baseUrl} (a database of its own, simulated clock)`,
      close: async () => {
        await server.close();
        database.remove();
      },
    };
  } catch (error) {
    database.remove();
    throw error;
  }
};

export const remote = (url: string, operatorKey: string | undefined): Target => {
  const baseUrl = normalizeBaseUrl(url);
  return {
    baseUrl,
    ...(operatorKey ? { operatorKey } : {}),
    description: `${baseUrl}${operatorKey ? '' : ' (no operator key: codes cannot be read)'}`,
    close: async () => {},
  };
};

/** What a client method answers when it succeeds. */
type Answer<M> = M extends (...args: never[]) => Call<infer A> ? A : never;

const NO_OPERATOR_KEY = 'no operator key (pass --operator-key or set OPERATOR_KEY)';

/** The operator API over a client that sends the operator key (when there is one) on every call. */
const operatorOver = (client: Client, hasKey: boolean): Operator => ({
  canRead: hasKey,
  outbox: async (address) => {
    if (!hasKey) return { ok: false, error: NO_OPERATOR_KEY };
    const result = await client.outbox({ to: address })();
    return E.isRight(result)
      ? { ok: true, messages: result.right }
      : { ok: false, error: describeFailure(result.left) };
  },
  kycSubmissions: (state) => client.kycSubmissions(state === undefined ? {} : { state }),
  kycApprove: ({ user, realType }) =>
    TE.map(() => undefined)(
      client.kycApprove({ user, ...(realType === undefined ? {} : { real_type: realType }) }),
    ),
  kycReject: ({ user, reason, realType }) =>
    TE.map(() => undefined)(
      client.kycReject({ user, reason, ...(realType === undefined ? {} : { real_type: realType }) }),
    ),
  advanceClock: (seconds) =>
    TE.map((moved: { now: string; offset_seconds: number }) => ({
      now: moved.now,
      offsetSeconds: moved.offset_seconds,
    }))(client.clockAdvance({ seconds })),
  confirmDeposit: (deposit) => client.operatorConfirmDeposit(deposit),
  balances: (user) =>
    TE.map((rows: readonly { account: string; currency: string; available: Decimal; frozen: Decimal }[]) =>
      rows.map((row) => ({ ...row, available: row.available.toFixed(), frozen: row.frozen.toFixed() })),
    )(client.operatorBalances({ user })),
  audit: () => client.operatorAudit({}),
  withdrawals: (state) =>
    TE.map((rows: readonly Parameters<typeof pendingWithdrawal>[0][]) => rows.map(pendingWithdrawal))(
      client.operatorWithdrawals(state === undefined ? {} : { state }),
    ),
  completeWithdrawal: (id, reference) =>
    TE.map(() => undefined)(client.operatorCompleteWithdrawal({ id, reference })),
  rejectWithdrawal: (id, reason) => TE.map(() => undefined)(client.operatorRejectWithdrawal({ id, reason })),
  quickBuys: (state) =>
    TE.map((rows: Answer<Client['operatorQuickBuys']>) =>
      rows.map((row): ListedQuickBuy => ({ ...operatorQuickBuy(row), user_id: row.user_id, user: row.user })),
    )(client.operatorQuickBuys(state === undefined ? {} : { state })),
  confirmQuickBuy: (id) => TE.map(operatorQuickBuy)(client.operatorConfirmQuickBuy({ id })),
  rejectQuickBuy: (id) => TE.map(operatorQuickBuy)(client.operatorRejectQuickBuy({ id })),
  loans: (state) =>
    TE.map((rows: Answer<Client['operatorLoans']>) =>
      rows.map((row): ListedLoan => ({ ...operatorLoan(row), user_id: row.user_id, user: row.user })),
    )(client.operatorLoans(state === undefined ? {} : { state })),
  approveLoan: (id) => TE.map(operatorLoan)(client.operatorApproveLoan({ id })),
  rejectLoan: (id, reason) => TE.map(operatorLoan)(client.operatorRejectLoan({ id, reason })),
  setMarketMaker: (user, marketMaker) => client.operatorMarketMaker({ user, market_maker: marketMaker }),
  contentArticles: (category) => client.operatorContent(category === undefined ? {} : { category }),
  createArticle: (terms) => client.operatorSaveContent(terms),
  writeArticle: (id, { lang, title, summary, markdown }) =>
    client.operatorSaveContentText({
      id,
      lang,
      title,
      markdown,
      ...(summary === undefined ? {} : { summary }),
    }),
  publishArticle: (id) => client.operatorPublishContent({ id }),
  archiveArticle: (id) => client.operatorArchiveContent({ id }),
  chats: (waiting) => client.operatorChats(waiting ? { waiting } : {}),
  chat: (user) =>
    TE.map((history: Answer<Client['operatorChat']>) => ({
      messages: history.messages,
      hasOlder: history.has_older,
      hasNewer: history.has_newer,
    }))(client.operatorChat({ user })),
  replyChat: (user, text) => client.operatorChatReply({ user, text }),
  runRewards: () => client.operatorRunRewards({}),
  issueCoupon: ({ user, kind, days, rate, amount, products, minValue }) =>
    TE.map(couponOf)(
      client.operatorIssueCoupon({
        user,
        kind,
        days,
        ...(rate === undefined ? {} : { rate }),
        ...(amount === undefined ? {} : { amount }),
        ...(products === undefined ? {} : { products: products.join(',') }),
        ...(minValue === undefined ? {} : { min_value: minValue }),
      }),
    ),
});

/**
 * A coupon as the operator's issue answers it, as core sees one (its `state` left out: a coupon
 * just issued is usable). Sample: `{ id: 9, kind: 'fee_discount', rate: '0.5', amount: null,
 * products: ['futures'], min_value: '100', issued_at: '…', expires_at: '…', state: 'usable',
 * used: null }`
 */
const couponOf = (row: Answer<Client['operatorIssueCoupon']>): Coupon => ({
  id: row.id,
  kind: row.kind,
  rate: row.rate,
  amount: row.amount,
  products: row.products,
  minValue: row.min_value,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  used: row.used,
});

/**
 * An OTC loan as the operator's calls answer it, with its amounts as text; of its position and
 * settlement only what the simulator prints and decides on.
 */
const operatorLoan = (row: Answer<Client['operatorApproveLoan']>): OperatorLoan => ({
  id: row.id,
  state: row.state,
  currency: row.currency,
  amount: row.amount.toFixed(),
  margin_currency: row.margin_currency,
  margin: row.margin.toFixed(),
  leverage: row.leverage.toFixed(),
  term_days: row.term_days,
  contact_uid: row.contact_uid,
  applied_at: row.applied_at,
  funded_at: row.funded_at,
  due_at: row.due_at,
  closed_at: row.closed_at,
  reject_reason: row.reject_reason,
  warned_at: row.warned_at,
  risk:
    row.risk === null
      ? null
      : {
          debt: row.risk.debt.toFixed(),
          overdue_days: row.risk.overdue_days,
          rate: row.risk.rate.toFixed(),
          level: row.risk.level,
        },
  settlement:
    row.settlement === null
      ? null
      : {
          debt: row.settlement.debt.toFixed(),
          overdue_days: row.settlement.overdue_days,
          risk_rate: row.settlement.risk_rate?.toFixed() ?? null,
          taken: row.settlement.taken.map(({ asset, amount }) => ({ asset, amount: amount.toFixed() })),
          shortfall_usdt: row.settlement.shortfall_usdt.toFixed(),
        },
});

/**
 * A quick-buy order as the operator's calls answer it, with its amounts as text; the payer's and
 * payee's details are left out (nothing the simulator prints or decides on).
 */
const operatorQuickBuy = (row: Answer<Client['operatorConfirmQuickBuy']>): OperatorQuickBuy => ({
  id: row.id,
  reference: row.reference,
  country: row.country,
  currency: row.currency,
  method: row.method,
  amount: row.amount.toFixed(),
  usdt: row.usdt.toFixed(),
  state: row.state,
  proof_at: row.proof_at,
  created_at: row.created_at,
  pay_by: row.pay_by,
  paid_at: row.paid_at,
  cancel_reason: row.cancel_reason,
});

/** An operator's withdrawal row with its amounts as text, as the simulator prints and compares them. */
const pendingWithdrawal = (row: Answer<Client['operatorWithdrawals']>[number]): PendingWithdrawal => ({
  id: row.id,
  user: row.user,
  currency: row.currency,
  network: row.network,
  number: row.number.toFixed(),
  fee: row.fee.toFixed(),
  address: row.address,
  state: row.state,
  created_at: row.created_at,
});

/** The operator API of a server on its own, for `tessera-sim operator …`: no session, no socket. */
export const connectOperator = (baseUrl: string, operatorKey: string, timeoutMs?: number): Operator =>
  operatorOver(
    createHttpClient({
      baseUrl: normalizeBaseUrl(baseUrl),
      storage: memoryStorage(),
      operatorKey,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    }),
    true,
  );

export interface Session {
  readonly ctx: SimContext;
  close(): void;
}

/**
 * Wires core to the target through the http-adapter, as a front end's composition root would, with
 * storage in memory so every run starts signed out.
 */
export const openSession = (target: Target, timeoutMs: number): Session => {
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const http = createHttpTessera({
    baseUrl: target.baseUrl,
    storage: memoryStorage(),
    navigator: { go: (route) => void navigations.push(route.path) },
    notifier: { notify: (notice) => void notices.push(notice) },
    ...(target.operatorKey ? { operatorKey: target.operatorKey } : {}),
  });
  // The operator's calls are not a front end's: a client of the whole contract carries them.
  const operator = operatorOver(
    createHttpClient({
      baseUrl: target.baseUrl,
      storage: memoryStorage(),
      ...(target.operatorKey ? { operatorKey: target.operatorKey } : {}),
    }),
    target.operatorKey !== undefined,
  );
  return {
    ctx: {
      tessera: http.tessera,
      operator,
      notices,
      navigations,
      lastFailure: null,
      timeoutMs,
      mobiles: new Map<string, MobileNumber>(),
      password: null,
      twoFactor: null,
      traders: new Map(),
      positionsSeen: new Map(),
      nftDeposits: new Set(),
      nftResales: new Map(),
      articles: [],
      popupSeen: null,
      lastInviteCode: null,
    },
    close: () => http.close(),
  };
};

/** The proofs calls of one connection to a server, and how to close it. */
export interface ProofsConnection {
  readonly proofs: ProofsApi;
  close(): void;
}

/**
 * The public proofs calls of a server, for `tessera-sim verify …`: no session, and no socket (a
 * verifier listens to nothing).
 */
export const connectProofs = (baseUrl: string, timeoutMs?: number): ProofsConnection => {
  const http = createHttpTessera({
    baseUrl: normalizeBaseUrl(baseUrl),
    storage: memoryStorage(),
    navigator: { go: () => {} },
    notifier: { notify: () => {} },
    feedOpensAfter: new Promise(() => {}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { proofs: http.tessera.api.proofs, close: () => http.close() };
};

import {
  type AccountApi,
  type Call,
  createTessera,
  Decimal,
  Failures,
  type IeoApi,
  type IeoProject,
  type IeoSubscription,
  ieoCostOf,
  ieoPhaseOf,
  type LoginRequest,
  type Quote,
  type Review,
  type SpotApi,
  type Storage,
  type User,
  type VerificationLevel,
  type WalletApi,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Io } from './commands/command.js';
import type {
  KycDecision,
  KycSubmission,
  MobileNumber,
  Operator,
  OutboxMessage,
  SimContext,
} from './runtime/context.js';

/** Storage in a Map, so unit tests need nothing from the http-adapter. */
const mapStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

export const PASSWORD = 'right-password';

/** The only code the fake exchange sends and accepts. */
export const FAKE_CODE = '123456';

interface FakeAccount {
  readonly id: number;
  readonly password: string;
  readonly username: string | null;
  email: string | null;
  mobile: string | null;
  /** The mobile without its area code, which also signs in. */
  national: string | null;
  level: VerificationLevel;
  basic: Review;
  submission: Omit<KycSubmission, 'state' | 'reason'> | null;
}

const userOf = (account: FakeAccount): User => ({
  id: account.id,
  username: account.username,
  email: account.email,
  mobile: account.mobile,
  nickname: 'sim',
  headPortrait: '',
  signature: '',
  creditScore: 100,
  verificationLevel: account.level,
  inviteCode: 'ABCD1234',
  vipLevel: 0,
  hasPayPassword: false,
  withdrawalsHeldUntil: null,
  hasAntiPhishingCode: false,
});

const quote = (symbol: string, price: string): Quote => ({
  symbol,
  base: symbol.split('/')[0]!,
  quote: 'USDT',
  kind: 'crypto',
  price: new Decimal(price),
  changePercent: new Decimal('1.5'),
  high: new Decimal(price),
  low: new Decimal(price),
  volume: new Decimal('10'),
  at: '2026-11-22T10:00:00Z',
});

const ok = <A>(value: A): Call<A> => TE.right(value);
const rejected = (code: string, message: string): Call<never> => TE.left(Failures.rejected(code, message));
const unsupported = (): Call<never> => rejected('FAKE.UNSUPPORTED', 'not in the fake exchange');

/** Spot trading is not in the fake exchange either: its scenarios run against a real server. */
const fakeSpot: SpotApi = {
  markets: unsupported,
  place: unsupported,
  cancel: unsupported,
  orders: unsupported,
  depth: unsupported,
  trades: unsupported,
};

/** The wallet is not in the fake exchange: scenarios that move money run against a real server. */
const fakeWallet: WalletApi = {
  overview: unsupported,
  assets: unsupported,
  transfer: unsupported,
  transfers: unsupported,
  withdrawalInfo: unsupported,
  withdraw: unsupported,
  withdrawals: unsupported,
  depositAddress: unsupported,
  requestDeposit: unsupported,
  deposits: unsupported,
  records: unsupported,
  convertibles: unsupported,
  conversionQuote: unsupported,
  convert: unsupported,
};

/** The operator's ledger calls, which the fake exchange (it has no wallet) does not answer. */
function noLedger(): Pick<
  Operator,
  'confirmDeposit' | 'balances' | 'audit' | 'withdrawals' | 'completeWithdrawal' | 'rejectWithdrawal'
> {
  return {
    confirmDeposit: unsupported,
    balances: unsupported,
    audit: unsupported,
    withdrawals: unsupported,
    completeWithdrawal: unsupported,
    rejectWithdrawal: unsupported,
  };
}

/** Operator calls an outbox-only fake does not answer. */
export const outboxOnly: Omit<Operator, 'canRead' | 'outbox'> = {
  kycSubmissions: unsupported,
  kycApprove: unsupported,
  kycReject: unsupported,
  advanceClock: unsupported,
  ...noLedger(),
};

/** Where the fake exchange's simulated clock starts. */
export const FAKE_EPOCH = '2026-11-22T10:00:00.000Z';

/**
 * The fake exchange's only IEO round: 1,000,000 NOVA at 0.05 USDT, warming up at `FAKE_EPOCH`, open
 * from 24 to 27 November, locked 7 days after; other users have already applied for the whole
 * issuance, so any subscription oversubscribes it.
 */
const FAKE_NOVA_ROUND: IeoProject = {
  id: 1,
  name: 'Nova Network',
  token: 'NOVA',
  tokenDecimals: 2,
  payAsset: 'USDT',
  payDecimals: 6,
  price: new Decimal('0.05'),
  totalIssuance: new Decimal('1000000'),
  minAmount: new Decimal('100'),
  lockDays: 7,
  announcedAt: '2026-11-22T00:00:00.000Z',
  startsAt: '2026-11-24T00:00:00.000Z',
  endsAt: '2026-11-27T00:00:00.000Z',
  unlocksAt: '2026-12-04T00:00:00.000Z',
  whitePaper: 'https://nova.example/white-paper',
  website: 'https://nova.example',
  applied: new Decimal('1000000'),
  allocation: null,
};

/**
 * IEO in the fake exchange, on its clock (`now`, in milliseconds): subscriptions of the signed-in
 * user (`user`) to `FAKE_NOVA_ROUND`, allocated when read after its end by the published rule
 * written out apart from core's calculators, released when read after the lock.
 */
const fakeIeo = (now: () => number, user: () => number | null): IeoApi => {
  let round = FAKE_NOVA_ROUND;
  let subscriptions: (IeoSubscription & { readonly userId: number })[] = [];
  const settle = () => {
    if (round.allocation === null && now() >= Date.parse(round.endsAt)) {
      const over = round.applied.greaterThan(round.totalIssuance);
      subscriptions = subscriptions.map((subscription) => {
        const passed = over
          ? subscription.amount
              .mul(round.totalIssuance)
              .div(round.applied)
              .toDecimalPlaces(2, Decimal.ROUND_DOWN)
          : subscription.amount;
        const refunded = subscription.paid.minus(passed.mul(subscription.price));
        return { ...subscription, passed, refunded, state: passed.isZero() ? 'refunded' : 'locked' };
      });
      round = {
        ...round,
        allocation: {
          applied: round.applied,
          // At most the issuance: what rounding down leaves is not issued.
          allocated: over ? round.totalIssuance : round.applied,
          oversubscribed: over,
          calculatorVersion: 'ieo/1',
          allocatedAt: round.endsAt,
        },
      };
    }
    if (now() >= Date.parse(round.unlocksAt))
      subscriptions = subscriptions.map((subscription) =>
        subscription.state === 'locked' ? { ...subscription, state: 'released' } : subscription,
      );
  };
  const signedIn = <A>(action: (userId: number) => Call<A>): Call<A> => {
    const id = user();
    return id === null ? TE.left(Failures.notLoggedIn('Please sign in')) : action(id);
  };
  return {
    projects: () => {
      settle();
      return ok([round]);
    },
    project: (id) => {
      settle();
      return id === round.id ? ok(round) : rejected('IEO.UNKNOWN_PROJECT', 'No such project');
    },
    subscribe: (draft) =>
      signedIn((userId) => {
        settle();
        if (draft.projectId !== round.id) return rejected('IEO.UNKNOWN_PROJECT', 'No such project');
        if (ieoPhaseOf(round, now()) !== 'in_progress') return rejected('IEO.NOT_STARTED', 'Not open');
        const subscription = {
          userId,
          id: subscriptions.length + 1,
          projectId: round.id,
          name: round.name,
          token: round.token,
          payAsset: round.payAsset,
          price: round.price,
          amount: draft.amount,
          paid: ieoCostOf(draft.amount, round.price, round.payDecimals),
          state: 'applied' as const,
          passed: null,
          refunded: null,
          subscribedAt: new Date(now()).toISOString(),
          endsAt: round.endsAt,
          unlocksAt: round.unlocksAt,
        };
        subscriptions = [...subscriptions, subscription];
        round = { ...round, applied: round.applied.plus(draft.amount) };
        return ok(subscription);
      }),
    subscriptions: (query) =>
      signedIn((userId) => {
        settle();
        const own = subscriptions.filter((subscription) => subscription.userId === userId).reverse();
        const items = own.slice((query.page - 1) * query.limit, query.page * query.limit);
        return ok({
          items,
          page: query.page,
          lastPage: Math.max(1, Math.ceil(own.length / query.limit)),
          total: own.length,
        });
      }),
  };
};

/**
 * A SimContext over core wired to an in-memory exchange: accounts by email, username or mobile,
 * `PASSWORD` their password, every code `FAKE_CODE`, delivered to an outbox. Binding contacts and
 * basic verification follow the exchange's rules (an old code when one is bound; approval only with
 * email and mobile bound); its clock is simulated, from `FAKE_EPOCH`, and shown in the site config;
 * one IEO round (`FAKE_NOVA_ROUND`). Enough to test steps and the runner without HTTP.
 */
export const fakeContext = (): SimContext => {
  const accounts: FakeAccount[] = [];
  const sent = new Map<string, OutboxMessage[]>();
  let current: FakeAccount | null = null;
  let clockOffsetSeconds = 0;
  const fakeNow = () => Date.parse(FAKE_EPOCH) + clockOffsetSeconds * 1000;

  const find = (name: string) =>
    accounts.find((a) => [String(a.id), a.username, a.email, a.mobile, a.national].includes(name)) ?? null;
  const signedIn = <A>(action: (account: FakeAccount) => Call<A>): Call<A> =>
    current === null ? TE.left(Failures.notLoggedIn('Please sign in')) : action(current);

  const account: AccountApi = {
    upload: unsupported,
    setAvatar: unsupported,
    editProfile: unsupported,
    changeLoginPassword: unsupported,
    setPayPassword: unsupported,
    bindContact: (binding) =>
      signedIn((me) => {
        const bound = binding.channel === 'email' ? me.email : me.mobile;
        if (binding.code !== FAKE_CODE) return rejected('SESSION.CODE_INVALID', 'Wrong code');
        if (bound !== null && binding.oldCode !== FAKE_CODE) {
          return rejected('ACCOUNT.OLD_CODE_INVALID', 'Wrong code for the bound address');
        }
        if (binding.channel === 'email') me.email = binding.email;
        else {
          me.mobile = `+${binding.areaCode}${binding.mobile}`;
          me.national = binding.mobile;
        }
        return ok(undefined);
      }),
    saveBankCard: unsupported,
    bankCard: unsupported,
    saveInternationalBankCard: unsupported,
    internationalBankCard: unsupported,
    saveWalletAddress: unsupported,
    walletAddresses: unsupported,
    sessions: unsupported,
    revokeSession: unsupported,
    setAntiPhishingCode: unsupported,
    twoFactorStatus: unsupported,
    startTwoFactor: unsupported,
    enableTwoFactor: unsupported,
    disableTwoFactor: unsupported,
  };

  const tessera = createTessera({
    api: {
      session: {
        login: (request: LoginRequest) => {
          const found = find(request.userString);
          if (found === null || found.password !== request.password) {
            return rejected('SESSION.LOGIN_FAILED', 'Wrong account or password');
          }
          current = found;
          return ok({ kind: 'signedIn' as const, token: `token-${found.id}` });
        },
        loginSecondFactor: unsupported,
        logout: () => {
          current = null;
          return ok(undefined);
        },
        register: (request) => {
          if (request.kind !== 'username' && request.code !== FAKE_CODE) {
            return rejected('SESSION.CODE_INVALID', 'Wrong code');
          }
          accounts.push({
            id: 7 + accounts.length,
            password: request.password,
            username: request.kind === 'username' ? request.userString : null,
            email: request.kind === 'email' ? request.userString : null,
            mobile: request.kind === 'mobile' ? `+${request.areaCode}${request.userString}` : null,
            national: request.kind === 'mobile' ? request.userString : null,
            level: 0,
            basic: { state: 'none', reason: null },
            submission: null,
          });
          return ok(undefined);
        },
        sendCode: (request) => {
          const to = request.channel === 'email' ? request.to : `+${request.areaCode}${request.to}`;
          const message: OutboxMessage = {
            to,
            channel: request.channel === 'email' ? 'email' : 'sms',
            subject: 'Your code',
            body: `Your Tessera code is ${FAKE_CODE}.`,
            created_at: '2026-11-22T10:00:00Z',
          };
          sent.set(to, [message, ...(sent.get(to) ?? [])]);
          return ok(undefined);
        },
        resetPassword: () => ok(undefined),
        userInfo: () => signedIn((me) => ok(userOf(me))),
      },
      market: {
        quotations: () => ok([quote('BTC/USDT', '64000'), quote('ETH/USDT', '3100')]),
        klines: () => ok([]),
        favourites: () => ok([]),
        addFavourite: () => ok([]),
        removeFavourite: () => ok([]),
        hotSearches: () => ok([]),
        fiatRates: () => ok({}),
      },
      account,
      verification: {
        status: () =>
          signedIn((me) =>
            ok({ level: me.level, basic: me.basic, advanced: { state: 'none', reason: null } }),
          ),
        submitBasic: (request) =>
          signedIn((me) => {
            if (me.basic.state === 'review' || me.basic.state === 'verified') {
              return rejected('VERIFICATION.ALREADY_SUBMITTED', 'Already submitted');
            }
            me.basic = { state: 'review', reason: null };
            me.submission = {
              user_id: me.id,
              user: me.email ?? me.mobile ?? me.username ?? String(me.id),
              real_type: 1,
              country: request.country,
              id_type: request.idType,
              name: request.name,
              card_id: request.cardId,
              front_pic: null,
              reverse_pic: null,
              submitted_at: '2026-11-22T10:00:00Z',
            };
            return ok(undefined);
          }),
        submitAdvanced: unsupported,
      },
      wallet: fakeWallet,
      spot: fakeSpot,
      ieo: fakeIeo(fakeNow, () => current?.id ?? null),
      site: {
        config: () =>
          ok({
            siteName: 'Tessera',
            siteLogo: '',
            downLogo: '',
            bankWithdrawals: false,
            defaultWithdrawalAssets: 'USDT',
            clock: 'simulated' as const,
            now: new Date(fakeNow()).toISOString(),
          }),
      },
    },
    feed: {
      subscribe: () => () => {},
      subscribeKline: () => () => {},
      subscribeDepth: () => () => {},
      subscribeTrades: () => () => {},
      watchConnection: () => () => {},
    },
    storage: mapStorage(),
    navigator: { go: () => {} },
    notifier: { notify: () => {} },
  });

  const inReview = (decision: KycDecision): FakeAccount | Call<never> => {
    const found = find(decision.user);
    if (found === null) return rejected('OPERATOR.USER_NOT_FOUND', `No user ${decision.user}`);
    if (found.basic.state !== 'review') return rejected('VERIFICATION.NOT_IN_REVIEW', 'Nothing in review');
    return found;
  };
  const isAccount = (value: FakeAccount | Call<never>): value is FakeAccount => typeof value !== 'function';

  const operator: Operator = {
    ...noLedger(),
    canRead: true,
    outbox: async (to) => ({ ok: true, messages: sent.get(to) ?? [] }),
    kycSubmissions: (state = 'review') =>
      ok(
        accounts
          .filter((a) => a.submission !== null && a.basic.state === state)
          .map((a) => ({ ...a.submission!, state: a.basic.state, reason: a.basic.reason })),
      ),
    kycApprove: (decision) => {
      const found = inReview(decision);
      if (!isAccount(found)) return found;
      if (found.email === null || found.mobile === null) {
        return rejected('VERIFICATION.CONTACTS_REQUIRED', 'Email and mobile must be bound first');
      }
      found.basic = { state: 'verified', reason: null };
      found.level = 1;
      return ok(undefined);
    },
    kycReject: (decision) => {
      const found = inReview(decision);
      if (!isAccount(found)) return found;
      found.basic = { state: 'failed', reason: decision.reason };
      return ok(undefined);
    },
    advanceClock: (seconds) => {
      clockOffsetSeconds += seconds;
      return ok({ now: new Date(fakeNow()).toISOString(), offsetSeconds: clockOffsetSeconds });
    },
  };
  return {
    tessera,
    operator,
    notices: [],
    navigations: [],
    lastFailure: null,
    timeoutMs: 2000,
    mobiles: new Map<string, MobileNumber>(),
    password: null,
    twoFactor: null,
  };
};

/** An `Io` that keeps what a command printed, for tests of the CLI's output. */
export const capturingIo = (env: Readonly<Record<string, string>>, cwd: string) => {
  const printed = { stdout: '', stderr: '' };
  const io: Io = {
    stdout: (text) => {
      printed.stdout += text;
    },
    stderr: (text) => {
      printed.stderr += text;
    },
    env,
    color: false,
    cwd,
  };
  return { io, printed };
};

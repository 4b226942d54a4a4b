import {
  type AccountApi,
  type Call,
  createTessera,
  Decimal,
  Failures,
  IEO_CALCULATOR_VERSION,
  type IeoApi,
  type IeoProject,
  type IeoSubscription,
  ieoAllocation,
  ieoCostOf,
  ieoPhaseOf,
  ieoRefundOf,
  type LedgerRecord,
  type LoginRequest,
  languageOr,
  type Page,
  type QuickBuyApi,
  QuickBuyCountries,
  QuickBuyMethods,
  type QuickBuyOrder,
  type QuickBuyPayee,
  type Quote,
  type Review,
  type SpotApi,
  type Storage,
  StorageKeys,
  type User,
  type VerificationLevel,
  WalletAccounts,
  type WalletApi,
  type WalletOverview,
} from '@tessera/core';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Io } from './commands/command.js';
import type {
  KycDecision,
  KycSubmission,
  LedgerBalance,
  MobileNumber,
  Operator,
  OperatorQuickBuy,
  OutboxMessage,
  SimContext,
} from './runtime/context.js';
import { type FakeContentOptions, fakeContent } from './test-support-content.js';
import { type FakeCopyTrading, fakeCopyTrading } from './test-support-copytrading.js';
import { FAKE_GUESS_DEFAULTS, type FakeGuessOptions, fakeGuess } from './test-support-guess.js';
import { fakeLoans } from './test-support-loans.js';
import { type FakeNftOptions, fakeNft } from './test-support-nft.js';

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

/**
 * The wallet is not in the fake exchange (beyond the records of quick buy's credits): scenarios that
 * move money run against a real server.
 */
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
  quickBuys: unsupported,
  confirmQuickBuy: unsupported,
  rejectQuickBuy: unsupported,
  loans: unsupported,
  approveLoan: unsupported,
  rejectLoan: unsupported,
  setMarketMaker: unsupported,
  ...noContent(),
  ...noChat(),
};

/**
 * Customer service, rewards and coupons are not in the fake exchange: their scenarios run against
 * a real server.
 */
function noChat(): Pick<Operator, 'chats' | 'chat' | 'replyChat' | 'runRewards' | 'issueCoupon'> {
  return {
    chats: unsupported,
    chat: unsupported,
    replyChat: unsupported,
    runRewards: unsupported,
    issueCoupon: unsupported,
  };
}

/** Published content is not in the fake exchange: its scenario runs against a real server. */
function noContent(): Pick<
  Operator,
  'contentArticles' | 'createArticle' | 'writeArticle' | 'publishArticle' | 'archiveArticle'
> {
  return {
    contentArticles: unsupported,
    createArticle: unsupported,
    writeArticle: unsupported,
    publishArticle: unsupported,
    archiveArticle: unsupported,
  };
}

/** Pages of `items` (newest first) as the exchange answers a list. */
const pageOf = <T>(
  items: readonly T[],
  query: { readonly page: number; readonly limit: number },
): Page<T> => ({
  items: items.slice((query.page - 1) * query.limit, query.page * query.limit),
  page: query.page,
  lastPage: Math.max(1, Math.ceil(items.length / query.limit)),
  total: items.length,
});

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
      // The round opened with other users' applications: one more application of their total.
      const others = subscriptions.reduce((left, { amount }) => left.minus(amount), round.applied);
      const allocated = ieoAllocation({
        totalIssuance: round.totalIssuance,
        tokenDecimals: round.tokenDecimals,
        subscriptions: others.isZero() ? subscriptions : [...subscriptions, { id: 0, amount: others }],
      });
      round = {
        ...round,
        allocation: {
          applied: allocated.applied,
          allocated: allocated.allocated,
          oversubscribed: allocated.oversubscribed,
          calculatorVersion: IEO_CALCULATOR_VERSION,
          allocatedAt: round.endsAt,
        },
      };
      const { allocation } = round;
      subscriptions = subscriptions.map((subscription) => {
        const passed = allocated.passed.get(subscription.id) ?? new Decimal(0);
        const refunded = ieoRefundOf(subscription.paid, passed, subscription.price, round.payDecimals);
        return {
          ...subscription,
          passed,
          refunded,
          allocation,
          state: passed.isZero() ? 'refunded' : 'locked',
        };
      });
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
          tokenDecimals: round.tokenDecimals,
          payAsset: round.payAsset,
          payDecimals: round.payDecimals,
          price: round.price,
          totalIssuance: round.totalIssuance,
          amount: draft.amount,
          paid: ieoCostOf(draft.amount, round.price, round.payDecimals),
          state: 'applied' as const,
          passed: null,
          refunded: null,
          subscribedAt: new Date(now()).toISOString(),
          endsAt: round.endsAt,
          unlocksAt: round.unlocksAt,
          allocation: null,
        };
        subscriptions = [...subscriptions, subscription];
        round = { ...round, applied: round.applied.plus(draft.amount) };
        return ok(subscription);
      }),
    subscriptions: (query) =>
      signedIn((userId) => {
        settle();
        return ok(
          pageOf(subscriptions.filter((subscription) => subscription.userId === userId).reverse(), query),
        );
      }),
  };
};

/** Where every quick-buy method of the fake exchange pays into. */
const FAKE_PAYEE: QuickBuyPayee = {
  accountName: 'Tessera Payments Ltd',
  iban: 'GB33BUKB20201555555555',
  beneficiaryCountry: 'GB',
  bic: 'BUKBGB22',
  bankName: 'Fake Bank',
  bankAddress: '1 Fake Street, London',
};

const HOUR_MS = 3_600_000;

/** The operator's view of an order: amounts as text, no payer or payee. */
const operatorView = (order: QuickBuyOrder): OperatorQuickBuy => ({
  id: order.id,
  reference: order.reference,
  country: order.country,
  currency: order.currency,
  method: order.method,
  amount: order.usd.toFixed(),
  usdt: order.usdt.toFixed(),
  state: order.state,
  proof_at: order.proofAt,
  created_at: order.createdAt,
  pay_by: order.payBy,
  paid_at: order.paidAt,
  cancel_reason: order.cancelReason,
});

/**
 * Quick buy in the fake exchange, on its clock (`now`, in milliseconds), for the signed-in account
 * (`account`): the limit by verification level (0, 2,000, 1,000,000 USD), orders with a 24-hour
 * window for the proof (cancelled as `expired` when read after it), proofs that must be the user's
 * own `payment_proof` uploads, and the operator's confirmation crediting the USDT once (a ledger
 * record the wallet lists) or rejection. Written out apart from core's rules.
 */
const fakeQuickBuy = (now: () => number, account: () => FakeAccount | null) => {
  type FakeOrder = QuickBuyOrder & { readonly userId: number; readonly requestId: string };
  let orders: FakeOrder[] = [];
  const uploads = new Map<string, { readonly userId: number; readonly purpose: string }>();
  const credits: (LedgerRecord & { readonly userId: number })[] = [];
  const at = () => new Date(now()).toISOString();
  const expire = () => {
    orders = orders.map((order) =>
      order.state === 'to_be_paid' && order.proofAt === null && Date.parse(order.payBy) <= now()
        ? { ...order, state: 'cancelled', cancelledAt: order.payBy, cancelReason: 'expired' }
        : order,
    );
  };
  const signedIn = <A>(action: (me: FakeAccount) => Call<A>): Call<A> => {
    const me = account();
    if (me === null) return TE.left(Failures.notLoggedIn('Please sign in'));
    expire();
    return action(me);
  };
  const maxUsdOf = (me: FakeAccount) => new Decimal([0, 2000, 1_000_000][me.level] ?? 0);
  /** Moves an order still to be paid: `change` answers its new form, or the refusal. */
  const move = (
    id: number,
    allowed: (order: FakeOrder) => boolean,
    change: (order: QuickBuyOrder) => Partial<QuickBuyOrder>,
    refusal: string,
  ): Call<QuickBuyOrder> => {
    expire();
    const index = orders.findIndex((order) => order.id === id && allowed(order));
    const found = orders[index];
    if (found === undefined) return rejected(refusal, 'Not possible for this order');
    const moved = { ...found, ...change(found) };
    orders = orders.map((order, i) => (i === index ? moved : order));
    return ok(moved);
  };
  const api: QuickBuyApi = {
    offer: () =>
      signedIn((me) =>
        ok({
          countries: [...QuickBuyCountries],
          currencies: ['USD'],
          methods: [...QuickBuyMethods],
          minUsd: new Decimal(100),
          maxUsd: maxUsdOf(me),
          paymentWindowHours: 24,
          payees: { bank_transfer: FAKE_PAYEE, card: FAKE_PAYEE, wallet: FAKE_PAYEE },
        }),
      ),
    place: (draft, requestId) =>
      signedIn((me) => {
        const again = orders.find((order) => order.userId === me.id && order.requestId === requestId);
        if (again !== undefined) return ok(again);
        if (draft.usd.greaterThan(maxUsdOf(me)))
          return rejected(
            me.level === 0 ? 'QUICKBUY.NOT_VERIFIED' : 'QUICKBUY.ABOVE_LIMIT',
            'Above your limit',
          );
        const id = orders.length + 1;
        const order = {
          userId: me.id,
          requestId,
          id,
          reference: `QB-${String(id).padStart(6, '0')}`,
          country: draft.country,
          currency: draft.currency,
          method: draft.method,
          usd: draft.usd,
          usdt: draft.usd,
          payer: draft.payer,
          payee: FAKE_PAYEE,
          state: 'to_be_paid' as const,
          proofUrl: null,
          createdAt: at(),
          payBy: new Date(now() + 24 * HOUR_MS).toISOString(),
          proofAt: null,
          paidAt: null,
          cancelledAt: null,
          cancelReason: null,
        };
        orders = [...orders, order];
        return ok(order);
      }),
    submitProof: (orderId, proof) =>
      signedIn((me) => {
        const upload = uploads.get(proof);
        if (upload?.userId !== me.id || upload.purpose !== 'payment_proof')
          return rejected('WALLET.PROOF_REQUIRED', 'Upload the payment proof');
        return move(
          orderId,
          (order) => order.userId === me.id && order.state === 'to_be_paid',
          () => ({ proofAt: at(), proofUrl: `/api/files/${proof.slice('upload:'.length)}` }),
          'QUICKBUY.NOT_TO_BE_PAID',
        );
      }),
    cancel: (orderId) =>
      signedIn((me) =>
        move(
          orderId,
          (order) => order.userId === me.id && order.state === 'to_be_paid',
          () => ({ state: 'cancelled', cancelledAt: at(), cancelReason: 'user' }),
          'QUICKBUY.NOT_TO_BE_PAID',
        ),
      ),
    order: (orderId) =>
      signedIn((me) => {
        const found = orders.find((order) => order.id === orderId && order.userId === me.id);
        return found === undefined ? rejected('QUICKBUY.UNKNOWN_ORDER', 'No such order') : ok(found);
      }),
    orders: (query) =>
      signedIn((me) =>
        ok(
          pageOf(
            [...orders].reverse().filter((order) => order.userId === me.id),
            query,
          ),
        ),
      ),
  };
  const awaitsDecision = (order: QuickBuyOrder) => order.state === 'to_be_paid' && order.proofAt !== null;
  const operator: Pick<Operator, 'quickBuys' | 'confirmQuickBuy' | 'rejectQuickBuy'> = {
    quickBuys: (state) => {
      expire();
      return ok(
        orders
          .filter((order) => state === undefined || order.state === state)
          .map((order) => ({ ...operatorView(order), user_id: order.userId, user: String(order.userId) })),
      );
    },
    confirmQuickBuy: (id) =>
      TE.map((order: QuickBuyOrder) => {
        const owner = orders.find((candidate) => candidate.id === id)?.userId ?? 0;
        credits.unshift({
          userId: owner,
          id: credits.length + 1,
          asset: 'USDT',
          account: 'balance',
          amount: order.usdt,
          reason: 'quickbuy_credit',
          createdAt: order.paidAt ?? '',
        });
        return operatorView(order);
      })(move(id, awaitsDecision, () => ({ state: 'paid', paidAt: at() }), 'QUICKBUY.NOT_CONFIRMABLE')),
    rejectQuickBuy: (id) =>
      TE.map(operatorView)(
        move(
          id,
          awaitsDecision,
          () => ({ state: 'cancelled', cancelledAt: at(), cancelReason: 'not_received' }),
          'QUICKBUY.NOT_CONFIRMABLE',
        ),
      ),
  };
  /** Keeps an image for the signed-in user; the exchange checks its bytes, the fake its claimed type. */
  const upload: AccountApi['upload'] = (file, purpose) =>
    signedIn((me) => {
      if (!file.type.startsWith('image/')) return rejected('ACCOUNT.IMAGE_TYPE', 'Not an image');
      const path = `upload:${String(uploads.size + 1).padStart(32, '0')}`;
      uploads.set(path, { userId: me.id, purpose });
      return ok({ path });
    });
  /** The user's ledger records: the fake's only ones are quick buy's credits. */
  const records: WalletApi['records'] = (query) =>
    signedIn((me) =>
      ok(
        pageOf(
          credits.filter(
            (credit) =>
              credit.userId === me.id && (query.reason === undefined || query.reason === credit.reason),
          ),
          query,
        ),
      ),
    );
  return { api, operator, upload, records };
};

/**
 * The wallet overview of a user's ledger rows (the fake's deposits, loans and bets), valued at
 * nothing: the expectations read only the amounts.
 */
const overviewOf = (rows: readonly LedgerBalance[]): WalletOverview => ({
  fiat: 'USD',
  totalUsdt: new Decimal(0),
  total: new Decimal(0),
  accounts: WalletAccounts.map((account) => ({
    account,
    totalUsdt: new Decimal(0),
    total: new Decimal(0),
    balances: rows
      .filter((row) => row.account === account)
      .map((row) => ({
        account,
        asset: row.currency,
        assetId: 0,
        available: new Decimal(row.available),
        frozen: new Decimal(row.frozen),
        valueUsdt: new Decimal(0),
        value: new Decimal(0),
      })),
  })),
});

/**
 * A SimContext over core wired to an in-memory exchange: accounts by email, username or mobile,
 * `PASSWORD` their password, every code `FAKE_CODE`, delivered to an outbox. Binding contacts and
 * basic verification follow the exchange's rules (an old code when one is bound; approval only with
 * email and mobile bound); its clock is simulated, from `FAKE_EPOCH`, and shown in the site config;
 * one IEO round (`FAKE_NOVA_ROUND`); quick buy (`fakeQuickBuy`); OTC loans with the deposits they
 * need (`fakeLoans`), whose balances the wallet overview shows; the guess game staking from them
 * (`fakeGuess`, played as `guess` tells it); copy trading (`copyTrading`, whose copies a test
 * makes), verified users becoming traders; the NFT marketplace paying from the same balances
 * (`fakeNft`, made wrong by `nft`). Enough to test steps and the runner without HTTP.
 */
export const fakeContext = ({
  guess = FAKE_GUESS_DEFAULTS,
  copyTrading = fakeCopyTrading(),
  nft = {},
  content: contentOptions = {},
}: {
  guess?: FakeGuessOptions;
  copyTrading?: FakeCopyTrading;
  nft?: FakeNftOptions;
  content?: FakeContentOptions;
} = {}): SimContext => {
  const accounts: FakeAccount[] = [];
  const sent = new Map<string, OutboxMessage[]>();
  let current: FakeAccount | null = null;
  let clockOffsetSeconds = 0;
  const fakeNow = () => Date.parse(FAKE_EPOCH) + clockOffsetSeconds * 1000;

  const find = (name: string) =>
    accounts.find((a) => [String(a.id), a.username, a.email, a.mobile, a.national].includes(name)) ?? null;
  const signedIn = <A>(action: (account: FakeAccount) => Call<A>): Call<A> =>
    current === null ? TE.left(Failures.notLoggedIn('Please sign in')) : action(current);
  const quickBuy = fakeQuickBuy(fakeNow, () => current);
  const loans = fakeLoans(
    fakeNow,
    () => current?.id ?? null,
    (name) => find(name)?.id ?? null,
  );
  const marketplace = fakeNft(fakeNow, () => current?.id ?? null, loans.balanceBucket, nft);
  // The session's storage: the fake reads the reader's language from it, as the HTTP adapter does.
  const storage = mapStorage();
  const content = fakeContent(() => languageOr(storage.get(StorageKeys.lang)), contentOptions);
  /** The ledger records of quick buy's credits, and of the marketplace by its reasons. */
  const records: WalletApi['records'] = (query) =>
    query.reason !== undefined && (query.reason.startsWith('nft_') || query.reason === 'blind_box_purchase')
      ? marketplace.records(query)
      : quickBuy.records(query);
  const overview: WalletApi['overview'] = () =>
    signedIn((me) => TE.map(overviewOf)(loans.operator.balances(String(me.id))));

  const account: AccountApi = {
    upload: quickBuy.upload,
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
      wallet: { ...fakeWallet, records, overview },
      spot: fakeSpot,
      ieo: fakeIeo(fakeNow, () => current?.id ?? null),
      quickBuy: quickBuy.api,
      loans: loans.api,
      guess: fakeGuess(fakeNow, () => current?.id ?? null, loans.balanceBucket, guess),
      copyTrading: copyTrading.port(fakeNow, () =>
        current === null ? null : { id: current.id, verified: current.level >= 1 },
      ),
      nft: marketplace.api,
      content: content.api,
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
    storage,
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
    ...content.operator,
    ...quickBuy.operator,
    ...loans.operator,
    ...noChat(),
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
    traders: new Map(),
    positionsSeen: new Map(),
    nftDeposits: new Set(),
    nftResales: new Map(),
    articles: [],
    popupSeen: null,
    lastInviteCode: null,
  };
};

/** An `Io` that keeps what a command printed, for tests of the CLI's output. */
export const capturingIo = (env: Readonly<Record<string, string>>, cwd: string, stdin?: string) => {
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
    ...(stdin === undefined ? {} : { stdin: async () => stdin }),
  };
  return { io, printed };
};

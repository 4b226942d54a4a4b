import { afterEach, describe, expect, it, vi } from 'vitest';
import * as E from '#fp-ts/Either.js';
import * as TE from '#fp-ts/TaskEither.js';
import type { AccountApi } from './account/port.js';
import type { FiatCode } from './fiat/model.js';
import { isLive } from './market/machine.js';
import type { Kline, KlineQuery, Quote } from './market/model.js';
import type { FeedConnection, KlineTopic, MarketApi, RealtimeFeed } from './market/port.js';
import type { OptionOrder } from './options/model.js';
import type { OptionsApi } from './options/port.js';
import type { SessionApi } from './session/port.js';
import { decimal } from './shared/decimal.js';
import { type Failure, Failures } from './shared/failure.js';
import { type Storage, StorageKeys } from './shared/storage.js';
import type { SiteApi } from './site/port.js';
import type { SpotApi } from './spot/port.js';
import { createTessera } from './tessera.js';
import { optionDraft, runningOption } from './testing/option-orders.js';
import { settle } from './testing/settle.js';
import type { VerificationApi } from './verification/port.js';
import type { WalletOverview } from './wallet/model.js';
import type { WalletApi } from './wallet/port.js';

const memory = (initial: Record<string, string>): Storage => {
  const values = new Map(Object.entries(initial));
  return {
    get: (k) => values.get(k) ?? null,
    set: (k, v) => void values.set(k, v),
    remove: (k) => void values.delete(k),
    clear: () => values.clear(),
  };
};

const unused = () => TE.left<Failure, never>(Failures.network('unused'));
const sessionApi: SessionApi = {
  login: unused,
  loginSecondFactor: unused,
  logout: () => TE.right(undefined),
  register: unused,
  sendCode: unused,
  resetPassword: unused,
  userInfo: () => TE.left(Failures.notLoggedIn('Please log in')),
};
const marketApi: MarketApi = {
  quotations: () => TE.right([]),
  klines: () => TE.right([]),
  favourites: () => TE.right([]),
  addFavourite: () => TE.right([]),
  removeFavourite: () => TE.right([]),
  hotSearches: () => TE.right([]),
  fiatRates: () => TE.right({}),
};
/** Ports these tests never reach: every call fails loudly if one does. */
const untouched = <P extends object>(): P =>
  new Proxy({} as P, { get: () => () => () => Promise.reject(new Error('this port should not be called')) });
const ports = (storage: Storage) => ({
  api: {
    session: sessionApi,
    market: marketApi,
    account: untouched<AccountApi>(),
    verification: untouched<VerificationApi>(),
    wallet: untouched<WalletApi>(),
    spot: untouched<SpotApi>(),
    site: untouched<SiteApi>(),
  },
  feed: {
    subscribe: () => () => {},
    subscribeKline: () => () => {},
    subscribeDepth: () => () => {},
    subscribeTrades: () => () => {},
    watchConnection: () => () => {},
  },
  storage,
  navigator: { go: vi.fn() },
  notifier: { notify: vi.fn() },
});

describe('createTessera', () => {
  it('clears storage of an older layout once and keeps it afterwards', () => {
    const storage = memory({ token: 'old', lang: 'zh' });
    createTessera(ports(storage)).stop();
    expect(storage.get(StorageKeys.token)).toBeNull();
    storage.set(StorageKeys.lang, 'jp');
    createTessera(ports(storage)).stop();
    expect(storage.get(StorageKeys.lang)).toBe('jp');
  });

  it('signs out when any call answers 999', async () => {
    const storage = memory({ version: '1', token: 'dead' });
    const p = ports(storage);
    const tessera = createTessera(p);
    await settle();
    expect(tessera.session.getSnapshot().value).toBe('signedOut');
    expect(storage.get(StorageKeys.token)).toBeNull();
    expect(p.notifier.notify).toHaveBeenCalledWith({ text: 'Please log in' });
    tessera.stop();
  });

  it('starts in the stored language, else English, and persists a change', () => {
    const storage = memory({ version: '1' });
    const tessera = createTessera(ports(storage));
    expect(tessera.language.getSnapshot().context.language).toBe('en');
    tessera.language.send({ type: 'language.change', language: 'kor' });
    expect(storage.get(StorageKeys.lang)).toBe('kor');
    tessera.stop();
  });
});

const signedIn = (overrides: {
  account?: Partial<AccountApi>;
  verification?: Partial<VerificationApi>;
  wallet?: Partial<WalletApi>;
}) => {
  const storage = memory({ version: '1', token: 'live' });
  const p = {
    ...ports(storage),
    api: {
      session: { ...sessionApi, userInfo: () => TE.left<Failure, never>(Failures.network('offline')) },
      market: marketApi,
      account: { ...untouched<AccountApi>(), ...overrides.account } as AccountApi,
      verification: { ...untouched<VerificationApi>(), ...overrides.verification } as VerificationApi,
      wallet: { ...untouched<WalletApi>(), ...overrides.wallet } as WalletApi,
      spot: untouched<SpotApi>(),
      site: untouched<SiteApi>(),
    },
  };
  return { storage, p, tessera: createTessera(p) };
};

describe('createTessera routes failures from every port to the session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out on a 999 from the account port and goes to login after 1200 ms', async () => {
    vi.useFakeTimers();
    const { storage, p, tessera } = signedIn({
      account: { editProfile: () => TE.left(Failures.notLoggedIn('Session ended')) },
    });
    await settle();
    expect(tessera.session.getSnapshot().matches('signedIn')).toBe(true);
    const result = await tessera.api.account.editProfile({ nickname: 'Ada', signature: '' })();
    expect(result).toEqual(E.left(Failures.notLoggedIn('Session ended')));
    expect(tessera.session.getSnapshot().value).toBe('signedOut');
    expect(storage.get(StorageKeys.token)).toBeNull();
    expect(p.notifier.notify).toHaveBeenCalledWith({ text: 'Session ended' });
    vi.advanceTimersByTime(1199);
    expect(p.navigator.go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.navigator.go).toHaveBeenCalledWith({ name: 'login', path: '/pages/common/login' });
    tessera.stop();
  });

  it('leaves a new session alone when a 999 comes back for the token it replaced', async () => {
    let answer: (failure: Failure) => void = () => {};
    const { storage, p, tessera } = signedIn({
      account: {
        editProfile: () => () => new Promise((resolve) => (answer = (failure) => resolve(E.left(failure)))),
      },
    });
    await settle();
    const inFlight = tessera.api.account.editProfile({ nickname: 'Ada', signature: '' })();
    // The user signs in again while the call sent with the old token is on its way.
    storage.set(StorageKeys.token, 'renewed');
    answer(Failures.notLoggedIn('Session ended'));
    expect(await inFlight).toEqual(E.left(Failures.notLoggedIn('Session ended')));
    expect(tessera.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(p.notifier.notify).not.toHaveBeenCalled();
    tessera.stop();
  });

  it('tells the user once and navigates once when several parallel calls answer 999', async () => {
    vi.useFakeTimers();
    const { p, tessera } = signedIn({
      account: { editProfile: () => TE.left(Failures.notLoggedIn('Session ended')) },
    });
    await settle();
    const calls = Array.from({ length: 5 }, () =>
      tessera.api.account.editProfile({ nickname: 'Ada', signature: '' })(),
    );
    expect((await Promise.all(calls)).every(E.isLeft)).toBe(true);
    expect(p.notifier.notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1200);
    expect(p.navigator.go).toHaveBeenCalledTimes(1);
    tessera.stop();
  });

  it('keeps the session on a 998 from the verification port and goes to verification after 1200 ms', async () => {
    vi.useFakeTimers();
    const { storage, p, tessera } = signedIn({
      verification: { submitBasic: () => TE.left(Failures.notVerified('Verify first')) },
    });
    await settle();
    await tessera.api.verification.submitBasic({
      country: 'GB',
      idType: 'passport',
      name: 'Ada',
      cardId: 'E1234567',
    })();
    expect(tessera.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(storage.get(StorageKeys.token)).toBe('live');
    expect(p.notifier.notify).toHaveBeenCalledWith({ text: 'Verify first' });
    vi.advanceTimersByTime(1199);
    expect(p.navigator.go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.navigator.go).toHaveBeenCalledWith({ name: 'verification', path: '/pages/setting/real_mark' });
    tessera.stop();
  });

  it('leaves other failures and successes to the caller', async () => {
    const { p, tessera } = signedIn({
      account: {
        editProfile: () => TE.left(Failures.rejected('ACCOUNT.X', 'No')),
        setAvatar: () => TE.right(undefined),
      },
    });
    await settle();
    expect(await tessera.api.account.editProfile({ nickname: 'Ada', signature: '' })()).toEqual(
      E.left(Failures.rejected('ACCOUNT.X', 'No')),
    );
    expect(await tessera.api.account.setAvatar('upload:1')()).toEqual(E.right(undefined));
    expect(tessera.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(p.notifier.notify).not.toHaveBeenCalled();
    tessera.stop();
  });

  it('does not run the expiry flow again when logging out with a dead token', async () => {
    const storage = memory({ version: '1', token: 'live' });
    const p = ports(storage);
    const logout = vi.fn(() => TE.left<Failure, void>(Failures.notLoggedIn('Please log in')));
    p.api.session = { ...sessionApi, userInfo: () => TE.left(Failures.network('offline')), logout };
    const tessera = createTessera(p);
    await settle();
    tessera.session.send({ type: 'session.logout' });
    await settle();
    expect(tessera.session.getSnapshot().value).toBe('signedOut');
    expect(storage.get(StorageKeys.token)).toBeNull();
    expect(p.notifier.notify).not.toHaveBeenCalled();
    expect(logout).toHaveBeenCalledTimes(1);
    tessera.stop();
  });
});

describe('createTessera keeps the session in storage', () => {
  it('stores the token of a login and the user it loads, for the next visit', async () => {
    const storage = memory({ version: '1' });
    const p = ports(storage);
    p.api.session = {
      ...sessionApi,
      login: () => TE.right({ kind: 'signedIn', token: 'tok-9' }),
      userInfo: () => TE.right(signedInUser),
    };
    const tessera = createTessera(p);
    tessera.session.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    expect(storage.get('token')).toBe('tok-9');
    expect(JSON.parse(storage.get('user') ?? 'null')).toEqual(signedInUser);
    tessera.stop();
    const next = createTessera(ports(storage));
    expect(next.session.getSnapshot().context).toMatchObject({ token: 'tok-9', user: signedInUser });
    next.stop();
  });

  it('starts in the language stored under "lang", and stops every actor it started', () => {
    const tessera = createTessera(ports(memory({ version: '1', lang: 'th' })));
    expect(tessera.language.getSnapshot().context.language).toBe('th');
    tessera.stop();
    for (const actor of [tessera.session, tessera.language, tessera.fiat])
      expect(actor.getSnapshot().status).toBe('stopped');
  });
});

const signedInUser = {
  id: 3,
  username: 'ada_l',
  email: null,
  mobile: null,
  nickname: 'Ada',
  headPortrait: '',
  signature: '',
  creditScore: 100,
  verificationLevel: 0 as const,
  inviteCode: 'ABCD1234',
  vipLevel: 0,
  hasPayPassword: false,
  withdrawalsHeldUntil: null,
  hasAntiPhishingCode: false,
};

const quote = (price: string, at: string): Quote => ({
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  kind: 'crypto',
  price: decimal(price),
  changePercent: decimal('1'),
  high: decimal(price),
  low: decimal(price),
  volume: decimal('1'),
  at,
});

describe('createTessera factories', () => {
  it('starts in the stored fiat currency, else USD, and persists a change', () => {
    const storage = memory({ version: '1', fiat: 'JPY' });
    const tessera = createTessera(ports(storage));
    expect(tessera.fiat.getSnapshot().context.fiat).toBe('JPY');
    tessera.fiat.send({ type: 'fiat.change', fiat: 'EUR' });
    expect(storage.get(StorageKeys.fiat)).toBe('EUR');
    tessera.stop();
    const fresh = createTessera(ports(memory({ version: '1' })));
    expect(fresh.fiat.getSnapshot().context.fiat).toBe('USD');
    fresh.stop();
  });

  it('loads fiat rates through the market port', async () => {
    const p = ports(memory({ version: '1' }));
    p.api.market = { ...marketApi, fiatRates: () => TE.right({ EUR: decimal('0.92') }) };
    const tessera = createTessera(p);
    await settle();
    expect(tessera.fiat.getSnapshot().context.rates.EUR?.toString()).toBe('0.92');
    tessera.stop();
  });

  it('sends codes through the session port', async () => {
    const sendCode = vi.fn(() => TE.right<Failure, void>(undefined));
    const p = ports(memory({ version: '1' }));
    p.api.session = { ...sessionApi, sendCode };
    const tessera = createTessera(p);
    const sender = tessera.createCodeSender();
    const request = { channel: 'email', to: 'ada@example.com', scene: 'register' } as const;
    sender.send({ type: 'code.send', request });
    await settle();
    expect(sendCode).toHaveBeenCalledWith(request);
    expect(sender.getSnapshot().value).toBe('coolingDown');
    sender.stop();
    tessera.stop();
  });

  it('submits a form once through the call it was made for, and resets', async () => {
    const tessera = createTessera(ports(memory({ version: '1' })));
    const call = vi.fn((_: string) => TE.right<Failure, void>(undefined));
    const form = tessera.createSubmitter(call);
    form.submit('card');
    await settle();
    expect(call).toHaveBeenCalledWith('card');
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    form.reset();
    expect(form.actor.getSnapshot().value).toBe('idle');
    form.stop();
    expect(form.actor.getSnapshot().status).toBe('stopped');
    tessera.stop();
  });

  it('pages lists 10 at a time unless told otherwise', async () => {
    const tessera = createTessera(ports(memory({ version: '1' })));
    const fetchPage = vi.fn(({ page }: { page: number; limit: number }) =>
      TE.right<Failure, { items: number[]; page: number; lastPage: number; total: number }>({
        items: [page],
        page,
        lastPage: 1,
        total: 1,
      }),
    );
    const list = tessera.createPagedList(fetchPage);
    list.send({ type: 'list.load' });
    await settle();
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 10 });
    const options = tessera.createPagedList(fetchPage, { limit: 5 });
    options.send({ type: 'list.load' });
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 5 });
    list.stop();
    options.stop();
    tessera.stop();
  });

  it('watches quotes: the snapshot from the market port, then ticker pushes and the connection from the feed', async () => {
    let push: (quotes: readonly Quote[]) => void = () => {};
    let connect: (connection: FeedConnection) => void = () => {};
    const unsubscribe = vi.fn();
    const unwatch = vi.fn();
    const feed: RealtimeFeed = {
      subscribe: (topic, listener) => {
        expect(topic).toBe('tickers');
        push = listener as (quotes: readonly Quote[]) => void;
        return unsubscribe;
      },
      subscribeKline: () => () => {},
      subscribeDepth: () => () => {},
      subscribeTrades: () => () => {},
      watchConnection: (listener) => {
        connect = listener;
        return unwatch;
      },
    };
    const p = { ...ports(memory({ version: '1' })), feed };
    p.api.market = { ...marketApi, quotations: () => TE.right([quote('100', '2026-01-01T00:00:00Z')]) };
    const tessera = createTessera(p);
    const quotes = tessera.watchQuotes();
    await settle();
    expect(quotes.getSnapshot().context.quotes['BTC/USDT']?.price.toString()).toBe('100');
    push([quote('101', '2026-01-01T00:00:01Z')]);
    expect(quotes.getSnapshot().context.quotes['BTC/USDT']?.price.toString()).toBe('101');
    connect('connected');
    expect(isLive(quotes.getSnapshot())).toBe(true);
    connect('disconnected');
    expect(isLive(quotes.getSnapshot())).toBe(false);
    quotes.stop();
    expect(unsubscribe).toHaveBeenCalled();
    expect(unwatch).toHaveBeenCalled();
    tessera.stop();
  });

  it('watches a chart: the history up to the exchange’s time from the market port, then its room’s pushes', async () => {
    const asked: KlineQuery[] = [];
    const joined: KlineTopic[] = [];
    let push: (kline: Kline) => void = () => {};
    const leave = vi.fn();
    const feed: RealtimeFeed = {
      subscribe: () => () => {},
      subscribeKline: (topic, listener) => {
        joined.push(topic);
        push = listener;
        return leave;
      },
      subscribeDepth: () => () => {},
      subscribeTrades: () => () => {},
      watchConnection: () => () => {},
    };
    const p = { ...ports(memory({ version: '1' })), feed };
    p.api.market = {
      ...marketApi,
      klines: (query) => {
        asked.push(query);
        return TE.right([]);
      },
    };
    const tessera = createTessera(p);
    const exchangeNow = new Date('2030-06-01T12:34:56Z');
    const chart = tessera.watchChart({ symbol: 'BTC/USDT', period: '1h' }, () => exchangeNow);
    await settle();
    expect(joined).toEqual([{ symbol: 'BTC/USDT', period: '1h' }]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.to).toEqual(exchangeNow);
    // CHART_CANDLES (300) hourly candles, the current one (12:00) the last.
    expect(asked[0]?.from).toEqual(new Date(Date.parse('2030-06-01T12:00:00Z') - 299 * 3_600_000));
    push({
      symbol: 'BTC/USDT',
      period: '1h',
      openTime: '2030-06-01T12:00:00Z',
      open: decimal('1'),
      high: decimal('2'),
      low: decimal('1'),
      close: decimal('2'),
      volume: decimal('3'),
    });
    expect(chart.getSnapshot().context.candles).toHaveLength(1);
    chart.stop();
    expect(leave).toHaveBeenCalled();
    tessera.stop();
  });

  it('watches the wallet in the chosen fiat and reloads it on a balances push and a reconnection', async () => {
    const overview = vi.fn((fiat: FiatCode) =>
      TE.right<Failure, WalletOverview>({ fiat, totalUsdt: decimal('1'), total: decimal('1'), accounts: [] }),
    );
    let push: (() => void) | undefined;
    let connect: (connection: FeedConnection) => void = () => {};
    const storage = memory({ version: '1', token: 'live', fiat: 'GBP' });
    const p = ports(storage);
    p.api.wallet = { ...untouched<WalletApi>(), overview };
    const feed: RealtimeFeed = {
      subscribe: ((topic: string, listener: (payload: { at: string }) => void) => {
        if (topic === 'balances') push = () => listener({ at: '2026-11-23T00:00:00Z' });
        return () => {};
      }) as RealtimeFeed['subscribe'],
      subscribeKline: () => () => {},
      subscribeDepth: () => () => {},
      subscribeTrades: () => () => {},
      watchConnection: (listener) => {
        connect = listener;
        return () => {};
      },
    };
    const tessera = createTessera({ ...p, feed });
    const wallet = tessera.watchWallet();
    await settle();
    push?.();
    await settle();
    expect(overview.mock.calls).toEqual([['GBP'], ['GBP']]);
    // Balances pushed while the connection was lost are gone: the overview is read again.
    connect('disconnected');
    connect('connected');
    await settle();
    expect(overview.mock.calls).toHaveLength(3);
    expect(wallet.getSnapshot().value).toBe('ready');
    wallet.stop();
    tessera.stop();
  });

  it('hides small balances as the user last chose, on this device', () => {
    const storage = memory({ version: '1' });
    const p = ports(storage);
    p.api.wallet = { ...untouched<WalletApi>(), overview: () => TE.left(Failures.network('offline')) };
    const tessera = createTessera(p);
    const first = tessera.watchWallet();
    expect(first.getSnapshot().context.hideSmall).toBe(false);
    first.send({ type: 'wallet.hideSmall', hide: true });
    first.stop();
    expect(storage.get(StorageKeys.hideSmall)).toBe('true');
    const again = tessera.watchWallet();
    expect(again.getSnapshot().context.hideSmall).toBe(true);
    again.stop();
    tessera.stop();
  });
  it('tells an orders watcher of each orders push and of a connection that came back, until it stops', () => {
    let push: (() => void) | undefined;
    let connect: (connection: FeedConnection) => void = () => {};
    const feed: RealtimeFeed = {
      subscribe: ((topic: string, listener: (payload: { at: string }) => void) => {
        if (topic === 'orders') push = () => listener({ at: '2026-11-24T00:00:00Z' });
        return () => {
          push = undefined;
        };
      }) as RealtimeFeed['subscribe'],
      subscribeKline: () => () => {},
      subscribeDepth: () => () => {},
      subscribeTrades: () => () => {},
      watchConnection: (listener) => {
        connect = listener;
        return () => {};
      },
    };
    const tessera = createTessera({ ...ports(memory({ version: '1' })), feed });
    const changed = vi.fn();
    const stop = tessera.watchOrders(changed);
    connect('connected');
    push?.();
    expect(changed).toHaveBeenCalledTimes(1);
    connect('disconnected');
    connect('connected');
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    expect(push).toBeUndefined();
    tessera.stop();
  });

  it('tells a messages watcher of each messages push only', () => {
    const listeners = new Map<string, () => void>();
    const feed: RealtimeFeed = {
      ...ports(memory({ version: '1' })).feed,
      subscribe: ((topic: string, listener: (payload: { at: string }) => void) => {
        listeners.set(topic, () => listener({ at: '2026-11-27T00:00:00Z' }));
        return () => listeners.delete(topic);
      }) as RealtimeFeed['subscribe'],
    };
    const tessera = createTessera({ ...ports(memory({ version: '1' })), feed });
    const arrived = vi.fn();
    const stop = tessera.watchMessages(arrived);
    listeners.get('messages')?.();
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(listeners.has('orders')).toBe(false);
    stop();
    expect(listeners.has('messages')).toBe(false);
    tessera.stop();
  });

  it('starts an option sheet that remembers the risk warning on this device and reads its order on a balances push', async () => {
    const result = vi.fn(() => TE.right<Failure, OptionOrder>(runningOption));
    let push: (() => void) | undefined;
    const storage = memory({ version: '1', token: 'live' });
    const p = ports(storage);
    const options: OptionsApi = { ...untouched<OptionsApi>(), submit: () => TE.right(runningOption), result };
    const feed: RealtimeFeed = {
      ...p.feed,
      subscribe: ((topic: string, listener: (payload: { at: string }) => void) => {
        if (topic === 'balances') push = () => listener({ at: '2026-11-23T00:00:00Z' });
        return () => {};
      }) as RealtimeFeed['subscribe'],
    };
    const tessera = createTessera({ ...p, api: { ...p.api, options }, feed });
    const sheet = tessera.createOptionSheet(() => new Date(runningOption.openedAt));
    sheet.send({ type: 'order.change', draft: optionDraft });
    sheet.send({ type: 'order.review' });
    sheet.send({ type: 'order.acceptRisk' });
    sheet.send({ type: 'order.confirm', requestId: 'req-1' });
    await settle();
    expect(storage.get(StorageKeys.optionsRiskAccepted)).toBe('true');
    expect(sheet.getSnapshot().context.secondsLeft).toBe(30);
    push?.();
    await settle();
    expect(result).toHaveBeenCalledWith(7);
    sheet.stop();
    const again = tessera.createOptionSheet(() => new Date());
    expect(again.getSnapshot().context.riskAccepted).toBe(true);
    again.stop();
    tessera.stop();
  });

  it('refuses the options calls of a front end composed without an options port', async () => {
    const tessera = createTessera(ports(memory({ version: '1' })));
    expect(await tessera.api.options.offer()()).toEqual(E.left(Failures.rejected('OPTIONS.NOT_OFFERED', '')));
    tessera.stop();
  });
});

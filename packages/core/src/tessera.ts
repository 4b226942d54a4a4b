import { type Actor, createActor, fromCallback } from 'xstate';
import { sequenceS } from '#fp-ts/Apply.js';
import * as TE from '#fp-ts/TaskEither.js';
import type { AccountApi } from './account/port.js';
import type { ContentApi } from './content/port.js';
import { type FollowInput, followMachine } from './copytrading/machine.js';
import type { CopyTradingApi } from './copytrading/port.js';
import { fiatMachine } from './fiat/machine.js';
import { type FiatCode, fiatOr } from './fiat/model.js';
import { futuresFormMachine, type OpenPositionInput } from './futures/machine.js';
import type { FuturesApi } from './futures/port.js';
import { guessBetMachine, type PlaceGuessInput } from './guess/machine.js';
import type { GuessApi } from './guess/port.js';
import { languageMachine } from './i18n/machine.js';
import { type Language, languageOr } from './i18n/model.js';
import { ieoSubscriptionMachine, type SubscribeIeoInput } from './ieo/machine.js';
import type { IeoApi } from './ieo/port.js';
import { type BuyDualInput, dualPurchaseMachine } from './invest/machine.js';
import type { DualApi } from './invest/port.js';
import { type ApplyLoanInput, loanApplicationMachine } from './loans/machine.js';
import type { LoansApi } from './loans/port.js';
import { klineHistoryRange } from './market/calculators.js';
import { CHART_CANDLES, type ChartEvent, chartMachine } from './market/chart-machine.js';
import { type QuotesEvent, quotesMachine } from './market/machine.js';
import type { KlineTopic, MarketApi, RealtimeFeed, Unsubscribe } from './market/port.js';
import { recentSearchesIn } from './market/recent-searches.js';
import { type ChatEvent, chatMachine } from './messages/machine.js';
import type { MessagesApi } from './messages/port.js';
import {
  type BuyMiningInput,
  miningPurchaseMachine,
  miningRedemptionMachine,
  type RedeemMiningInput,
} from './mining/machine.js';
import type { MiningApi } from './mining/port.js';
import type { NftApi } from './nft/port.js';
import { type OptionSheetEvent, optionSheetMachine, type SubmitOptionInput } from './options/machine.js';
import type { OptionsApi } from './options/port.js';
import type { ProofsApi } from './proofs/port.js';
import { type PlaceQuickBuyInput, quickBuyMachine } from './quickbuy/machine.js';
import type { QuickBuyApi } from './quickbuy/port.js';
import type { RewardsApi } from './rewards/port.js';
import { codeSenderMachine } from './session/code-sender.js';
import { sessionMachine } from './session/machine.js';
import type { SessionApi } from './session/port.js';
import { migrateStorage, persistence, restoreSession } from './session/restore.js';
import { fromCall, tapFailures } from './shared/call.js';
import type { Call, Failure } from './shared/failure.js';
import { notOffered } from './shared/not-offered.js';
import { startOrderForm } from './shared/order-form-machine.js';
import { createPagedListMachine, type Page, type PageQuery } from './shared/paging.js';
import type { Navigator, Notifier } from './shared/ports.js';
import { type Storage, StorageKeys } from './shared/storage.js';
import { submitMachineFor } from './shared/submit.js';
import type { SiteApi } from './site/port.js';
import { type LiveMarketEvent, liveMarketMachine } from './spot/live-market.js';
import { orderFormMachine, type PlaceInput } from './spot/machine.js';
import type { SpotApi } from './spot/port.js';
import type { VerificationApi } from './verification/port.js';
import { type ConvertInput, conversionMachine } from './wallet/conversion-machine.js';
import { type WalletEvent, walletMachine } from './wallet/machine.js';
import type { WalletApi } from './wallet/port.js';

/** The exchange's API, one port per bounded context. */
export interface TesseraApi {
  readonly session: SessionApi;
  readonly market: MarketApi;
  readonly account: AccountApi;
  readonly verification: VerificationApi;
  readonly wallet: WalletApi;
  readonly spot: SpotApi;
  readonly options: OptionsApi;
  readonly futures: FuturesApi;
  readonly mining: MiningApi;
  readonly dual: DualApi;
  readonly ieo: IeoApi;
  readonly quickBuy: QuickBuyApi;
  readonly loans: LoansApi;
  readonly guess: GuessApi;
  readonly copyTrading: CopyTradingApi;
  readonly nft: NftApi;
  readonly content: ContentApi;
  readonly messages: MessagesApi;
  readonly rewards: RewardsApi;
  readonly proofs: ProofsApi;
  readonly site: SiteApi;
}

/** Everything the SDK needs from the outside world. */
export interface TesseraPorts {
  /**
   * The products (`options`, `futures`, `mining`, `dual`, `ieo`, `quickBuy`, `loans`, `guess`,
   * `copyTrading`, `nft`), the published `content`, the `messages` centre and `rewards` (invitation
   * rebates, VIP levels, coupons) and `proofs` (the settlement archive) may be left out by a front end whose exchange offers none: their calls are
   * then refused.
   */
  readonly api: Omit<
    TesseraApi,
    | 'options'
    | 'futures'
    | 'mining'
    | 'dual'
    | 'ieo'
    | 'quickBuy'
    | 'loans'
    | 'guess'
    | 'copyTrading'
    | 'nft'
    | 'content'
    | 'messages'
    | 'rewards'
    | 'proofs'
  > & {
    readonly options?: OptionsApi;
    readonly futures?: FuturesApi;
    readonly mining?: MiningApi;
    readonly dual?: DualApi;
    readonly ieo?: IeoApi;
    readonly quickBuy?: QuickBuyApi;
    readonly loans?: LoansApi;
    readonly guess?: GuessApi;
    readonly copyTrading?: CopyTradingApi;
    readonly nft?: NftApi;
    readonly content?: ContentApi;
    readonly messages?: MessagesApi;
    readonly rewards?: RewardsApi;
    readonly proofs?: ProofsApi;
  };
  readonly feed: RealtimeFeed;
  readonly storage: Storage;
  readonly navigator: Navigator;
  readonly notifier: Notifier;
}

/**
 * Wires the machines to the ports and starts the long-lived ones. Another front end calls this
 * once and renders the actors' snapshots; every call that answers 999 or 998 anywhere is routed to
 * the session, which signs out or sends the user to identity verification.
 */
export const createTessera = (ports: TesseraPorts) => {
  const { storage, navigator, notifier } = ports;
  migrateStorage(storage);
  const saved = persistence(storage);

  /**
   * A 999 ends the session its call was sent under (the adapters send the stored token): one that
   * comes back after the user signed in again, answered for the token since replaced, leaves the
   * new session alone.
   */
  const routeFailure = () => {
    const sentWith = storage.get(StorageKeys.token);
    return (failure: Failure) => {
      if (failure.kind === 'NotLoggedIn' && storage.get(StorageKeys.token) === sentWith)
        session.send({ type: 'session.expired', message: failure.message });
      if (failure.kind === 'NotVerified')
        session.send({ type: 'session.unverified', message: failure.message });
    };
  };
  const api: TesseraApi = {
    session: tapFailures(ports.api.session, routeFailure),
    market: tapFailures(ports.api.market, routeFailure),
    account: tapFailures(ports.api.account, routeFailure),
    verification: tapFailures(ports.api.verification, routeFailure),
    wallet: tapFailures(ports.api.wallet, routeFailure),
    spot: tapFailures(ports.api.spot, routeFailure),
    // A product left out is refused as not offered: nothing for the session to act on.
    options: ports.api.options
      ? tapFailures(ports.api.options, routeFailure)
      : notOffered('OPTIONS.NOT_OFFERED'),
    futures: ports.api.futures
      ? tapFailures(ports.api.futures, routeFailure)
      : notOffered('FUTURES.NOT_OFFERED'),
    mining: ports.api.mining ? tapFailures(ports.api.mining, routeFailure) : notOffered('MINING.NOT_OFFERED'),
    dual: ports.api.dual ? tapFailures(ports.api.dual, routeFailure) : notOffered('DUAL.NOT_OFFERED'),
    ieo: ports.api.ieo ? tapFailures(ports.api.ieo, routeFailure) : notOffered('IEO.NOT_OFFERED'),
    quickBuy: ports.api.quickBuy
      ? tapFailures(ports.api.quickBuy, routeFailure)
      : notOffered('QUICKBUY.NOT_OFFERED'),
    loans: ports.api.loans ? tapFailures(ports.api.loans, routeFailure) : notOffered('LOANS.NOT_OFFERED'),
    guess: ports.api.guess ? tapFailures(ports.api.guess, routeFailure) : notOffered('GUESS.NOT_OFFERED'),
    copyTrading: ports.api.copyTrading
      ? tapFailures(ports.api.copyTrading, routeFailure)
      : notOffered('COPY.NOT_OFFERED'),
    nft: ports.api.nft ? tapFailures(ports.api.nft, routeFailure) : notOffered('NFT.NOT_OFFERED'),
    content: ports.api.content
      ? tapFailures(ports.api.content, routeFailure)
      : notOffered('CONTENT.NOT_OFFERED'),
    messages: ports.api.messages
      ? tapFailures(ports.api.messages, routeFailure)
      : notOffered('MESSAGES.NOT_OFFERED'),
    rewards: ports.api.rewards
      ? tapFailures(ports.api.rewards, routeFailure)
      : notOffered('REWARDS.NOT_OFFERED'),
    proofs: ports.api.proofs ? tapFailures(ports.api.proofs, routeFailure) : notOffered('PROOFS.NOT_OFFERED'),
    site: tapFailures(ports.api.site, routeFailure),
  };

  const session: Actor<typeof sessionMachine> = createActor(
    sessionMachine.provide({
      actors: {
        login: fromCall(api.session.login),
        loginSecondFactor: fromCall(api.session.loginSecondFactor),
        // Logging out with a dead token must not trigger the expiry flow again.
        logout: fromCall(() => ports.api.session.logout()),
        register: fromCall(api.session.register),
        resetPassword: fromCall(api.session.resetPassword),
        userInfo: fromCall(() => api.session.userInfo()),
      },
      actions: {
        persistToken: (_, token) => saved.saveToken(token),
        persistUser: (_, user) => saved.saveUser(user),
        clearPersistedSession: () => saved.clear(),
        navigate: (_, route) => navigator.go(route),
        notifyText: (_, text) => notifier.notify({ text }),
      },
    }),
    { input: restoreSession(storage) },
  ).start();

  const language = createActor(
    languageMachine.provide({
      actions: { persistLanguage: (_, chosen: Language) => storage.set(StorageKeys.lang, chosen) },
    }),
    { input: { language: languageOr(storage.get(StorageKeys.lang)) } },
  ).start();

  const fiat = createActor(
    fiatMachine.provide({
      actors: { loadRates: fromCall(() => api.market.fiatRates()) },
      actions: { persistFiat: (_, chosen: FiatCode) => storage.set(StorageKeys.fiat, chosen) },
    }),
    { input: { fiat: fiatOr(storage.get(StorageKeys.fiat)) } },
  ).start();

  /**
   * Calls `listener` each time a lost feed connection comes back: what was pushed meanwhile is
   * gone, so whatever a private push keeps fresh is read again.
   */
  const onReconnection = (listener: () => void): Unsubscribe => {
    let lost = false;
    return ports.feed.watchConnection((connection) => {
      if (connection === 'connected' && lost) listener();
      lost = connection === 'disconnected';
    });
  };

  /** A started actor for one "send code" button; stop it when the form goes away. */
  const createCodeSender = () =>
    createActor(codeSenderMachine.provide({ actors: { sendCode: fromCall(api.session.sendCode) } })).start();

  /** A started live-quotes actor; stop it when nothing shows quotes any more. */
  const watchQuotes = () =>
    createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() => api.market.quotations()),
          tickerFeed: fromCallback<QuotesEvent>(({ sendBack }) =>
            ports.feed.subscribe('tickers', (quotes) => sendBack({ type: 'market.ticks', quotes })),
          ),
          connectionFeed: fromCallback<QuotesEvent>(({ sendBack }) =>
            ports.feed.watchConnection((connection) => sendBack({ type: 'market.connection', connection })),
          ),
        },
      }),
    ).start();

  /**
   * A started chart actor for one market (`chart.period` switches the period): the last
   * `CHART_CANDLES` candles up to `now`, then the live ones, reloaded when a lost connection comes
   * back. `now` is the exchange's time, read at
   * each load: under a simulated clock it runs ahead of the device's. Stop it with the chart.
   */
  const watchChart = (topic: KlineTopic, now: () => Date) =>
    createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(({ symbol, period }: KlineTopic) =>
            api.market.klines({
              symbol,
              period,
              ...klineHistoryRange(period, now().getTime(), CHART_CANDLES),
            }),
          ),
          klineFeed: fromCallback<ChartEvent, KlineTopic>(({ sendBack, input }) =>
            ports.feed.subscribeKline(input, (kline) => sendBack({ type: 'chart.kline', kline })),
          ),
          connectionFeed: fromCallback<ChartEvent>(({ sendBack }) =>
            ports.feed.watchConnection((connection) => sendBack({ type: 'chart.connection', connection })),
          ),
        },
      }),
      { input: topic },
    ).start();

  /**
   * A started assets-page actor: the overview in the chosen fiat, reloaded on each private
   * `balances` push and when a lost connection comes back, hiding small balances as the user last chose; stop it when the page goes away.
   */
  const watchWallet = () =>
    createActor(
      walletMachine.provide({
        actors: {
          loadOverview: fromCall((fiatCode: FiatCode) => api.wallet.overview(fiatCode)),
          balanceFeed: fromCallback<WalletEvent>(({ sendBack }) => {
            const changed = () => sendBack({ type: 'wallet.changed' });
            const stopBalances = ports.feed.subscribe('balances', changed);
            const stopReconnections = onReconnection(changed);
            return () => {
              stopBalances();
              stopReconnections();
            };
          }),
        },
        actions: {
          persistHideSmall: (_, hide: boolean) => storage.set(StorageKeys.hideSmall, String(hide)),
        },
      }),
      {
        input: {
          fiat: fiat.getSnapshot().context.fiat,
          hideSmall: storage.get(StorageKeys.hideSmall) === 'true',
        },
      },
    ).start();

  /**
   * A started live book and trades of one spot market: a snapshot, then the feed's pushes, the
   * snapshot read again after a lost connection comes back. Stop it when the market goes away.
   */
  const watchSpotMarket = (symbol: string) =>
    createActor(
      liveMarketMachine.provide({
        actors: {
          loadSnapshot: fromCall((market: string) =>
            sequenceS(TE.ApplyPar)({ depth: api.spot.depth(market), trades: api.spot.trades(market) }),
          ),
          depthFeed: fromCallback<LiveMarketEvent, string>(({ sendBack, input }) =>
            ports.feed.subscribeDepth(input, (depth) => sendBack({ type: 'market.depth', depth })),
          ),
          tradesFeed: fromCallback<LiveMarketEvent, string>(({ sendBack, input }) =>
            ports.feed.subscribeTrades(input, (trades) => sendBack({ type: 'market.trades', trades })),
          ),
          connectionFeed: fromCallback<LiveMarketEvent>(({ sendBack }) =>
            ports.feed.watchConnection((connection) => sendBack({ type: 'market.connection', connection })),
          ),
        },
      }),
      { input: { symbol } },
    ).start();

  /**
   * Calls `listener` each time a private push of `topic` says the user's orders, positions or
   * messages changed, and when a lost connection comes back (pushes missed meanwhile are gone).
   */
  const watchPrivate = (
    topic: 'orders' | 'positions' | 'messages' | 'chat',
    listener: () => void,
  ): Unsubscribe => {
    const stopPushes = ports.feed.subscribe(topic, () => listener());
    const stopReconnections = onReconnection(listener);
    return () => {
      stopPushes();
      stopReconnections();
    };
  };

  /**
   * Calls `listener` each time the signed-in user's spot orders change (the private `orders`
   * push) and when a lost connection comes back, so a screen reloads the orders it lists. Answers
   * the function that stops it.
   */
  const watchOrders = (listener: () => void): Unsubscribe => watchPrivate('orders', listener);

  /**
   * Calls `listener` each time the signed-in user's futures positions change (opened, closed by
   * them or by a take-profit, stop-loss or liquidation, an overnight fee: the private `positions`
   * push) and when a lost connection comes back. Answers the function that stops it.
   */
  const watchPositions = (listener: () => void): Unsubscribe => watchPrivate('positions', listener);

  /**
   * Calls `listener` each time a system message may have arrived for the signed-in user (the
   * private `messages` push, sent with every change a product tells of) and when a lost connection
   * comes back, so the message centre and its badge reload. Answers the function that stops it.
   */
  const watchMessages = (listener: () => void): Unsubscribe => watchPrivate('messages', listener);

  /**
   * A started conversation with customer service (`kefu/index`, `kf/kf`): the newest messages,
   * then whatever the `chat` push or a reconnection says came since; the user's messages sent one
   * at a time under their request ids; support's messages marked read as they arrive. Stop it with
   * the page.
   */
  const createChat = () =>
    createActor(
      chatMachine.provide({
        actors: {
          loadChat: fromCall(api.messages.chat),
          sendChat: fromCall(({ message, requestId }) => api.messages.sendChat(message, requestId)),
          readChat: fromCall((upTo: number) => TE.map(() => upTo)(api.messages.readChat(upTo))),
          chatFeed: fromCallback<ChatEvent>(({ sendBack }) =>
            watchPrivate('chat', () => sendBack({ type: 'chat.arrived' })),
          ),
        },
      }),
    ).start();

  /**
   * A started conversion actor (`fundTransfer`): quotes as the user types, quotes afresh before
   * the confirmation, converts with that quote's `receive` as the least to accept. Stop it with
   * the page.
   */
  const createConversion = () =>
    createActor(
      conversionMachine.provide({
        actors: {
          quote: fromCall(api.wallet.conversionQuote),
          convert: fromCall(({ conversion, requestId }: ConvertInput) =>
            api.wallet.convert(conversion, requestId),
          ),
        },
      }),
    ).start();

  /**
   * A started spot order form (`pages/transaction/currency`): the screen sends the checked order as
   * the user types, a review, and the confirmation with its request id; the order is placed once.
   * Stop it with the page.
   */
  const createOrderForm = () =>
    startOrderForm(orderFormMachine, ({ draft, market, requestId }: PlaceInput) =>
      api.spot.place(draft, market, requestId),
    );

  /**
   * A started futures order form (`pages/transaction/contract`, the stock contracts too): what the
   * user types, a review of what opening takes, and the confirmation with its request id; the
   * position is opened once. Stop it with the page.
   */
  const createFuturesForm = () =>
    startOrderForm(futuresFormMachine, ({ draft, market, requestId }: OpenPositionInput) =>
      api.futures.submit(draft, market, requestId),
    );

  /**
   * A started locked-mining purchase (`pages/lockming/buy`): the amount as the user types it, a
   * review of what it would earn (core's `miningPurchasePreview`), and the confirmation with its
   * request id; the amount is locked once. Stop it with the page.
   */
  const createMiningPurchase = () =>
    startOrderForm(miningPurchaseMachine, ({ draft, requestId }: BuyMiningInput) =>
      api.mining.buy(draft, requestId),
    );

  /**
   * A started early redemption of one order (`pages/lockming/order`): the previewed penalty (core's
   * `miningRedemptionPreview`), the confirmation, the order redeemed once at that penalty. Stop it
   * with the dialog.
   */
  const createMiningRedemption = () =>
    startOrderForm(miningRedemptionMachine, ({ draft, requestId }: RedeemMiningInput) =>
      api.mining.redeem(draft, requestId),
    );

  /**
   * A started dual-investment purchase (`pages/invest/purchase`): whole shares as the user types
   * them, a review of both outcomes (core's `dualPurchasePreview`), and the confirmation with its
   * request id; the shares are bought once. Stop it with the page.
   */
  const createDualPurchase = () =>
    startOrderForm(dualPurchaseMachine, ({ draft, requestId }: BuyDualInput) =>
      api.dual.buy(draft, requestId),
    );

  /**
   * A started IEO subscription (`pages/ieo/subscribe`): tokens as the user types them, a review of
   * the cost and the pro-rata rule (core's `ieoSubscriptionPreview`), and the confirmation with its
   * request id; the subscription is made once. Stop it with the page.
   */
  const createIeoSubscription = () =>
    startOrderForm(ieoSubscriptionMachine, ({ draft, requestId }: SubscribeIeoInput) =>
      api.ieo.subscribe(draft, requestId),
    );

  /**
   * A started quick purchase (`pages/buy`): the sheet as the user fills it, a review of the quote
   * (core's `quickBuyQuote`), and the confirmation with its request id; the order is placed once
   * and comes back with the account to pay into. Stop it with the page.
   */
  const createQuickBuy = () =>
    startOrderForm(quickBuyMachine, ({ draft, requestId }: PlaceQuickBuyInput) =>
      api.quickBuy.place(draft, requestId),
    );

  /**
   * A started OTC loan application (`pages/common/borrowing`): the form as the user fills it, a
   * review of the margin it pledges and every term, and the confirmation with its request id; the
   * application is sent once. Stop it with the page.
   */
  const createLoanApplication = () =>
    startOrderForm(loanApplicationMachine, ({ draft, requestId }: ApplyLoanInput) =>
      api.loans.apply(draft, requestId),
    );

  /**
   * A started follow (`pages/follow/follow`): how copies are sized, the agreement, a review of what
   * a copy would open, and the confirmation with its request id; the follow is made once. Stop it
   * with the page.
   */
  const createFollow = () =>
    startOrderForm(followMachine, ({ draft, requestId }: FollowInput) =>
      api.copyTrading.follow(draft, requestId),
    );

  /**
   * A started guess bet (`pages/game/game`): the pick and stake as the user chooses them, a review
   * of the fee and what it would pay if it won now, and the confirmation with its request id; the
   * bet is placed once. Stop it with the page.
   */
  const createGuessBet = () =>
    startOrderForm(guessBetMachine, ({ draft, requestId }: PlaceGuessInput) =>
      api.guess.bet(draft, requestId),
    );

  /**
   * A started options order sheet (`pages/transaction/seconds_order`): the risk warning once per
   * device, the confirmation, the order submitted once under its request id, its countdown by the
   * exchange's clock `now` (ahead of the device's under a simulated clock) and its settlement, read
   * after the close and on each private `balances` push or reconnection. Stop it with the page.
   */
  const createOptionSheet = (now: () => Date) =>
    createActor(
      optionSheetMachine.provide({
        actors: {
          submit: fromCall(({ draft, requestId }: SubmitOptionInput) => api.options.submit(draft, requestId)),
          result: fromCall((orderId: number) => api.options.result(orderId)),
          balanceFeed: fromCallback<OptionSheetEvent>(({ sendBack }) => {
            const changed = () => sendBack({ type: 'order.balancesChanged' });
            const stopBalances = ports.feed.subscribe('balances', changed);
            const stopReconnections = onReconnection(changed);
            return () => {
              stopBalances();
              stopReconnections();
            };
          }),
        },
        actions: { persistRiskAccepted: () => storage.set(StorageKeys.optionsRiskAccepted, 'true') },
      }),
      {
        input: {
          riskAccepted: storage.get(StorageKeys.optionsRiskAccepted) === 'true',
          now: () => now().getTime(),
        },
      },
    ).start();

  /**
   * A started submit actor for one form, sending through `call` (one of `api`'s methods):
   * `submit(input)` is typed by the call, a double tap sends once. Stop it with the form.
   */
  const createSubmitter = <I>(call: (input: I) => Call<unknown>) => {
    const actor = createActor(submitMachineFor(call)).start();
    return {
      actor,
      submit: (input: I) => actor.send({ type: 'form.submit', input }),
      reset: () => actor.send({ type: 'form.reset' }),
      stop: () => actor.stop(),
    };
  };

  /** A started paged-list actor over one list call (page size 10); send `list.load` to begin. */
  const createPagedList = <T>(
    fetchPage: (query: PageQuery) => Call<Page<T>>,
    options: { limit?: number } = {},
  ) =>
    createActor(
      createPagedListMachine<T>(options).provide({ actors: { fetchPage: fromCall(fetchPage) } }),
    ).start();

  return {
    api,
    session,
    /** The search page's recent searches, kept on this device. */
    recentSearches: recentSearchesIn(storage),
    language,
    fiat,
    createChat,
    createCodeSender,
    createConversion,
    createDualPurchase,
    createFuturesForm,
    createIeoSubscription,
    createFollow,
    createGuessBet,
    createLoanApplication,
    createMiningPurchase,
    createMiningRedemption,
    createOptionSheet,
    createOrderForm,
    createSubmitter,
    createPagedList,
    createQuickBuy,
    watchChart,
    watchOrders,
    watchPositions,
    watchMessages,
    watchQuotes,
    watchSpotMarket,
    watchWallet,
    stop: () => {
      session.stop();
      language.stop();
      fiat.stop();
    },
  };
};

export type Tessera = ReturnType<typeof createTessera>;

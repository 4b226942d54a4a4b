/**
 * Every route of the app as data (spec §2). The router, the tab bar and the login guard all read
 * this one table; a page that is not built yet is simply `page: 'underDevelopment'`.
 *
 * This module imports nothing: the entry reads it to start downloading the first page before the
 * rest of the app (core included) has arrived, so core's `Routes.login` and `Routes.verification` are
 * written out in `Paths` (routes.test.ts keeps them equal).
 */

/** The pages that exist as code; each is its own lazily loaded chunk (see `pages.ts`). */
export type PageKey =
  | 'home'
  | 'market'
  | 'marketSearch'
  | 'login'
  | 'register'
  | 'forget'
  | 'language'
  | 'setting'
  | 'assets'
  | 'select'
  | 'receive'
  | 'fundRecords'
  | 'userInfo'
  | 'security'
  | 'password'
  | 'payPassword'
  | 'twoFactor'
  | 'bindContact'
  | 'devices'
  | 'antiPhishing'
  | 'bank'
  | 'bankInternational'
  | 'wallet'
  | 'addWallet'
  | 'real'
  | 'realMark'
  | 'area'
  | 'share'
  | 'rebates'
  | 'vip'
  | 'coupons'
  | 'fiat'
  | 'withdraw'
  | 'transfer'
  | 'transferHistory'
  | 'convert'
  | 'records'
  | 'bill'
  | 'spot'
  | 'spotOrders'
  | 'options'
  | 'futures'
  | 'futuresHistory'
  | 'finance'
  | 'mining'
  | 'miningBuy'
  | 'miningOrders'
  | 'miningWelcome'
  | 'invest'
  | 'investPurchase'
  | 'investMine'
  | 'investHelp'
  | 'ieo'
  | 'ieoSubscribe'
  | 'ieoOrders'
  | 'quickBuy'
  | 'quickBuyOrder'
  | 'quickBuyOrders'
  | 'loans'
  | 'borrowing'
  | 'guess'
  | 'copyTraders'
  | 'copyTrader'
  | 'follow'
  | 'followAgreement'
  | 'myCopyTrading'
  | 'nft'
  | 'nftArtists'
  | 'nftArtist'
  | 'nftArtworks'
  | 'nftArtwork'
  | 'nftSearch'
  | 'nftCollections'
  | 'nftBuy'
  | 'nftPay'
  | 'nftResell'
  | 'nftMine'
  | 'article'
  | 'webView'
  | 'faq'
  | 'contentPage'
  | 'messageCentre'
  | 'systemMessages'
  | 'notices'
  | 'chat'
  | 'reserves'
  | 'underDevelopment';

export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

export interface RouteEntry {
  /** Hash path, e.g. `/pages/common/login`. */
  readonly path: string;
  readonly page: PageKey;
  /** i18n key of the navigation bar title. */
  readonly titleKey: string;
  /** Signed-out visitors get the "Please log in" toast and the login page. */
  readonly auth: boolean;
  /** Set on the five tab pages: the tab bar is shown and the nav bar has no back button. */
  readonly tab?: TabKey;
}

/** What every page component receives: its own entry of the table. */
export interface PageProps {
  readonly route: RouteEntry;
}

/** Spec §2, "Routes under /pages/", group by group. */
const SPEC_PAGES: Readonly<Record<string, readonly string[]>> = {
  index: ['index'],
  common: [
    'login',
    'register',
    'area',
    'article',
    'webView',
    'faq',
    'forget',
    'contactus',
    'aboutus',
    'borrowing',
  ],
  setting: [
    'setting',
    'userInfo',
    'security',
    'password',
    'payPassword',
    'coupon',
    'wallet',
    'bill',
    'real',
    'real_mark',
    'addWallet',
    'share',
    'areas',
    'bank',
    'bank_international',
    'operational_compliance',
  ],
  fund: [
    'select',
    'receive',
    'receive_withdraw_record',
    'withdraw',
    'assets',
    'assets_record',
    'assets_all_record',
    'transfer',
    'fundTransfer',
    'transfer_history',
  ],
  market: ['market', 'search'],
  transaction: [
    'index',
    'index2',
    'currency',
    'currency_order',
    'contract',
    'contract_order',
    'seconds_order',
  ],
  financial: ['index'],
  copytrade: ['copy', 'my', 'trader'],
  follow: ['index', 'trader', 'follow', 'agreement_zh', 'agreement_en'],
  ieo: ['ieo', 'subscribe', 'order'],
  lockming: ['lockming', 'buy', 'order', 'welcome'],
  invest: ['invest', 'mine', 'purchase', 'help'],
  nft: [
    'nft',
    'artistDetail',
    'mine',
    'artworkDetail',
    'artworkDetail_video',
    'purchase',
    'purchase_one',
    'resell',
    'myNft',
    'components/artist',
    'components/artwork',
    'components/search',
    'components/collection',
  ],
  otc: ['otc'],
  game: ['game'],
  kefu: ['index'],
  kf: ['kf'],
  mailMessage: ['mailMessage', 'mailMessageList', 'ggList', 'ggDetail'],
};

/**
 * Pages that belong to an account. The spec names Assets and says guests must log in first; the
 * rest is the set a signed-out visitor has nothing to see on: funds, settings, orders, holdings,
 * messages and support.
 */
const NEEDS_LOGIN: ReadonlySet<string> = new Set([
  ...(SPEC_PAGES.fund ?? []).map((name) => `fund/${name}`),
  ...(SPEC_PAGES.setting ?? []).map((name) => `setting/${name}`),
  ...(SPEC_PAGES.mailMessage ?? []).map((name) => `mailMessage/${name}`),
  'common/borrowing',
  'transaction/currency_order',
  'transaction/contract_order',
  'transaction/seconds_order',
  'copytrade/my',
  'follow/follow',
  'ieo/subscribe',
  'ieo/order',
  'lockming/buy',
  'lockming/order',
  'invest/mine',
  'invest/purchase',
  'nft/mine',
  'nft/myNft',
  'nft/purchase',
  'nft/purchase_one',
  'nft/resell',
  'otc/otc',
  'kefu/index',
  'kf/kf',
]);

/** Pages that are built, by `group/name`. */
const BUILT: Readonly<Record<string, PageKey>> = {
  'index/index': 'home',
  'market/market': 'market',
  'market/search': 'marketSearch',
  'common/login': 'login',
  'common/register': 'register',
  'common/forget': 'forget',
  'setting/setting': 'setting',
  'setting/language': 'language',
  'setting/userInfo': 'userInfo',
  'setting/security': 'security',
  'setting/password': 'password',
  'setting/payPassword': 'payPassword',
  'setting/twoFactor': 'twoFactor',
  'setting/bindMobile': 'bindContact',
  'setting/bindEmail': 'bindContact',
  'setting/devices': 'devices',
  'setting/antiPhishing': 'antiPhishing',
  'setting/bank': 'bank',
  'setting/bank_international': 'bankInternational',
  'setting/wallet': 'wallet',
  'setting/addWallet': 'addWallet',
  'setting/real': 'real',
  'setting/real_mark': 'realMark',
  'setting/areas': 'area',
  'common/area': 'area',
  'setting/share': 'share',
  'setting/rebates': 'rebates',
  'setting/vip': 'vip',
  'setting/coupon': 'coupons',
  'setting/fiat': 'fiat',
  'fund/assets': 'assets',
  'fund/withdraw': 'withdraw',
  'fund/transfer': 'transfer',
  'fund/transfer_history': 'transferHistory',
  'fund/fundTransfer': 'convert',
  'fund/assets_record': 'records',
  'fund/assets_all_record': 'records',
  'setting/bill': 'bill',
  'fund/select': 'select',
  'fund/receive': 'receive',
  'fund/receive_withdraw_record': 'fundRecords',
  // The Trade tab opens the spot view; `currency` is the same view under its own name.
  'transaction/index': 'spot',
  'transaction/currency': 'spot',
  'transaction/currency_order': 'spotOrders',
  'transaction/seconds_order': 'options',
  'transaction/contract': 'futures',
  'transaction/contract_order': 'futuresHistory',
  'financial/index': 'finance',
  'lockming/lockming': 'mining',
  'lockming/buy': 'miningBuy',
  'lockming/order': 'miningOrders',
  'lockming/welcome': 'miningWelcome',
  'invest/invest': 'invest',
  'invest/purchase': 'investPurchase',
  'invest/mine': 'investMine',
  'invest/help': 'investHelp',
  'ieo/ieo': 'ieo',
  'ieo/subscribe': 'ieoSubscribe',
  'ieo/order': 'ieoOrders',
  'buy/index': 'quickBuy',
  'buy/order': 'quickBuyOrder',
  'buy/orders': 'quickBuyOrders',
  'otc/otc': 'loans',
  'common/borrowing': 'borrowing',
  'game/game': 'guess',
  // Copy trading: the traders list and a trader's page under both of the spec's groups (copytrade
  // is the product's own tab, follow the pages a follow goes through).
  'copytrade/copy': 'copyTraders',
  'copytrade/trader': 'copyTrader',
  'copytrade/my': 'myCopyTrading',
  'follow/index': 'copyTraders',
  'follow/trader': 'copyTrader',
  'follow/follow': 'follow',
  'follow/agreement_zh': 'followAgreement',
  'follow/agreement_en': 'followAgreement',
  // The NFT marketplace. The spec's `components/*` pages show one of the marketplace's parts on its
  // own (every artist, the artworks, the search, the collections); `artworkDetail_video` is the
  // artwork page of a video artwork; `purchase_one` buys a fixed-price item, `purchase` pays a won
  // auction; `mine` and `myNft` are both My NFTs.
  'nft/nft': 'nft',
  'nft/components/artist': 'nftArtists',
  'nft/artistDetail': 'nftArtist',
  'nft/components/artwork': 'nftArtworks',
  'nft/artworkDetail': 'nftArtwork',
  'nft/artworkDetail_video': 'nftArtwork',
  'nft/components/search': 'nftSearch',
  'nft/components/collection': 'nftCollections',
  'nft/purchase_one': 'nftBuy',
  'nft/purchase': 'nftPay',
  'nft/resell': 'nftResell',
  'nft/myNft': 'nftMine',
  'nft/mine': 'nftMine',
  // Published content (issue 15): an article (a notice, a banner's, the pop-up, or a fixed page by
  // `?page=`, e.g. a risk disclosure), a web page of an allowed host, the FAQ and the fixed pages;
  // the message centre with its system messages and its announcements (the notices).
  'common/article': 'article',
  'common/webView': 'webView',
  'common/faq': 'faq',
  'common/contactus': 'contentPage',
  'common/aboutus': 'contentPage',
  'setting/operational_compliance': 'contentPage',
  'mailMessage/mailMessage': 'messageCentre',
  'mailMessage/mailMessageList': 'systemMessages',
  'mailMessage/ggList': 'notices',
  'mailMessage/ggDetail': 'article',
  // Customer service: the chat, under both of the spec's names.
  'kefu/index': 'chat',
  'kf/kf': 'chat',
  // Issue 16's proof of reserves.
  'proofs/reserves': 'reserves',
};

/** Spec §2: the bottom tab bar, in order. */
export const TABS: readonly { readonly key: TabKey; readonly path: string }[] = [
  { key: 'home', path: '/' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/index' },
  { key: 'finance', path: '/pages/financial/index' },
  { key: 'assets', path: '/pages/fund/assets' },
];

const TAB_OF: Readonly<Record<string, TabKey>> = {
  'index/index': 'home',
  'market/market': 'market',
  'transaction/index': 'trade',
  'transaction/currency': 'trade',
  'transaction/seconds_order': 'trade',
  'transaction/contract': 'trade',
  'financial/index': 'finance',
  'fund/assets': 'assets',
};

/** Titles of built pages; every other page is titled after its group. */
const TITLES: Readonly<Record<string, string>> = {
  'index/index': 'tabs.home',
  'market/market': 'tabs.market',
  'market/search': 'market.searchTitle',
  'transaction/index': 'tabs.trade',
  'transaction/currency': 'tabs.trade',
  'transaction/currency_order': 'spot.ordersTitle',
  'transaction/seconds_order': 'tabs.trade',
  'transaction/contract': 'tabs.trade',
  'transaction/contract_order': 'futures.historyTitle',
  'financial/index': 'tabs.finance',
  'lockming/buy': 'mining.buyTitle',
  'lockming/order': 'mining.ordersTitle',
  'lockming/welcome': 'mining.welcomeTitle',
  'invest/purchase': 'invest.purchaseTitle',
  'invest/mine': 'invest.mineTitle',
  'invest/help': 'invest.helpTitle',
  'ieo/subscribe': 'ieo.subscribeTitle',
  'ieo/order': 'ieo.ordersTitle',
  'buy/order': 'quickbuy.orderTitle',
  'buy/orders': 'quickbuy.ordersTitle',
  'common/borrowing': 'loans.applyTitle',
  'common/article': 'content.articleTitle',
  'common/webView': 'content.webViewTitle',
  'common/faq': 'content.faqTitle',
  'common/contactus': 'content.contactTitle',
  'common/aboutus': 'content.aboutTitle',
  'setting/operational_compliance': 'content.complianceTitle',
  'mailMessage/mailMessage': 'messages.centreTitle',
  'mailMessage/mailMessageList': 'messages.systemTitle',
  'mailMessage/ggList': 'messages.noticesTitle',
  'mailMessage/ggDetail': 'content.articleTitle',
  'copytrade/trader': 'copy.traderTitle',
  'copytrade/my': 'copy.myTitle',
  'follow/trader': 'copy.traderTitle',
  'follow/follow': 'copy.followTitle',
  'follow/agreement_zh': 'copy.agreementTitle',
  'follow/agreement_en': 'copy.agreementTitle',
  'nft/nft': 'nft.title',
  'nft/components/artist': 'nft.artistsTitle',
  'nft/artistDetail': 'nft.artistTitle',
  'nft/components/artwork': 'nft.artworksTitle',
  'nft/artworkDetail': 'nft.artworkTitle',
  'nft/artworkDetail_video': 'nft.artworkTitle',
  'nft/components/search': 'nft.searchTitle',
  'nft/components/collection': 'nft.collectionsTitle',
  'nft/purchase_one': 'nft.buyTitle',
  'nft/purchase': 'nft.payTitle',
  'nft/resell': 'nft.resellTitle',
  'nft/myNft': 'nft.mineTitle',
  'nft/mine': 'nft.mineTitle',
  'fund/assets': 'tabs.assets',
  'common/login': 'auth.loginTitle',
  'common/register': 'auth.registerTitle',
  'common/forget': 'auth.forgetTitle',
  'setting/setting': 'settings.title',
  'setting/language': 'language.title',
  'setting/userInfo': 'profile.title',
  'setting/security': 'security.title',
  'setting/password': 'security.passwordTitle',
  'setting/payPassword': 'security.payPasswordTitle',
  'setting/twoFactor': 'twoFactor.title',
  'setting/bindMobile': 'bind.mobileTitle',
  'setting/bindEmail': 'bind.emailTitle',
  'setting/devices': 'security.devicesTitle',
  'setting/antiPhishing': 'security.antiPhishingTitle',
  'setting/bank': 'bank.title',
  'setting/bank_international': 'bank.internationalTitle',
  'setting/wallet': 'wallet.title',
  'setting/addWallet': 'wallet.addTitle',
  'setting/real': 'real.title',
  'setting/real_mark': 'real.markTitle',
  'setting/areas': 'area.title',
  'common/area': 'area.title',
  'setting/share': 'share.title',
  'setting/rebates': 'rebates.title',
  'setting/vip': 'vip.title',
  'setting/coupon': 'coupons.title',
  'setting/fiat': 'fiat.title',
  'fund/withdraw': 'withdraw.title',
  'fund/transfer': 'transfer.title',
  'fund/transfer_history': 'transfer.historyTitle',
  'fund/fundTransfer': 'convert.title',
  'fund/assets_record': 'records.title',
  'fund/assets_all_record': 'records.allTitle',
  'setting/bill': 'records.billTitle',
  'fund/select': 'select.title',
  'fund/receive': 'receive.title',
  'fund/receive_withdraw_record': 'fundRecords.title',
  'proofs/reserves': 'reserves.title',
};

const entry = (group: string, name: string): RouteEntry => {
  const id = `${group}/${name}`;
  const tab = TAB_OF[id];
  return {
    path: `/pages/${id}`,
    page: BUILT[id] ?? 'underDevelopment',
    titleKey: TITLES[id] ?? `routeTitle.${group}`,
    auth: NEEDS_LOGIN.has(id),
    ...(tab ? { tab } : {}),
  };
};

const specEntries = Object.entries(SPEC_PAGES).flatMap(([group, names]) =>
  names.map((name) => entry(group, name)),
);

/**
 * Pages the spec lists among the settings without naming their routes: binding a mobile or an
 * email (issue 4: "bind mobile (`/sms_send`, `/safe/mobile`) and email"), the default fiat
 * currency, the security pages of issue 11 (two-factor authentication, the signed-in devices,
 * the anti-phishing code), and issue 15's rebate records and VIP levels. They live beside the other
 * settings pages and need a login.
 */
const UNNAMED_SETTING_PAGES = [
  'bindMobile',
  'bindEmail',
  'fiat',
  'twoFactor',
  'devices',
  'antiPhishing',
  'rebates',
  'vip',
] as const;

/**
 * Buy crypto, which spec §2 lists among what the screens let a user do ("choose country, currency
 * and payment method, bank account info, transfer screenshot upload") without naming its routes:
 * they live under `pages/buy` (core's name for the purchase), all behind the login (the offer is
 * the user's: their limit is their verification level's). `index` is the purchase sheet, `order`
 * one order (`?id=`: the account to pay into, the screenshot), `orders` the user's orders.
 */
const BUY_PAGES = ['index', 'order', 'orders'] as const;

/**
 * What anyone can check of the exchange without trusting it (issue 16), which spec §2 does not
 * list: the proof of reserves, under `pages/proofs`. Open to visitors: the snapshot is public, and
 * the page itself asks a visitor to log in to check their own balances.
 */
const PROOF_PAGES = ['reserves'] as const;

/**
 * The whole table: the entry page `/` (alias of pages/index/index), every page of spec §2, the
 * uni-app system pages (at the root, where that framework puts them), the language picker the
 * spec lists among the settings without naming its route, the unnamed settings pages and the buy
 * crypto pages and the proof pages above.
 */
export const ROUTES: readonly RouteEntry[] = [
  { ...entry('index', 'index'), path: '/' },
  ...specEntries,
  { ...entry('setting', 'language'), auth: false },
  ...UNNAMED_SETTING_PAGES.map((name) => ({ ...entry('setting', name), auth: true })),
  ...BUY_PAGES.map((name) => ({ ...entry('buy', name), auth: true })),
  ...PROOF_PAGES.map((name) => entry('proofs', name)),
  { path: '/choose-location', page: 'underDevelopment', titleKey: 'routeTitle.system', auth: false },
  { path: '/open-location', page: 'underDevelopment', titleKey: 'routeTitle.system', auth: false },
];

/** Every route by its path as the router matches it (the table has no parameters). */
const ROUTE_OF_PATH: ReadonlyMap<string, RouteEntry> = new Map(
  ROUTES.map((route) => [route.path.toLowerCase(), route]),
);

/**
 * The route an address's path names, or undefined for none. Paths match whatever their case and
 * with trailing slashes (`/Pages/Market/market/` is the market), as links in the wild are written.
 */
export const findRoute = (pathname: string): RouteEntry | undefined =>
  ROUTE_OF_PATH.get(pathname.replace(/\/+$/, '').toLowerCase() || '/');

/** Paths the UI itself links to, so a renamed route breaks at compile time, not at runtime. */
export const Paths = {
  home: '/',
  login: '/pages/common/login',
  register: '/pages/common/register',
  forget: '/pages/common/forget',
  language: '/pages/setting/language',
  setting: '/pages/setting/setting',
  assets: '/pages/fund/assets',
  market: '/pages/market/market',
  deposit: '/pages/fund/select',
  receive: '/pages/fund/receive',
  fundRecords: '/pages/fund/receive_withdraw_record',
  withdraw: '/pages/fund/withdraw',
  transfer: '/pages/fund/transfer',
  transferHistory: '/pages/fund/transfer_history',
  convert: '/pages/fund/fundTransfer',
  assetRecords: '/pages/fund/assets_record',
  allRecords: '/pages/fund/assets_all_record',
  bill: '/pages/setting/bill',
  trade: '/pages/transaction/index',
  spot: '/pages/transaction/currency',
  spotOrders: '/pages/transaction/currency_order',
  options: '/pages/transaction/seconds_order',
  futures: '/pages/transaction/contract',
  futuresHistory: '/pages/transaction/contract_order',
  copyTrading: '/pages/copytrade/copy',
  copyTrader: '/pages/copytrade/trader',
  myCopyTrading: '/pages/copytrade/my',
  followTraders: '/pages/follow/index',
  followTrader: '/pages/follow/trader',
  follow: '/pages/follow/follow',
  followAgreementZh: '/pages/follow/agreement_zh',
  followAgreementEn: '/pages/follow/agreement_en',
  finance: '/pages/financial/index',
  mining: '/pages/lockming/lockming',
  miningBuy: '/pages/lockming/buy',
  miningOrders: '/pages/lockming/order',
  miningWelcome: '/pages/lockming/welcome',
  invest: '/pages/invest/invest',
  investPurchase: '/pages/invest/purchase',
  investMine: '/pages/invest/mine',
  investHelp: '/pages/invest/help',
  ieo: '/pages/ieo/ieo',
  ieoSubscribe: '/pages/ieo/subscribe',
  ieoOrders: '/pages/ieo/order',
  quickBuy: '/pages/buy/index',
  quickBuyOrder: '/pages/buy/order',
  quickBuyOrders: '/pages/buy/orders',
  nft: '/pages/nft/nft',
  nftArtists: '/pages/nft/components/artist',
  nftArtist: '/pages/nft/artistDetail',
  nftArtworks: '/pages/nft/components/artwork',
  nftArtwork: '/pages/nft/artworkDetail',
  nftArtworkVideo: '/pages/nft/artworkDetail_video',
  nftSearch: '/pages/nft/components/search',
  nftCollections: '/pages/nft/components/collection',
  nftBuy: '/pages/nft/purchase_one',
  nftPay: '/pages/nft/purchase',
  nftResell: '/pages/nft/resell',
  nftMine: '/pages/nft/myNft',
  loans: '/pages/otc/otc',
  borrowing: '/pages/common/borrowing',
  guess: '/pages/game/game',
  security: '/pages/setting/security',
  verification: '/pages/setting/real_mark',
  real: '/pages/setting/real',
  share: '/pages/setting/share',
  rebates: '/pages/setting/rebates',
  vip: '/pages/setting/vip',
  coupons: '/pages/setting/coupon',
  reserves: '/pages/proofs/reserves',
  userInfo: '/pages/setting/userInfo',
  password: '/pages/setting/password',
  payPassword: '/pages/setting/payPassword',
  twoFactor: '/pages/setting/twoFactor',
  bindMobile: '/pages/setting/bindMobile',
  bindEmail: '/pages/setting/bindEmail',
  devices: '/pages/setting/devices',
  antiPhishing: '/pages/setting/antiPhishing',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  wallet: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  area: '/pages/common/area',
  fiat: '/pages/setting/fiat',
  about: '/pages/common/aboutus',
  search: '/pages/market/search',
  messages: '/pages/mailMessage/mailMessage',
  systemMessages: '/pages/mailMessage/mailMessageList',
  notices: '/pages/mailMessage/ggList',
  notice: '/pages/mailMessage/ggDetail',
  chat: '/pages/kefu/index',
  article: '/pages/common/article',
  webView: '/pages/common/webView',
  faq: '/pages/common/faq',
  contact: '/pages/common/contactus',
  compliance: '/pages/setting/operational_compliance',
} as const;

/**
 * What the register page tells Home when it sends a brand-new account there: Home greets it as new
 * instead of "welcome back". Kept in the history entry, so a reload greets the same way.
 */
export const NEW_ACCOUNT_STATE = { newAccount: true } as const;

/** Whether a history entry's state is the register page's `NEW_ACCOUNT_STATE`. */
export const isNewAccountState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'newAccount' in state && state.newAccount === true;

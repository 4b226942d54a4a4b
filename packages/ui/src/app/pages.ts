import type { ComponentType } from 'react';
import type { PageKey, PageProps } from './routes';

export type PageModule = { default: ComponentType<PageProps> };

/** One chunk per page: Vite splits at each dynamic import. */
const PAGE_LOADERS: Readonly<Record<PageKey, () => Promise<PageModule>>> = {
  home: () => import('../pages/HomePage'),
  market: () => import('../features/market/MarketPage'),
  marketSearch: () => import('../features/market/SearchPage'),
  login: () => import('../pages/LoginPage'),
  register: () => import('../pages/RegisterPage'),
  forget: () => import('../pages/ForgetPage'),
  language: () => import('../pages/LanguagePage'),
  setting: () => import('../pages/SettingPage'),
  assets: () => import('../features/wallet/AssetsPage'),
  select: () => import('../features/wallet/SelectPage'),
  receive: () => import('../features/wallet/ReceivePage'),
  fundRecords: () => import('../features/wallet/FundRecordsPage'),
  userInfo: () => import('../pages/UserInfoPage'),
  security: () => import('../pages/SecurityPage'),
  password: () => import('../pages/PasswordPage'),
  payPassword: () => import('../pages/PayPasswordPage'),
  twoFactor: () => import('../pages/TwoFactorPage'),
  bindContact: () => import('../pages/BindContactPage'),
  devices: () => import('../pages/DevicesPage'),
  antiPhishing: () => import('../pages/AntiPhishingPage'),
  bank: () => import('../pages/BankPage'),
  bankInternational: () => import('../pages/BankInternationalPage'),
  wallet: () => import('../pages/WalletPage'),
  addWallet: () => import('../pages/AddWalletPage'),
  real: () => import('../pages/RealPage'),
  realMark: () => import('../pages/RealMarkPage'),
  area: () => import('../pages/AreaPage'),
  share: () => import('../pages/SharePage'),
  fiat: () => import('../pages/FiatPage'),
  withdraw: () => import('../features/wallet/pages/WithdrawPage'),
  transfer: () => import('../features/wallet/pages/TransferPage'),
  transferHistory: () => import('../features/wallet/pages/TransferHistoryPage'),
  convert: () => import('../features/wallet/pages/ConvertPage'),
  records: () => import('../features/wallet/pages/AssetRecordsPage'),
  bill: () => import('../features/wallet/pages/BillPage'),
  spot: () => import('../features/spot/SpotPage'),
  spotOrders: () => import('../features/spot/OrdersPage'),
  options: () => import('../features/options/OptionsPage'),
  futures: () => import('../features/futures/FuturesPage'),
  futuresHistory: () => import('../features/futures/FuturesHistoryPage'),
  finance: () => import('../features/finance/FinancePage'),
  mining: () => import('../features/mining/MiningPage'),
  miningBuy: () => import('../features/mining/MiningBuyPage'),
  miningOrders: () => import('../features/mining/MiningOrdersPage'),
  miningWelcome: () => import('../features/mining/MiningWelcomePage'),
  invest: () => import('../features/invest/InvestPage'),
  investPurchase: () => import('../features/invest/InvestPurchasePage'),
  investMine: () => import('../features/invest/InvestMinePage'),
  investHelp: () => import('../features/invest/InvestHelpPage'),
  ieo: () => import('../features/ieo/IeoPage'),
  ieoSubscribe: () => import('../features/ieo/IeoSubscribePage'),
  ieoOrders: () => import('../features/ieo/IeoOrdersPage'),
  quickBuy: () => import('../features/quickbuy/QuickBuyPage'),
  quickBuyOrder: () => import('../features/quickbuy/QuickBuyOrderPage'),
  quickBuyOrders: () => import('../features/quickbuy/QuickBuyOrdersPage'),
  loans: () => import('../features/loans/LoansPage'),
  borrowing: () => import('../features/loans/BorrowingPage'),
  guess: () => import('../features/guess/GuessPage'),
  copyTraders: () => import('../features/copytrading/TradersPage'),
  copyTrader: () => import('../features/copytrading/TraderPage'),
  follow: () => import('../features/copytrading/FollowPage'),
  followAgreement: () => import('../features/copytrading/AgreementPage'),
  myCopyTrading: () => import('../features/copytrading/MyCopyTradingPage'),
  nft: () => import('../features/nft/MarketplacePage'),
  nftArtists: () => import('../features/nft/ArtistsPage'),
  nftArtist: () => import('../features/nft/ArtistPage'),
  nftArtworks: () => import('../features/nft/ArtworksPage'),
  nftArtwork: () => import('../features/nft/ArtworkPage'),
  nftSearch: () => import('../features/nft/SearchPage'),
  nftCollections: () => import('../features/nft/CollectionsPage'),
  nftBuy: () => import('../features/nft/BuyPage'),
  nftPay: () => import('../features/nft/PayPage'),
  nftResell: () => import('../features/nft/ResellPage'),
  nftMine: () => import('../features/nft/MyNftPage'),
  article: () => import('../features/content/ArticlePage'),
  webView: () => import('../features/content/WebViewPage'),
  faq: () => import('../features/content/FaqPage'),
  contentPage: () => import('../features/content/ContentPage'),
  messageCentre: () => import('../features/messages/MessageCentrePage'),
  systemMessages: () => import('../features/messages/SystemMessagesPage'),
  notices: () => import('../features/messages/NoticesPage'),
  underDevelopment: () => import('../pages/UnderDevelopmentPage'),
};

const loaded = new Map<PageKey, PageModule>();

/** Downloads a page's chunk (once: the module system keeps it); `loadedPage` then has it at hand. */
export const loadPage = (page: PageKey): Promise<PageModule> =>
  PAGE_LOADERS[page]().then((module) => {
    loaded.set(page, module);
    return module;
  });

/** A page whose chunk has arrived, so it can render without suspending; undefined before. */
export const loadedPage = (page: PageKey): PageModule | undefined => loaded.get(page);

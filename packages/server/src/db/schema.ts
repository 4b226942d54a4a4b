import type {
  ChatAuthor,
  CloseReason,
  ContentCategory,
  CopyMode,
  CopySkipReason,
  CopyState,
  CouponKind,
  CouponProduct,
  DualDirection,
  FollowState,
  FuturesOrderKind,
  FuturesSide,
  GuessBetState,
  GuessKind,
  IdType,
  IeoSubscriptionState,
  JsonObject,
  KlinePeriod,
  Language,
  LedgerReason,
  LoanCurrency,
  LoanState,
  MiningEnding,
  MiningOrderState,
  Network,
  NftListingState,
  NftMediaType,
  NftMessageKind,
  NftOrderState,
  NftRarity,
  NftSaleKind,
  OptionDirection,
  OptionOrderState,
  OptionOutcome,
  OrderKind,
  OrderSide,
  OrderStatus,
  PositionState,
  QuickBuyCancelReason,
  QuickBuyMethod,
  QuickBuyOrderState,
  ReviewState,
  SettlementProduct,
  SystemMessageTopic,
  UPLOAD_MIME_TYPES,
  UploadPurpose,
  WalletAccount,
} from '@tessera/core';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** The image types an upload can have. */
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * The tables as Kysely sees them. Money, prices and quantities are NUMERIC in the database and
 * strings here (both drivers return NUMERIC as text); never JavaScript numbers.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  invite_codes: InviteCodesTable;
  settings: SettingsTable;
  site_config: SiteConfigTable;
  coins: CoinsTable;
  market_ticks: MarketTicksTable;
  klines: KlinesTable;
  favourites: FavouritesTable;
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
  bank_cards: BankCardsTable;
  international_bank_cards: InternationalBankCardsTable;
  wallet_addresses: WalletAddressesTable;
  verification_submissions: VerificationSubmissionsTable;
  rate_limits: RateLimitsTable;
  spent_challenges: SpentChallengesTable;
  code_guesses: CodeGuessesTable;
  server_secrets: ServerSecretsTable;
  assets: AssetsTable;
  ledger_accounts: LedgerAccountsTable;
  journals: JournalsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  transfers: TransfersTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  conversions: ConversionsTable;
  spot_orders: SpotOrdersTable;
  spot_trades: SpotTradesTable;
  simulated_clock: SimulatedClockTable;
  fiat_rates: FiatRatesTable;
  fiat_rate_fetches: FiatRateFetchesTable;
  cluster_leases: ClusterLeasesTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  option_orders: OptionOrdersTable;
  futures_positions: FuturesPositionsTable;
  coupons: CouponsTable;
  settlement_archive: SettlementArchiveTable;
  tick_archive: TickArchiveTable;
  archive_heads: ArchiveHeadsTable;
  reserve_snapshots: ReserveSnapshotsTable;
  reserve_leaves: ReserveLeavesTable;
  futures_overnight_fees: FuturesOvernightFeesTable;
  futures_trigger_mark: FuturesTriggerMarkTable;
  mining_orders: MiningOrdersTable;
  mining_yields: MiningYieldsTable;
  dual_products: DualProductsTable;
  dual_orders: DualOrdersTable;
  ieo_projects: IeoProjectsTable;
  ieo_subscriptions: IeoSubscriptionsTable;
  quick_buy_orders: QuickBuyOrdersTable;
  loans: LoansTable;
  guess_questions: GuessQuestionsTable;
  guess_bets: GuessBetsTable;
  copy_traders: CopyTradersTable;
  copy_follows: CopyFollowsTable;
  copies: CopiesTable;
  nft_artists: NftArtistsTable;
  nft_collections: NftCollectionsTable;
  nft_artworks: NftArtworksTable;
  nft_listings: NftListingsTable;
  nft_deposits: NftDepositsTable;
  nft_bids: NftBidsTable;
  nft_orders: NftOrdersTable;
  nft_favourites: NftFavouritesTable;
  nft_messages: NftMessagesTable;
  nft_blind_series: NftBlindSeriesTable;
  nft_blind_boxes: NftBlindBoxesTable;
  content_articles: ContentArticlesTable;
  content_texts: ContentTextsTable;
  system_messages: SystemMessagesTable;
  chat_messages: ChatMessagesTable;
  reward_days: RewardDaysTable;
  invite_rebates: InviteRebatesTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string | null;
  /** Lower-cased. */
  email: string | null;
  /** `+<area code><number>`, the same form codes are sent to. */
  mobile: string | null;
  /** The number without its area code, so people can sign in with what they typed. */
  mobile_national: string | null;
  password_hash: string;
  nickname: string;
  /** The upload shown as the head portrait (purpose avatar), or null. */
  avatar_upload_id: Defaulted<string | null>;
  signature: Defaulted<string>;
  credit_score: Defaulted<number>;
  real_level: Defaulted<number>;
  vip_level: Defaulted<number>;
  /** Argon2id hash of the 6-digit payment password; null until one is set. */
  pay_password_hash: Defaulted<string | null>;
  /** Withdrawals wait until this time after a password change; null when never held. */
  withdrawals_held_until: Defaulted<Date | null>;
  /** The code this user registered with; the codes they hand out are in `invite_codes`. */
  invited_by: string;
  created_at: Defaulted<Date>;
  /** Shown in every email to the user, so a mail without it is known not to be ours; null when unset. */
  anti_phishing_code: Defaulted<string | null>;
  /** Spec §6: a market maker may borrow OTC below VIP level 2 (set by an operator). */
  market_maker: Defaulted<boolean>;
  /** When the daily review last set `vip_level`; null before the first. */
  vip_reviewed_at: Defaulted<Date | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  /** Moved forward by use at most once a minute (`TOUCH_EVERY_MS`); idle sessions end (`SESSION_IDLE_MS`). */
  last_used_at: Defaulted<Date>;
  /** The browser and system named by the User-Agent at sign-in (`describeUserAgent`), or null. */
  browser: Defaulted<string | null>;
  os: Defaulted<string | null>;
  /** The client address at sign-in, as the server saw it (see TRUST_PROXY); shown masked. */
  ip: Defaulted<string | null>;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** An email address or `+<area code><number>`. */
  target: string;
  scene: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: Date;
}

export interface InviteCodesTable {
  code: string;
  /** Null for the root code seeded from the configuration. */
  owner_id: number | null;
  created_at: Defaulted<Date>;
}

export interface SettingsTable {
  keyword: string;
  value: string;
}

export interface SiteConfigTable {
  id: number;
  site_logo: string;
  site_name: string;
  down_logo: string;
  bank_wd_switch: boolean;
  re_wd_default_assets: string;
}

export interface CoinsTable {
  id: number;
  name: string;
  sub_name: string;
  type_label: string;
  status: number;
  address: string;
  image: string;
  /** The smallest withdrawal, fee included. */
  withdraw_min: string;
  withdraw_fee: string;
}

export interface MarketTicksTable {
  /** Always generated: what settlements reference, within the ticks' retention. */
  id: ColumnType<string, never, never>;
  symbol: string;
  price: string;
  volume: string;
  at: Date;
}

/** One candle of a market and period (`KlinePeriod`); see the market context's retention. */
export interface KlinesTable {
  symbol: string;
  period: KlinePeriod;
  open_time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export interface FavouritesTable {
  user_id: number;
  symbol: string;
  added_at: Date;
}

export interface UploadsTable {
  /** 128 random bits, hex: the opaque id of `upload:<id>` and `/api/files/<id>`. */
  id: string;
  owner_id: number;
  purpose: UploadPurpose;
  /** The type sniffed from the bytes, never the client's claim. */
  mime: UploadMimeType;
  size: number;
  /** Another random name: where the upload store keeps the bytes. */
  storage_key: string;
  created_at: Date;
  /** The version of the data key the stored bytes are sealed with; null for clear bytes from before. */
  sealed_with: Defaulted<string | null>;
}

/** The database adapter of the upload store; `bytes` are sealed (see `Uploads`). */
export interface UploadBlobsTable {
  storage_key: string;
  bytes: Uint8Array;
}

/** Every text column but the owner and the time is sealed (`DataCipher`, `bank_cards.<column>:<user_id>`). */
export interface BankCardsTable {
  user_id: number;
  real_name: string;
  bank_name: string;
  branch: string;
  bank_account: string;
  updated_at: Date;
}

/** Sealed like `bank_cards`. */
export interface InternationalBankCardsTable {
  user_id: number;
  real_name: string;
  bank_account: string;
  bank_name: string;
  bank_address: string;
  swift_code: string;
  aba_number: string;
  phone: string;
  cardholder_address: string;
  updated_at: Date;
}

export interface WalletAddressesTable {
  id: Generated<number>;
  user_id: number;
  network: Network;
  name: string;
  address: string;
  qrcode_upload_id: string;
  created_at: Date;
}

/** `state` of a stored submission; "none" is the absence of one. */
export type StoredReviewState = Exclude<ReviewState, 'none'>;

export interface VerificationSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 basic, 2 advanced. */
  real_type: number;
  state: StoredReviewState;
  id_type: IdType | null;
  /** The country of residence of a basic submission (ISO 3166-1 alpha-2); null before it was asked. */
  country: Defaulted<string | null>;
  /** Sealed (`DataCipher`, context `verification_submissions.name:<user_id>`). */
  name: string | null;
  /** Sealed like `name`. */
  card_id: string | null;
  /**
   * Blind index of the normalized document number (basic submissions): what "one document, one
   * account" is checked on, since the sealed numbers cannot be compared.
   */
  document_index: Defaulted<string | null>;
  front_upload_id: string | null;
  reverse_upload_id: string | null;
  /** The operator's reason; set exactly when `failed`. */
  reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
}

export interface RateLimitsTable {
  key: string;
  /** The generic cell rate algorithm's theoretical arrival time: the key is idle once it passes. */
  tat: Date;
}

export interface SpentChallengesTable {
  id: string;
  /** After this the challenge is refused anyway, so the row can go. */
  expires_at: Date;
}

export interface CodeGuessesTable {
  code_id: number;
  /** The network address the guesses came from. */
  address: string;
  guesses: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface AssetsTable {
  symbol: string;
  /** What `currency_id` means in asset-level calls. */
  id: number;
  /** Decimal places an amount may have. */
  precision: number;
  /** Display order. */
  position: number;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** `user:<id>:<wallet>:<asset>` or `platform:<name>:<asset>`: what journals upsert by. */
  key: string;
  user_id: number | null;
  wallet: WalletAccount | null;
  platform: string | null;
  asset: string;
  available: Defaulted<string>;
  frozen: Defaulted<string>;
}

export interface JournalsTable {
  id: Generated<number>;
  reason: LedgerReason;
  /** The business object the money moved for: `transfer`/12, `withdrawal`/3, … */
  ref_type: string;
  ref_id: string;
  user_id: number | null;
  idempotency_key: string | null;
  created_at: Date;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  /** The account's user, copied so a user's records need no join through accounts. */
  user_id: number | null;
  asset: string;
  bucket: 'available' | 'frozen';
  /** Signed. */
  amount: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** A hash of the call and its parameters: the same key with other parameters is refused. */
  fingerprint: string;
  /** The first answer as it went over the wire; null only inside the transaction that writes it. */
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
}

export interface TransfersTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: string;
  from_wallet: WalletAccount;
  to_wallet: WalletAccount;
  created_at: Date;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  coin_id: number | null;
  asset: string;
  amount: string;
  source: 'chain' | 'request';
  /** The chain transaction: unique per asset among chain deposits. */
  reference: string | null;
  /** The uploaded payment proof of a request. */
  proof: string | null;
  state: 'pending' | 'credited' | 'rejected';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: string;
  fee: string;
  btc_equivalent: string;
  destination: 'address' | 'bank';
  network: string | null;
  address: string | null;
  bank: ColumnType<unknown, string | null, string | null>;
  state: 'pending' | 'completed' | 'rejected';
  reason: string | null;
  /** The chain transaction or bank reference an operator completed it with. */
  reference: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface ConversionsTable {
  id: Generated<number>;
  user_id: number;
  from_asset: string;
  to_asset: string;
  amount: string;
  fee: string;
  receive: string;
  from_price: string;
  to_price: string;
  created_at: Date;
}

export interface SimulatedClockTable {
  /** Always 1: the table has one row. */
  id: number;
  /** Seconds ahead of real time. BIGINT: `pg` reads it as text, PGlite as a number. */
  offset_seconds: ColumnType<string | number, never, number>;
}

export interface FiatRatesTable {
  currency_code: string;
  /** Units per US dollar, NUMERIC as text. */
  rate: string;
  updated_at: Date;
}

export interface FiatRateFetchesTable {
  /** Always 1: the table has one row. */
  id: number;
  /** The last successful fetch; null until the first. */
  fetched_at: Date | null;
  /** The last fetch a process claimed, successful or not. */
  attempted_at: Date | null;
}

export type UserRow = Selectable<UsersTable>;
export type UploadRow = Selectable<UploadsTable>;
export type SubmissionRow = Selectable<VerificationSubmissionsTable>;

export interface SpotOrdersTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  side: OrderSide;
  kind: OrderKind;
  price: string | null;
  amount: string;
  filled: ColumnType<string, string | undefined, string>;
  filled_value: ColumnType<string, string | undefined, string>;
  fee: ColumnType<string, string | undefined, string>;
  fee_asset: string;
  frozen_asset: string;
  /** What the order still holds frozen; nothing once it is done. */
  frozen: string;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
  /** The coupon spent on the order (migration 0033); null: none. */
  coupon_id: Defaulted<number | null>;
  /** The share of each fill's fee the coupon waives; '0' without one. */
  fee_discount: Defaulted<string>;
}

/** A seconds options order; the close columns and `journal_id` are null until it is settled. */
export interface OptionOrdersTable {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  direction: OptionDirection;
  asset: string;
  stake: string;
  seconds: number;
  payout_rate: string;
  /** Bigint ids (of `market_ticks`, `journals`) as the driver reads them: text. */
  open_tick_id: string;
  open_price: string;
  open_tick_at: Date;
  opened_at: Date;
  closes_at: Date;
  state: OptionOrderState;
  close_tick_id: string | null;
  close_price: string | null;
  close_tick_at: Date | null;
  outcome: OptionOutcome | null;
  payout: string | null;
  calculator_version: string | null;
  settled_at: Date | null;
  journal_id: string | null;
}

export interface SpotTradesTable {
  id: Generated<number>;
  symbol: string;
  price: string;
  amount: string;
  /** The incoming order's side. */
  side: OrderSide;
  /** Null: the market maker's side. */
  taker_order_id: number | null;
  maker_order_id: number | null;
  journal_id: number;
  at: Date;
  /** Each user side's fee and its asset (what that side received); null for the market maker's side and fills before migration 0032. */
  taker_fee: Defaulted<string | null>;
  taker_fee_asset: Defaulted<string | null>;
  maker_fee: Defaulted<string | null>;
  maker_fee_asset: Defaulted<string | null>;
}

export interface ClusterLeasesTable {
  /** The duty leased: `market` (the price feed, the order books and the scheduled jobs). */
  name: string;
  /** Raised at each takeover; the holder's writes check it (a fencing token). */
  epoch: number;
  /** Where the holder serves the requests the others forward to it. */
  holder_url: string;
  acquired_at: Date;
}

/** A user's authenticator (TOTP); on once `enabled_at` is set. */
export interface TwoFactorTable {
  user_id: number;
  /** AES-256-GCM of the base32 secret, bound to the user id; never answered once enabled. */
  secret: string;
  enabled_at: Date | null;
  /** The last RFC 6238 time step accepted; only a later step's code is accepted next. */
  last_step: Defaulted<number>;
  created_at: Date;
}

/** A single-use recovery code, as SHA-256 of its normalized text. */
export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

/** A sign-in waiting for its second factor. */
export interface LoginChallengesTable {
  /** SHA-256 of the challenge token. */
  token_hash: string;
  user_id: number;
  expires_at: Date;
  /** Codes tried with this challenge. */
  guesses: Defaulted<number>;
  used_at: Date | null;
}

/**
 * A futures position (or a limit order waiting for its price): the open columns are null while
 * pending, the close columns until it is closed. Bigint ids read as text.
 */
export interface FuturesPositionsTable {
  id: Generated<string>;
  user_id: number;
  symbol: string;
  account: 'futures' | 'stock';
  asset: string;
  side: FuturesSide;
  kind: FuturesOrderKind;
  multiple: number;
  lots: string;
  lot_size: string;
  state: PositionState;
  limit_price: string | null;
  margin: string;
  open_fee: string;
  overnight_fees: Defaulted<string>;
  take_profit: string | null;
  stop_loss: string | null;
  liquidation_price: string | null;
  fee_rate: string;
  maintenance_rate: string;
  overnight_rate: string;
  armed_tick_id: string;
  created_at: Date;
  open_tick_id: string | null;
  open_price: string | null;
  open_tick_at: Date | null;
  opened_at: Date | null;
  close_tick_id: string | null;
  close_price: string | null;
  close_tick_at: Date | null;
  close_reason: CloseReason | null;
  close_fee: string | null;
  realized_pnl: string | null;
  returned: string | null;
  calculator_version: string | null;
  closed_at: Date | null;
  /** The coupon spent on the opening fee (migration 0033); null: none. */
  coupon_id: Defaulted<number | null>;
  /** What the coupon waived of the opening fee; `open_fee` is what was charged. */
  open_fee_waived: Defaulted<string>;
}

/**
 * A user's coupon (migration 0033): a fee discount (`rate`, `products`, `min_value`) or a trial
 * bonus (`amount`); the `used_` columns say what spent it, all null until then.
 */
export interface CouponsTable {
  id: Generated<number>;
  user_id: number;
  kind: CouponKind;
  rate: string | null;
  amount: string | null;
  /** Comma-separated products; empty for a bonus. */
  products: string;
  min_value: string;
  issued_at: Date;
  expires_at: Date;
  used_at: Defaulted<Date | null>;
  used_product: Defaulted<CouponProduct | 'bonus' | null>;
  used_ref: Defaulted<number | null>;
}

/** One overnight fee: a position's margin before it, and the fee taken from it for one night. */
export interface FuturesOvernightFeesTable {
  position_id: string;
  night: Date;
  margin_before: string;
  fee: string;
  journal_id: string;
}

/** The newest tick whose triggers were acted on, and the newest night whose fees were charged. */
export interface FuturesTriggerMarkTable {
  id: Defaulted<boolean>;
  tick_id: string;
  night: Date | null;
}

/** A locked-mining order, with the plan's terms it was bought under (migration 0020). */
export interface MiningOrdersTable {
  id: Generated<string>;
  user_id: number;
  plan_id: number;
  asset: string;
  decimals: number;
  amount: string;
  days: number;
  daily_rate_min: string;
  daily_rate_max: string;
  penalty_rate: string;
  state: MiningOrderState;
  days_paid: Defaulted<number>;
  earned: Defaulted<string>;
  started_at: Date;
  matures_at: Date;
  /** When the next day's yield is due; null once redeemed. */
  next_yield_at: Date | null;
  ending: MiningEnding | null;
  ended_at: Date | null;
  penalty: string | null;
  returned: string | null;
  calculator_version: string;
}

/** One day's yield credited to an order; (order, day) is its key. */
export interface MiningYieldsTable {
  order_id: string;
  day: number;
  date: string;
  rate: string;
  amount: string;
  due_at: Date;
  paid_at: Date;
  journal_id: string | null;
  calculator_version: string;
}

/** A dual-investment product issued from a template at a recorded price (migration 0021). */
export interface DualProductsTable {
  id: Generated<string>;
  template: string;
  /** The UTC date it was issued for (`YYYY-MM-DD`): one product per template and date. */
  issue_date: string;
  symbol: string;
  direction: DualDirection;
  base: string;
  quote: string;
  invest_asset: string;
  share_size: string;
  annual_rate: string;
  linked_price: string;
  days: number;
  issue_tick_id: string;
  issue_price: string;
  issue_tick_at: Date;
  subscription_ends_at: Date;
  matures_at: Date;
  total_shares: number;
  remaining_shares: number;
}

/** A dual-investment order; the settlement columns are set together once it is settled. */
export interface DualOrdersTable {
  id: Generated<string>;
  user_id: number;
  product_id: string;
  shares: number;
  invested: string;
  purchased_at: Date;
  matures_at: Date;
  state: 'purchased' | 'success';
  settle_tick_id: string | null;
  settle_price: string | null;
  settle_tick_at: Date | null;
  payout_asset: string | null;
  payout: string | null;
  calculator_version: string | null;
  settled_at: Date | null;
}

/** An IEO project announced from a template (migration 0022); the allocation columns are set together once. */
export interface IeoProjectsTable {
  id: Generated<string>;
  template: string;
  /** The template's round: one project per template and round. */
  round: number;
  name: string;
  token: string;
  pay_asset: string;
  price: string;
  total_issuance: string;
  min_amount: string;
  lock_days: number;
  announced_at: Date;
  starts_at: Date;
  ends_at: Date;
  unlocks_at: Date;
  white_paper: string;
  website: string;
  applied: Generated<string>;
  state: 'open' | 'allocated';
  allocated: string | null;
  oversubscribed: boolean | null;
  calculator_version: string | null;
  allocated_at: Date | null;
}

/** A subscription to an IEO project; `passed` and `refunded` are set once it is allocated. */
export interface IeoSubscriptionsTable {
  id: Generated<string>;
  user_id: number;
  project_id: string;
  amount: string;
  paid: string;
  subscribed_at: Date;
  unlocks_at: Date;
  state: IeoSubscriptionState;
  passed: string | null;
  refunded: string | null;
  released_at: Date | null;
}

/** A quick-buy order (migration 0023); `payer` is sealed JSON, `payee` the account published then. */
export interface QuickBuyOrdersTable {
  id: Generated<string>;
  user_id: number;
  country: string;
  currency: string;
  method: QuickBuyMethod;
  usd: string;
  usdt: string;
  payer: string;
  payee: string;
  state: QuickBuyOrderState;
  proof_upload_id: string | null;
  created_at: Date;
  pay_by: Date;
  proof_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: QuickBuyCancelReason | null;
}

/** An OTC loan (migration 0025); `settlement` is core's LoanSettlement as JSON, once repaid or closed. */
export interface LoansTable {
  id: Generated<string>;
  user_id: number;
  state: LoanState;
  currency: LoanCurrency;
  amount: string;
  margin_currency: LoanCurrency;
  margin: string;
  leverage: string;
  term_days: number;
  contact_uid: string;
  lang: Language;
  applied_at: Date;
  funded_at: Date | null;
  due_at: Date | null;
  closed_at: Date | null;
  reject_reason: string | null;
  warned_at: Date | null;
  settlement: ColumnType<unknown, string | null, string | null>;
}

/** A guess question (migration 0026); the result columns are set together once it is settled. */
export interface GuessQuestionsTable {
  id: Generated<string>;
  template: string;
  slot: Date;
  kind: GuessKind;
  picks: string[];
  asset: string;
  fee_rate: string;
  min_stake: string;
  max_stake: string;
  announced_at: Date;
  opens_at: Date;
  cutoff_at: Date;
  resolves_at: Date;
  symbol: string | null;
  strike: string | null;
  issue_tick_id: string | null;
  issue_price: string | null;
  issue_tick_at: Date | null;
  quiz_key: string | null;
  answer: string | null;
  salt: string | null;
  commitment: string | null;
  state: 'open' | 'settled';
  winning_pick: Defaulted<string | null>;
  settle_tick_id: Defaulted<string | null>;
  settle_price: Defaulted<string | null>;
  settle_tick_at: Defaulted<Date | null>;
  pool: Defaulted<string | null>;
  winning_stake: Defaulted<string | null>;
  fee: Defaulted<string | null>;
  dust: Defaulted<string | null>;
  calculator_version: Defaulted<string | null>;
  settled_at: Defaulted<Date | null>;
}

/** A bet on a guess question (migration 0026); `payout` is set when its question is settled. */
export interface GuessBetsTable {
  id: Generated<string>;
  user_id: number;
  question_id: string;
  pick: string;
  stake: string;
  placed_at: Date;
  state: GuessBetState;
  payout: Defaulted<string | null>;
}

/** A trader others may follow (migration 0027), with the record the hourly job last computed. */
export interface CopyTradersTable {
  user_id: number;
  nickname: string;
  terms_version: string;
  since: Date;
  return_rate: Defaulted<string>;
  win_rate: Defaulted<string>;
  max_drawdown: Defaulted<string>;
  closed_positions: Defaulted<number>;
  followers: Defaulted<number>;
  assets_under_copy: Defaulted<string>;
  stats_at: Date;
}

/** A follow of a trader (migration 0027); at most one `following` per follower and trader. */
export interface CopyFollowsTable {
  id: Generated<string>;
  follower_id: number;
  trader_id: number;
  mode: CopyMode;
  value: string;
  agreement_version: string;
  state: FollowState;
  started_at: Date;
  ended_at: Date | null;
}

/** One copy of a trader's position for one follow (migration 0027); `position_id` null when skipped. */
export interface CopiesTable {
  id: Generated<string>;
  follow_id: string;
  follower_id: number;
  trader_id: number;
  trader_position_id: string;
  lots: string;
  state: CopyState;
  skip_reason: CopySkipReason | null;
  position_id: string | null;
  created_at: Date;
}

/** Texts in the app's languages: written as JSON text, read as the driver gives it (parsed or not). */
export type TextsColumn = ColumnType<unknown, string, never>;

/** The NFT marketplace (migration 0028). */
export interface NftArtistsTable {
  id: number;
  name: string;
  avatar: string;
  bio: TextsColumn;
}

export interface NftCollectionsTable {
  id: number;
  name: string;
  artist_id: number;
  description: TextsColumn;
}

/** An artwork; `owner_id` null while the platform holds it. */
export interface NftArtworksTable {
  id: Generated<string>;
  code: string;
  name: string;
  artist_id: number;
  collection_id: number;
  rarity: NftRarity;
  media_type: NftMediaType;
  media_file: string;
  poster_file: string | null;
  description: TextsColumn;
  owner_id: number | null;
  blind_box: boolean;
  collected: Defaulted<number>;
}

/** A sale of one artwork; the sale columns are set when it sells. */
export interface NftListingsTable {
  id: Generated<string>;
  artwork_id: string;
  kind: NftSaleKind;
  seller_id: number | null;
  asset: string;
  price: string;
  increment: string | null;
  deposit: string | null;
  starts_at: Date;
  ends_at: Date;
  current_bid: Defaulted<string | null>;
  bids: Defaulted<number>;
  state: NftListingState;
  buyer_id: Defaulted<number | null>;
  sold_price: Defaulted<string | null>;
  fee: Defaulted<string | null>;
  pay_by: Defaulted<Date | null>;
  ended_at: Defaulted<Date | null>;
  calculator_version: Defaulted<string | null>;
}

export interface NftDepositsTable {
  listing_id: string;
  user_id: number;
  amount: string;
  state: 'held' | 'refunded' | 'forfeited';
  paid_at: Date;
  settled_at: Date | null;
}

export interface NftBidsTable {
  id: Generated<string>;
  listing_id: string;
  user_id: number;
  bidder: number;
  amount: string;
  at: Date;
}

/** A won auction's payment, due by `pay_by`. */
export interface NftOrdersTable {
  id: Generated<string>;
  listing_id: string;
  user_id: number;
  amount: string;
  deposit: string;
  pay_by: Date;
  state: NftOrderState;
  settled_at: Date | null;
}

export interface NftFavouritesTable {
  user_id: number;
  artwork_id: string;
  at: Date;
}

export interface NftMessagesTable {
  id: Generated<string>;
  user_id: number;
  kind: NftMessageKind;
  artwork_id: string;
  amount: string | null;
  read: Defaulted<boolean>;
  at: Date;
}

export interface NftBlindSeriesTable {
  id: number;
  name: string;
  collection_id: number;
  description: TextsColumn;
  asset: string;
  price: string;
  size: number;
  sold: Defaulted<number>;
  commitment: string;
  cover_file: string;
  starts_at: Date;
  ends_at: Date;
}

export interface NftBlindBoxesTable {
  id: Generated<string>;
  series_id: number;
  position: number;
  artwork_id: string;
  salt: string;
  leaf: string;
  buyer_id: number | null;
  bought_at: Date | null;
  opened_at: Date | null;
}

/** An article (migration 0029): a page by its `key`, an FAQ entry by its `topic`. */
export interface ContentArticlesTable {
  id: Generated<number>;
  category: ContentCategory;
  key: string | null;
  seed: string | null;
  topic: string | null;
  image: string | null;
  link: string | null;
  position: Defaulted<number>;
  state: 'draft' | 'published' | 'archived';
  version: Defaulted<number>;
  published_at: Date | null;
  updated_at: Date;
}

/** An article's text in one language, in Markdown as its operator wrote it. */
export interface ContentTextsTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  markdown: string;
  updated_at: Date;
}

/** A system message (migration 0030): a topic and its facts, for the app to word. */
export interface SystemMessagesTable {
  id: Generated<string>;
  user_id: number;
  topic: SystemMessageTopic;
  facts: ColumnType<unknown, string, never>;
  read: Defaulted<boolean>;
  at: Date;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  user_id: number;
  author: ChatAuthor;
  text: string | null;
  image_upload_id: string | null;
  read: Defaulted<boolean>;
  at: Date;
}

/** A day the rewards job has paid (its rebates) and reviewed (VIP levels): once per day. */
export interface RewardDaysTable {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  ran_at: Date;
  rebates: number;
  levels_changed: number;
}

/** One day's rebate of one invited user's fees in one asset, paid to their inviter. */
export interface InviteRebatesTable {
  id: Generated<number>;
  day: string;
  referrer_id: number;
  invitee_id: number;
  asset: string;
  fees: string;
  rate: string;
  amount: string;
  journal_id: number;
  at: Date;
}

/**
 * A settlement's archive record (migration 0034): written unsealed with the settlement, then given
 * its place (`seq`), the previous record's hash and its own by the sealer.
 */
export interface SettlementArchiveTable {
  id: Generated<number>;
  product: SettlementProduct;
  ref: string;
  calculator_version: string;
  inputs: JsonObject;
  result: JsonObject;
  at: Date;
  seq: Defaulted<number | null>;
  prev_hash: Defaulted<string | null>;
  hash: Defaulted<string | null>;
}

/** A tick as archived and chained, kept after the raw ticks' retention. */
export interface TickArchiveTable {
  seq: number;
  tick_id: number;
  symbol: string;
  price: string;
  at: Date;
  prev_hash: string;
  hash: string;
}

/** Each chain's newest record; for ticks, also the last tick archived. */
export interface ArchiveHeadsTable {
  chain: 'settlements' | 'ticks';
  count: number;
  hash: string;
  last_tick_id: Defaulted<number>;
}

/** One asset's proof-of-reserves snapshot of a day (migration 0035). */
export interface ReserveSnapshotsTable {
  day: string;
  asset: string;
  root_hash: string;
  liabilities: string;
  leaves: number;
  reserves: string;
  ratio: string | null;
  taken_at: Date;
}

/** A user's leaf in a snapshot's liabilities tree, at its place in the tree. */
export interface ReserveLeavesTable {
  day: string;
  asset: string;
  position: number;
  user_id: number;
  balance: string;
  salt: string;
  hash: string;
}

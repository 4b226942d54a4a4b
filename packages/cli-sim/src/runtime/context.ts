import type {
  Call,
  ChatHistory,
  ChatMessage,
  ContentCategory,
  Coupon,
  FuturesPosition,
  IdType,
  Language,
  LoanRiskLevel,
  LoanState,
  NftListing,
  Notice,
  QuickBuyCancelReason,
  QuickBuyOrderState,
  ReviewState,
  Tessera,
  WithdrawalState,
} from '@tessera/core';
import type { CouponIssue } from './coupons.js';
import type { SimFailure } from './failure.js';

/** A message the exchange sent, as the operator outbox lists it. */
export interface OutboxMessage {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
  readonly created_at: string;
}

/** A verification submission as the operator API lists it. */
export interface KycSubmission {
  readonly user_id: number;
  /** How the account is known: username, email or mobile. */
  readonly user: string;
  readonly real_type: 1 | 2;
  readonly state: ReviewState;
  readonly country: string | null;
  readonly id_type: IdType | null;
  readonly name: string | null;
  readonly card_id: string | null;
  readonly front_pic: string | null;
  readonly reverse_pic: string | null;
  readonly reason: string | null;
  readonly submitted_at: string;
}

/** Which review an operator decides: 1 basic, 2 advanced; the server picks the one in progress when omitted. */
export type RealType = 1 | 2;

/** The server's simulated clock after a move. */
export interface SimulatedTime {
  /** The server's time now, ISO 8601 UTC. */
  readonly now: string;
  /** How far the server's clock runs ahead of real time, in seconds. */
  readonly offsetSeconds: number;
}

/** A balance row as the operator API lists it; amounts are decimal text. */
export interface LedgerBalance {
  readonly account: string;
  readonly currency: string;
  readonly available: string;
  readonly frozen: string;
}

/** What the ledger audit found: `ok` exactly when there are no violations. */
export interface LedgerAudit {
  readonly ok: boolean;
  readonly violations: readonly { readonly rule: string; readonly detail: string }[];
  readonly journals: number;
  readonly entries: number;
  readonly accounts: number;
}

/** A withdrawal as operators list it (amounts as decimal text). */
export interface PendingWithdrawal {
  readonly id: number;
  readonly user: string;
  readonly currency: string;
  readonly network: string | null;
  readonly number: string;
  readonly fee: string;
  readonly address: string | null;
  readonly state: string;
  readonly created_at: string;
}

/** A quick-buy order as operators see it (amounts as decimal text). */
export interface OperatorQuickBuy {
  readonly id: number;
  /** What the payer writes in the transfer's description. */
  readonly reference: string;
  readonly country: string;
  readonly currency: string;
  readonly method: string;
  /** What is paid, in `currency`. */
  readonly amount: string;
  /** What the order credits once confirmed. */
  readonly usdt: string;
  readonly state: QuickBuyOrderState;
  /** When the transfer proof came in; null before. */
  readonly proof_at: string | null;
  readonly created_at: string;
  readonly pay_by: string;
  readonly paid_at: string | null;
  readonly cancel_reason: QuickBuyCancelReason | null;
}

/** A quick-buy order in the operator's list, with whose it is. */
export interface ListedQuickBuy extends OperatorQuickBuy {
  readonly user_id: number;
  /** How the account is known: username, email or mobile. */
  readonly user: string;
}

/** An OTC loan as operators see it (amounts as decimal text). */
export interface OperatorLoan {
  readonly id: number;
  readonly state: LoanState;
  /** What is borrowed. */
  readonly currency: string;
  readonly amount: string;
  /** What is pledged, frozen in the user's margin account while the loan is open. */
  readonly margin_currency: string;
  readonly margin: string;
  readonly leverage: string;
  readonly term_days: number;
  /** Who the desk contacts about it. */
  readonly contact_uid: string;
  readonly applied_at: string;
  readonly funded_at: string | null;
  readonly due_at: string | null;
  readonly closed_at: string | null;
  readonly reject_reason: string | null;
  /** When its user was told its risk rate fell below 120 %; null while it is safe. */
  readonly warned_at: string | null;
  /** An active loan's position at the latest recorded prices; null otherwise. */
  readonly risk: {
    readonly debt: string;
    readonly overdue_days: number;
    /** Collateral value ÷ debt value (1.5 is 150 %). */
    readonly rate: string;
    readonly level: LoanRiskLevel;
  } | null;
  /** How a repaid or closed loan ended: the debt, what the desk took, the shortfall it bore. */
  readonly settlement: {
    readonly debt: string;
    readonly overdue_days: number;
    readonly risk_rate: string | null;
    readonly taken: readonly { readonly asset: string; readonly amount: string }[];
    readonly shortfall_usdt: string;
  } | null;
}

/** An OTC loan in the operator's list, with whose it is. */
export interface ListedLoan extends OperatorLoan {
  readonly user_id: number;
  /** How the account is known: username, email or mobile. */
  readonly user: string;
}

/** Where an article stands: written but not served, served, or taken down. */
export type ArticleState = 'draft' | 'published' | 'archived';

/**
 * An article as operators manage it: its category's terms, where it stands, and which of the nine
 * languages it is written in and lacks (a reader of a missing one gets English).
 */
export interface ManagedArticle {
  readonly id: number;
  readonly category: ContentCategory;
  /** A page's key (`aboutus`); null for other categories. */
  readonly key: string | null;
  /** An FAQ entry's topic; null for other categories. */
  readonly topic: string | null;
  readonly image: string | null;
  readonly link: string | null;
  readonly state: ArticleState;
  /** Raised by each publication: the pop-up shows once per version. */
  readonly version: number;
  readonly published_at: string | null;
  readonly updated_at: string;
  readonly languages: readonly string[];
  readonly missing: readonly string[];
}

/** A new article's category and terms: `key` for a page, `topic` for an FAQ entry, `image` and `link` for a banner. */
export interface ArticleTerms {
  readonly category: ContentCategory;
  readonly key?: string;
  readonly topic?: string;
  readonly image?: string;
  readonly link?: string;
}

/** One language of an article: its title, an optional summary and the body in Markdown. */
export interface ArticleText {
  readonly lang: Language;
  readonly title: string;
  readonly summary?: string;
  readonly markdown: string;
}

/** One user's conversation with customer service as support's list shows it. */
export interface SupportConversation {
  readonly user_id: number;
  /** How the account is known: username, email or mobile. */
  readonly user: string;
  /** Its newest message. */
  readonly last: ChatMessage;
  /** The user's messages support has not read. */
  readonly unread: number;
}

/** A deposit seen on chain, credited to `user` by its transaction reference. */
export interface ChainDeposit {
  readonly user: string;
  readonly currency: string;
  readonly amount: string;
  readonly reference: string;
}

/** A review decision. `user` is an id, username, email or mobile as `+<area><number>`. */
export interface KycDecision {
  readonly user: string;
  readonly realType?: RealType;
}

/**
 * The operator side of the exchange the simulator needs: reading what was sent to an address,
 * deciding identity verification reviews, moving a simulated clock, the ledger's deposits,
 * withdrawals and audit, confirming quick-buy payments, and the OTC loan desk's decisions. Every
 * call carries the operator key.
 */
export interface Operator {
  /** False when no operator key is known: the outbox cannot be read and reviews cannot be decided. */
  readonly canRead: boolean;
  /** Messages to `address`, newest first, or why they could not be read. */
  outbox(
    address: string,
  ): Promise<{ ok: true; messages: readonly OutboxMessage[] } | { ok: false; error: string }>;
  /** Submissions in `state` (the server's default: in review), oldest first. */
  kycSubmissions(state?: ReviewState): Call<readonly KycSubmission[]>;
  kycApprove(decision: KycDecision): Call<void>;
  /** `reason` is what the user will read. */
  kycReject(decision: KycDecision & { readonly reason: string }): Call<void>;
  /** Moves the server's simulated clock forward; servers without one answer "not found". */
  advanceClock(seconds: number): Call<SimulatedTime>;
  /** Credits a chain deposit; the same reference again credits nothing (`credited: false`). */
  confirmDeposit(deposit: ChainDeposit): Call<{ readonly id: number; readonly credited: boolean }>;
  balances(user: string): Call<readonly LedgerBalance[]>;
  audit(): Call<LedgerAudit>;
  /** Withdrawals in `state` (the server's default: pending), oldest first. */
  withdrawals(state?: WithdrawalState): Call<readonly PendingWithdrawal[]>;
  completeWithdrawal(id: number, reference: string): Call<void>;
  rejectWithdrawal(id: number, reason: string): Call<void>;
  /** Quick-buy orders in `state` (every state when omitted), oldest first. */
  quickBuys(state?: QuickBuyOrderState): Call<readonly ListedQuickBuy[]>;
  /** The payment of an order with its proof arrived: it is paid and its USDT credited, once. */
  confirmQuickBuy(id: number): Call<OperatorQuickBuy>;
  /** No payment arrived for an order with its proof: it is cancelled (`not_received`), nothing moves. */
  rejectQuickBuy(id: number): Call<OperatorQuickBuy>;
  /** OTC loans in `state` (every state when omitted), oldest first. */
  loans(state?: LoanState): Call<readonly ListedLoan[]>;
  /** Funds a loan under review: its amount is paid into the user's margin account. */
  approveLoan(id: number): Call<OperatorLoan>;
  /** Refuses a loan under review with the reason its user reads; the margin comes free. */
  rejectLoan(id: number, reason: string): Call<OperatorLoan>;
  /**
   * Gives or takes `user`'s market-maker standing (which makes them eligible for OTC loans);
   * answers the server's acknowledgement.
   */
  setMarketMaker(user: string, marketMaker: boolean): Call<string>;
  /** Every article (drafts, published, archived), or those of `category`, by category then id. */
  contentArticles(category?: ContentCategory): Call<readonly ManagedArticle[]>;
  /** Creates an article as a draft, with no text yet. */
  createArticle(terms: ArticleTerms): Call<ManagedArticle>;
  /** Writes (or rewrites) one language of article `id`. */
  writeArticle(id: number, text: ArticleText): Call<ManagedArticle>;
  /** Publishes article `id` (again): served from now on, its version one higher. Needs English. */
  publishArticle(id: number): Call<ManagedArticle>;
  /** Takes article `id` down: no longer served. */
  archiveArticle(id: number): Call<ManagedArticle>;
  /** Customer-service conversations: the most recent first, or those `waiting` for an answer, longest wait first. */
  chats(waiting: boolean): Call<readonly SupportConversation[]>;
  /** The newest messages of `user`'s conversation, oldest first. */
  chat(user: string): Call<ChatHistory>;
  /** Answers `user` as customer service; their messages so far count as read. */
  replyChat(user: string, text: string): Call<ChatMessage>;
  /** Runs the daily rewards job now: every finished day not yet paid (rebates, VIP levels). */
  runRewards(): Call<RewardsRunAnswer>;
  /** Issues a coupon to `issue.user`, usable from now for `issue.days`. */
  issueCoupon(issue: CouponIssue): Call<Coupon>;
}

/** What a run of the daily rewards job did. */
export interface RewardsRunAnswer {
  readonly days: readonly string[];
  readonly rebates: number;
  readonly levels_changed: number;
}

/** A copy trader as this run knows them: their account id and the nickname followers see. */
export interface CopyTraderRef {
  readonly userId: number;
  readonly nickname: string;
}

/** A mobile number split as it was typed, so a later code to it is sent the same way. */
export interface MobileNumber {
  readonly areaCode: string;
  readonly mobile: string;
}

/**
 * What every step runs against: the SDK as a front end would use it, the operator API, and what
 * the previous action left behind. One per scenario run.
 */
export interface SimContext {
  readonly tessera: Tessera;
  readonly operator: Operator;
  /** Toasts the SDK asked for, oldest first. */
  readonly notices: Notice[];
  /** Paths the SDK navigated to, oldest first. */
  readonly navigations: string[];
  /** The failure of the last action step, or null if it succeeded. */
  lastFailure: SimFailure | null;
  /** How long one step may wait for the exchange. */
  readonly timeoutMs: number;
  /**
   * Mobile numbers codes were sent to in this run, by outbox address (`+<area><number>`): the
   * exchange shows a bound mobile in that form, and a code to it needs the area code apart.
   */
  readonly mobiles: Map<string, MobileNumber>;
  /**
   * The login password of the signed-in user, as the last sign-up or login step gave it: binding a
   * contact asks for it again (re-authentication), as a person would type it again.
   */
  password: string | null;
  /**
   * The authenticator of the signed-in user, once a `twoFactor` step turned it on: its secret (to
   * type codes as an app would), the recovery codes not used yet, and the last time step typed.
   */
  twoFactor: { readonly secret: string; recoveryCodes: string[]; lastStep: number } | null;
  /**
   * Users who became copy traders in this run (`becomeTrader`), by every name a later step may give
   * them, lower-cased: their id, email, username, mobile and nickname. A follower's session cannot
   * read another user's account, so `follow: { trader: <email> }` is resolved here.
   */
  readonly traders: Map<string, CopyTraderRef>;
  /**
   * Futures positions as the exchange answered the steps of this run that opened or closed them,
   * by id. A trader's open position is readable only by its owner until it closes (their public
   * history lists it then), so a follower's copies of it are recomputed from what its opening said.
   */
  readonly positionsSeen: Map<number, FuturesPosition>;
  /**
   * NFT auctions a step of this run paid the deposit of, as `<user id>:<listing id>`. The exchange
   * says nowhere whether a user paid an auction's deposit, so a bid is checked by core's rules
   * against what the run did (or a bid of the user's already in that auction, which needed one).
   */
  readonly nftDeposits: Set<string>;
  /**
   * Resales the run's `nftResell` steps listed, by listing id. An artwork shows only its newest
   * listing, so a seller's sold resale is found here once the artwork is listed again.
   */
  readonly nftResales: Map<number, NftListing>;
  /**
   * Articles the run's `operator: { content }` steps created, oldest first: later content steps
   * and the `content` expectation's `article` act on the newest unless given an id.
   */
  readonly articles: ManagedArticle[];
  /**
   * The pop-up version the run's reader last saw, as the app keeps it on the device: the `content`
   * expectation's `popup.shown` asks core's `popupDue` against it.
   */
  popupSeen: { readonly id: number; readonly version: number } | null;
  /**
   * The invitation code of the last account this run registered: `register: { invite: previous }`
   * registers the next one as invited by it.
   */
  lastInviteCode: string | null;
}

/**
 * @tessera/contract: the wire between Tessera's client and server. One table of endpoints with
 * io-ts codecs; the server's routes, the client's methods and the OpenAPI document derive from it.
 *
 * @module @tessera/contract
 */
export {
  BooleanFromInput,
  customSchemas,
  DecimalString,
  decodeWith,
  describeErrors,
  IntFromInput,
  IntInRange,
  IsoTime,
  MultilineText,
  oneOf,
  RegistrationKindCodec,
  Text,
  UtcDay,
} from './codecs.js';
export type { Contract, ContractGroups, EndpointName } from './contract.js';
export { contract, contractGroups } from './contract.js';
export type { Endpoint, Guard, Joined, ParamsOf, ResultOf, WireResultOf } from './endpoint.js';
export { API_PREFIX, endpoint, joinGroups } from './endpoint.js';
export {
  accountEndpoints,
  BankCardCodec,
  DeviceSessionCodec,
  InternationalBankCardCodec,
  NetworkCodec,
  TwoFactorStatusCodec,
  UploadPurposeCodec,
  WalletAddressCodec,
} from './endpoints/account.js';
export {
  ArticleCodec,
  ArticleSummaryCodec,
  ContentPageCodec,
  contentEndpoints,
  FaqEntryCodec,
  MenuEntryCodec,
  OperatorArticleCodec,
} from './endpoints/content.js';
export {
  CopyCodec,
  copyTradingEndpoints,
  FollowCodec,
  TraderCodec,
  TraderStatsCodec,
} from './endpoints/copytrading.js';
export { DualOrderCodec, DualProductCodec, DualSettlementCodec, dualEndpoints } from './endpoints/dual.js';
export {
  FuturesDealCodec,
  FuturesMarketCodec,
  FuturesPositionCodec,
  futuresEndpoints,
  LivePositionCodec,
} from './endpoints/futures.js';
export {
  GuessBetCodec,
  GuessQuestionCodec,
  GuessResolutionCodec,
  guessEndpoints,
} from './endpoints/guess.js';
export { IeoAllocationCodec, IeoProjectCodec, IeoSubscriptionCodec, ieoEndpoints } from './endpoints/ieo.js';
export {
  LoanCodec,
  LoanContextCodec,
  LoanRiskCodec,
  LoanSettlementCodec,
  loanEndpoints,
} from './endpoints/loans.js';
export {
  FavouriteCodec,
  KlineCodec,
  KlinePeriodCodec,
  MarketKindCodec,
  marketEndpoints,
  QuoteCodec,
  SYMBOL_PATTERN,
  SymbolCodec,
} from './endpoints/market.js';
export {
  ChatConversationCodec,
  ChatHistoryCodec,
  ChatMessageCodec,
  messagesEndpoints,
  SystemMessageCodec,
  UnreadCountsCodec,
} from './endpoints/messages.js';
export {
  MiningOrderCodec,
  MiningOrderDetailCodec,
  MiningPlanCodec,
  MiningYieldCodec,
  miningEndpoints,
} from './endpoints/mining.js';
export {
  BlindBoxCodec,
  BlindBoxProofCodec,
  BlindBoxSeriesCodec,
  NftArtistCodec,
  NftArtworkCodec,
  NftBidCodec,
  NftCollectionCodec,
  NftListingCodec,
  NftMessageCodec,
  NftOrderCodec,
  nftEndpoints,
} from './endpoints/nft.js';
export {
  KycSubmissionCodec,
  MAX_CLOCK_ADVANCE_SECONDS,
  OutboxMessageCodec,
  operatorEndpoints,
  SimulatedClockCodec,
} from './endpoints/operator.js';
export {
  OptionDurationCodec,
  OptionMarketCodec,
  OptionOrderCodec,
  OptionSettlementCodec,
  OptionsOfferCodec,
  optionsEndpoints,
  PayableCurrencyCodec,
  RecordedPriceCodec,
} from './endpoints/options.js';
export {
  ArchiveRecordCodec,
  ChainHeadCodec,
  InclusionProofCodec,
  proofsEndpoints,
  ReserveSnapshotCodec,
  SumNodeCodec,
  TickRecordCodec,
} from './endpoints/proofs.js';
export {
  QuickBuyOfferCodec,
  QuickBuyOrderCodec,
  QuickBuyPayeeCodec,
  quickBuyEndpoints,
} from './endpoints/quickbuy.js';
export {
  CouponCodec,
  InviteSummaryCodec,
  RebateCodec,
  RewardsRunCodec,
  rewardsEndpoints,
  VipStandingCodec,
  VipTierCodec,
} from './endpoints/rewards.js';
export {
  AckCodec,
  CodeSceneCodec,
  LoginChallengeCodec,
  sessionEndpoints,
  UserInfoCodec,
} from './endpoints/session.js';
export { CoinCodec, SettingCodec, SiteConfigCodec, siteEndpoints } from './endpoints/site.js';
export {
  DepthCodec,
  DepthLevelCodec,
  MarketTradeCodec,
  SpotMarketCodec,
  SpotOrderCodec,
  spotEndpoints,
} from './endpoints/spot.js';
export {
  IdTypeCodec,
  ReviewCodec,
  VerificationStatusCodec,
  verificationEndpoints,
} from './endpoints/verification.js';
export {
  AmountText,
  AssetCodec,
  AssetNetworkCodec,
  AuditCodec,
  BalanceCodec,
  ConversionQuoteCodec,
  ConvertibleCodec,
  DepositAddressCodec,
  DepositCodec,
  DepositStateCodec,
  FiatCodeCodec,
  LedgerBalanceCodec,
  LedgerReasonCodec,
  LedgerRecordCodec,
  TransferRecordCodec,
  WalletAccountCodec,
  WalletOverviewCodec,
  WithdrawalCodec,
  WithdrawalInfoCodec,
  WithdrawalStateCodec,
  walletEndpoints,
} from './endpoints/wallet.js';
export type { Envelope } from './envelope.js';
export {
  EnvelopeCodec,
  errorEnvelope,
  interpretEnvelope,
  NOT_LOGGED_IN,
  NOT_VERIFIED,
  notLoggedInEnvelope,
  notVerifiedEnvelope,
  okEnvelope,
} from './envelope.js';
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_TEXT, isIdempotencyKey } from './idempotency.js';
export { openApiDocument, schemaOf } from './openapi.js';
export { pageOf } from './paging.js';
export type { Challenge } from './proof-of-work.js';
export {
  CHALLENGE_HEADER,
  leadingZeroBits,
  MAX_CHALLENGE_BITS,
  PROOF_HEADER,
  parseChallenge,
  parseProof,
  workText,
} from './proof-of-work.js';
export type {
  KlineEventName,
  MarketEventName,
  PrivateEventName,
  PublicEventName,
  RealtimeEventName,
} from './realtime.js';
export {
  AUTHENTICATE,
  ChangedCodec,
  KLINE_ROOMS,
  klineRoom,
  MARKET_ROOMS,
  marketRoom,
  PRIVATE,
  RoomCodec,
  Rooms,
  realtimeEvents,
  roomSymbolOf,
  SUBSCRIBE,
  UNSUBSCRIBE,
  userRoom,
} from './realtime.js';

/**
 * @tessera/core: the framework-free domain of the Tessera exchange app. Each bounded context
 * exports its public face here; `createTessera(ports)` wires them for a front end.
 */

export type {
  AccountApi,
  BankCard,
  ContactBinding,
  ImageFile,
  InternationalBankCard,
  LoginPasswordChange,
  Network,
  PasswordChange,
  Profile,
  UploadedFile,
  UploadPurpose,
  WalletAddress,
  WalletAddressDraft,
} from './account/index.js';
export {
  holdEndsAt,
  isHeld,
  maskBankAccount,
  Networks,
  securityChannel,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UploadPurposes,
  validateBankCard,
  validateContactBinding,
  validateImageFile,
  validateInternationalBankCard,
  validateLoginPasswordChange,
  validateNetworkAddress,
  validatePayPassword,
  validatePayPasswordChange,
  validateProfile,
  validateWalletAddress,
  WITHDRAWAL_HOLD_MS,
} from './account/index.js';
export type { CopyMode } from './copytrading/index.js';
export {
  COPY_LOTS_DECIMALS,
  copyLots,
} from './copytrading/index.js';
export type {
  FiatCode,
  FiatContext,
  FiatEvent,
  FiatRates,
} from './fiat/index.js';
export {
  DEFAULT_FIAT,
  FIAT_RATES_REFRESH_MS,
  FIAT_RATES_RETRY_MS,
  FiatCodes,
  fiatMachine,
  fiatOr,
  fiatRateOf,
  formatFiatValue,
  formatUsdtInFiat,
  isFiatCode,
} from './fiat/index.js';
export type { FuturesSide } from './futures/index.js';
export {
  futuresFee,
  futuresLiquidationPrice,
  futuresMargin,
  futuresOvernightFee,
  futuresPnl,
  futuresRiskRate,
} from './futures/index.js';
export type {
  GuessBet,
  GuessPoolSettlement,
} from './guess/index.js';
export {
  GUESS_SHARE_DECIMALS,
  settleGuessPool,
} from './guess/index.js';
export type {
  Language,
  LanguageContext,
  LanguageEvent,
} from './i18n/index.js';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  Languages,
  LOCALES,
  languageMachine,
  languageOr,
  toLocale,
} from './i18n/index.js';
export type {
  DualDirection,
  DualSettlement,
  DualSettlementInput,
} from './invest/index.js';
export {
  dualYieldFactor,
  settleDualInvestment,
} from './invest/index.js';
export type { LoanApplication } from './loans/index.js';
export {
  LOAN_LIQUIDATION_RISK_RATE,
  LOAN_MAX_LEVERAGE,
  LOAN_MAX_TERM_DAYS,
  LOAN_MAX_USDT,
  LOAN_MIN_TERM_DAYS,
  LOAN_MIN_USDT,
  LOAN_MIN_VIP_LEVEL,
  LOAN_OVERDUE_DAILY_RATE,
  loanEligibility,
  loanMustLiquidate,
  loanOverdueInterest,
  loanRiskRate,
} from './loans/index.js';
export type {
  FeedConnection,
  FeedTopics,
  MarketApi,
  Quote,
  QuotesContext,
  QuotesEvent,
  RealtimeFeed,
  Trend,
  Unsubscribe,
} from './market/index.js';
export {
  isLive,
  QUOTES_RETRY_MS,
  quotesMachine,
  tickDirection,
  trendOf,
} from './market/index.js';
export {
  lockMiningPenalty,
  lockMiningYield,
} from './mining/index.js';
export type { DepositOutcome } from './nft/index.js';
export {
  auctionDepositOutcome,
  minNextBid,
} from './nft/index.js';
export type {
  OptionDirection,
  OptionOutcome,
  OptionSettlement,
} from './options/index.js';
export { optionsPayout } from './options/index.js';
export {
  convertToFiat,
  QUICK_BUY_MIN_USD,
  quickBuyQuote,
} from './quickbuy/index.js';
export type {
  CodeRequest,
  CodeScene,
  CodeSenderContext,
  CodeSenderEvent,
  LoginForm,
  LoginRequest,
  PasswordResetForm,
  PasswordResetRequest,
  RegistrationForm,
  RegistrationKind,
  RegistrationRequest,
  SessionApi,
  SessionContext,
  SessionEvent,
  SessionInput,
  User,
  VerificationLevel,
} from './session/index.js';
export {
  CODE_LENGTH,
  CODE_RESEND_SECONDS,
  CodeScenes,
  codeSenderMachine,
  LOGIN_PATH,
  migrateStorage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  persistence,
  REDIRECT_DELAY_MS,
  RegistrationKinds,
  restoreSession,
  STORAGE_VERSION,
  sessionMachine,
  UserCodec,
  VERIFICATION_PATH,
  validateAreaCode,
  validateCode,
  validateCodeRequest,
  validateConfirmation,
  validateEmail,
  validateInviteCode,
  validateLogin,
  validateMobile,
  validateNickname,
  validatePassword,
  validatePasswordReset,
  validateRegistration,
  validateSignature,
  validateUsername,
} from './session/index.js';
export type {
  Call,
  Credit,
  DecimalInput,
  Failure,
  FailureKind,
  FieldErrors,
  Loadable,
  Navigator,
  Notice,
  Notifier,
  Page,
  PagedListContext,
  PagedListEvent,
  PageQuery,
  RelativeTime,
  Storage,
  SubmitContext,
  SubmitEvent,
  ValidationError,
} from './shared/index.js';
export {
  amountOf,
  asFailure,
  collectFieldErrors,
  createPagedListMachine,
  DEFAULT_PAGE_SIZE,
  Decimal,
  decimal,
  errorOf,
  Failures,
  failureMessage,
  formatAmount,
  formatChangePercent,
  formatCompact,
  formatPrice,
  formatValue,
  fromCall,
  isRetryable,
  isValidAmountText,
  JUST_NOW_SECONDS,
  Loadables,
  latestValue,
  notProvided,
  parseDecimal,
  RELATIVE_DAYS_LIMIT,
  relativeTime,
  roundForCredit,
  StorageKeys,
  submitMachine,
  submitMachineFor,
  tapFailures,
  validationError,
} from './shared/index.js';
export type { ClockMode, SiteApi, SiteConfig } from './site/index.js';
export { ClockModes } from './site/index.js';
export type { Tessera, TesseraApi, TesseraPorts } from './tessera.js';
export { createTessera } from './tessera.js';
export type {
  AdvancedVerificationRequest,
  BasicVerificationRequest,
  IdType,
  Review,
  ReviewState,
  VerificationApi,
  VerificationStatus,
} from './verification/index.js';
export {
  FIAT_SINGLE_LIMIT_USDT,
  fiatSingleLimit,
  IdTypes,
  nextVerificationStep,
  ReviewStates,
  validateAdvancedVerification,
  validateBasicVerification,
  WITHDRAWAL_LIMIT_24H_BTC,
  withdrawalAllowance,
} from './verification/index.js';
export type {
  AccountBalances,
  AmountLimits,
  Asset,
  AssetNetwork,
  Balance,
  Conversion,
  ConversionQuote,
  Convertible,
  Deposit,
  DepositAddress,
  DepositDraft,
  DepositRequest,
  DepositState,
  FiatBalance,
  LedgerReason,
  LedgerRecord,
  RecordQuery,
  Transfer,
  TransferDraft,
  TransferRecord,
  WalletAccount,
  WalletApi,
  WalletContext,
  WalletEvent,
  WalletOverview,
  Withdrawal,
  WithdrawalDestination,
  WithdrawalInfo,
  WithdrawalRequest,
  WithdrawalState,
} from './wallet/index.js';
export {
  ACCOUNT_TYPE_NUMBERS,
  btcEquivalent,
  CONVERSION_FEE_RATE,
  conversionQuote,
  DepositStates,
  isSmallBalance,
  isWalletAccount,
  LedgerReasons,
  SMALL_BALANCE_USDT,
  validateAmount,
  validateDepositRequest,
  validateTransfer,
  valueInUsdt,
  visibleBalances,
  WALLET_RETRY_MS,
  WalletAccounts,
  WithdrawalStates,
  walletMachine,
  withdrawalQuote,
} from './wallet/index.js';

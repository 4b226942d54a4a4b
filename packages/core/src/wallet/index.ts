export {
  btcEquivalent,
  CONVERSION_FEE_RATE,
  conversionQuote,
  conversionRate,
  isSmallBalance,
  SMALL_BALANCE_USDT,
  valueInUsdt,
  visibleBalances,
  withdrawalQuote,
} from './calculators.js';
export type {
  ConversionContext,
  ConversionEvent,
  ConvertedQuote,
  ConvertInput,
} from './conversion-machine.js';
export { conversionMachine, PRICE_MOVED_CODE, QUOTE_DEBOUNCE_MS } from './conversion-machine.js';
export type { WalletContext, WalletEvent } from './machine.js';
export { WALLET_RETRY_MS, walletMachine } from './machine.js';
export type {
  AccountBalances,
  Asset,
  AssetNetwork,
  Balance,
  Conversion,
  ConversionQuote,
  Convertible,
  Deposit,
  DepositAddress,
  DepositRequest,
  DepositState,
  FiatBalance,
  LedgerReason,
  LedgerRecord,
  RecordQuery,
  Transfer,
  TransferRecord,
  WalletAccount,
  WalletOverview,
  Withdrawal,
  WithdrawalDestination,
  WithdrawalInfo,
  WithdrawalRequest,
  WithdrawalState,
} from './model.js';
export {
  ACCOUNT_TYPE_NUMBERS,
  BANK_WITHDRAWAL_ASSET,
  DepositStates,
  LedgerReasons,
  USDT_PEGGED,
  WalletAccounts,
  WithdrawalStates,
} from './model.js';
export type { WalletApi } from './port.js';
export type { AmountLimits, ConversionDraft, DepositDraft, TransferDraft, WithdrawalDraft } from './rules.js';
export {
  isWalletAccount,
  validateAmount,
  validateConversion,
  validateDepositRequest,
  validateTransfer,
  validateWithdrawal,
} from './rules.js';

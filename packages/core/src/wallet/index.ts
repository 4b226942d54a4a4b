export {
  btcEquivalent,
  CONVERSION_FEE_RATE,
  conversionQuote,
  isSmallBalance,
  SMALL_BALANCE_USDT,
  valueInUsdt,
  visibleBalances,
  withdrawalQuote,
} from './calculators.js';
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
  DepositStates,
  LedgerReasons,
  WalletAccounts,
  WithdrawalStates,
} from './model.js';
export type { WalletApi } from './port.js';
export type { AmountLimits, DepositDraft, TransferDraft } from './rules.js';
export { isWalletAccount, validateAmount, validateDepositRequest, validateTransfer } from './rules.js';

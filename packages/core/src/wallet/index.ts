export {
  btcEquivalent,
  CONVERSION_FEE_RATE,
  conversionQuote,
  isSmallBalance,
  SMALL_BALANCE_USDT,
  valueInUsdt,
  withdrawalQuote,
} from './calculators.js';
export type {
  Asset,
  AssetNetwork,
  Balance,
  LedgerReason,
  LedgerRecord,
  Transfer,
  TransferRecord,
  WalletAccount,
} from './model.js';
export { ACCOUNT_TYPE_NUMBERS, LedgerReasons, WalletAccounts } from './model.js';
export type { AmountLimits, TransferDraft } from './rules.js';
export { isWalletAccount, validateAmount, validateTransfer } from './rules.js';

import type { Handlers } from '../handler.js';
import { createBalanceHandlers } from './balances.js';
import { createConversionHandlers } from './conversions.js';
import { createDepositHandlers } from './deposits.js';
import type { WalletDeps } from './deps.js';
import { createWalletOperatorHandlers } from './operator.js';
import { createRecordHandlers } from './records.js';
import { createTransferHandlers } from './transfers.js';
import { createWithdrawalHandlers } from './withdrawals.js';

export { AssetBook, type ListedAsset } from './assets.js';
export { auditLedger } from './audit.js';
export type { OutgoingTransfer, Prices, TransferGuard, WalletDeps } from './deps.js';
export {
  type AccountRef,
  accountKey,
  availableIn,
  balanceAccount,
  InsufficientFunds,
  type Journal,
  move,
  type PlatformAccount,
  type Posting,
  postJournal,
  postJournalFor,
} from './ledger.js';
export { sealWithdrawalBanks } from './sealing.js';
export { spending } from './spending.js';

type WalletEndpoint =
  | 'walletOverview'
  | 'walletDetail'
  | 'walletAssets'
  | 'transfer'
  | 'transfers'
  | 'operatorConfirmDeposit'
  | 'operatorBalances'
  | 'operatorAudit'
  | 'withdrawalInfo'
  | 'withdraw'
  | 'withdrawals'
  | 'operatorWithdrawals'
  | 'operatorCompleteWithdrawal'
  | 'operatorRejectWithdrawal'
  | 'depositAddress'
  | 'requestDeposit'
  | 'deposits'
  | 'operatorDeposits'
  | 'operatorApproveDeposit'
  | 'operatorRejectDeposit'
  | 'records'
  | 'convertibles'
  | 'conversionQuote'
  | 'convert';

/** Balances, transfers, deposits, withdrawals, conversions, records and the ledger's audit. */
export const createWalletHandlers = (deps: WalletDeps): Pick<Handlers, WalletEndpoint> => ({
  ...createWithdrawalHandlers(deps),
  ...createDepositHandlers(deps),
  ...createConversionHandlers(deps),
  ...createRecordHandlers(deps),
  ...createBalanceHandlers(deps),
  ...createTransferHandlers(deps),
  ...createWalletOperatorHandlers(deps),
});

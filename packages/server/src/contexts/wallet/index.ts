import type { Handlers } from '../handler.js';
import { createBalanceHandlers } from './balances.js';
import type { WalletDeps } from './deps.js';
import { createWalletOperatorHandlers } from './operator.js';
import { createTransferHandlers } from './transfers.js';
import { createWithdrawalHandlers } from './withdrawals.js';

export { AssetBook, type ListedAsset } from './assets.js';
export { auditLedger } from './audit.js';
export type { Prices, WalletDeps } from './deps.js';
export {
  type AccountRef,
  InsufficientFunds,
  type Journal,
  move,
  type PlatformAccount,
  postJournal,
} from './ledger.js';

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
  | 'operatorRejectWithdrawal';

/** Balances, transfers, deposits and the ledger's audit. */
export const createWalletHandlers = (deps: WalletDeps): Pick<Handlers, WalletEndpoint> => ({
  ...createWithdrawalHandlers(deps),
  ...createBalanceHandlers(deps),
  ...createTransferHandlers(deps),
  ...createWalletOperatorHandlers(deps),
});

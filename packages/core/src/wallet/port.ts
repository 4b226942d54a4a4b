import type { FiatCode } from '../fiat/model.js';
import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  Asset,
  Conversion,
  ConversionQuote,
  Convertible,
  Deposit,
  DepositAddress,
  DepositRequest,
  LedgerRecord,
  RecordQuery,
  Transfer,
  TransferRecord,
  WalletOverview,
  Withdrawal,
  WithdrawalInfo,
  WithdrawalRequest,
} from './model.js';

/**
 * What the wallet needs from the exchange. Calls that move money take a `requestId`: one per user
 * action (drawn when the user confirms), sent as the idempotency key, so retrying the action after
 * a lost answer moves the money once.
 */
export interface WalletApi {
  overview(fiat: FiatCode): Call<WalletOverview>;
  assets(): Call<readonly Asset[]>;
  transfer(transfer: Transfer, requestId: string): Call<{ readonly id: number }>;
  transfers(query: PageQuery): Call<Page<TransferRecord>>;
  withdrawalInfo(): Call<WithdrawalInfo>;
  withdraw(request: WithdrawalRequest, requestId: string): Call<Withdrawal>;
  withdrawals(query: PageQuery): Call<Page<Withdrawal>>;
  depositAddress(coinId: number): Call<DepositAddress>;
  requestDeposit(request: DepositRequest, requestId: string): Call<Deposit>;
  deposits(query: PageQuery): Call<Page<Deposit>>;
  records(query: RecordQuery): Call<Page<LedgerRecord>>;
  convertibles(): Call<{
    readonly feeRate: ConversionQuote['feeRate'];
    readonly assets: readonly Convertible[];
  }>;
  conversionQuote(conversion: Conversion): Call<ConversionQuote>;
  convert(conversion: Conversion, requestId: string): Call<ConversionQuote & { readonly id: number }>;
}

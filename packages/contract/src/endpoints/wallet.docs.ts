import type { Summaries } from '../endpoint.js';
import type { walletEndpoints } from './wallet.js';

/** What each of the wallet calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const walletSummaries = {
  walletOverview:
    'Every wallet account (balance, futures, options, stock, margin, mining) with every asset in it, valued at the feed’s prices in USDT and in `fiat` (default USD).',
  walletDetail: 'One asset (`currency_id`) in one account (`type`, default balance).',
  walletAssets:
    'The assets a wallet can hold: precision, and the networks each moves over with their minimum and fee.',
  transfer:
    'Move `number` of asset `currency_id` between two of your accounts (`from_field`, `to_field`). Answers the transfer’s id.',
  transfers: 'Your transfers between accounts, newest first, page by page.',
  withdrawalInfo:
    'Before a withdrawal: the 24-hour limit and what is left of it, the hold, and whether a payment password is set.',
  withdraw:
    'Withdraw `number` of coin `coin_id` (fee included) to a saved address (`address_id`) or the saved bank card (`bank`: domestic or international), with the payment password and, when two-factor authentication is on, the authenticator’s current `totp_code` (each time step good once). The amount stays frozen until an operator completes or rejects it.',
  withdrawals: 'Your withdrawals, newest first, page by page.',
  operatorWithdrawals: 'Withdrawals in `state` (default pending), oldest first, with their users.',
  operatorCompleteWithdrawal:
    'Mark pending withdrawal `id` as sent, with the chain transaction or bank `reference`.',
  operatorRejectWithdrawal:
    'Refuse pending withdrawal `id` with the `reason` its owner will read; the amount is unfrozen.',
  depositAddress:
    'Your deposit address for coin `coin_id` (an asset on one network); the app shows it with a QR code.',
  requestDeposit:
    'Ask for a deposit of `amount` of coin `coin_id` to be credited, with the uploaded payment proof (`proof`, an upload of purpose payment_proof). Pending until an operator approves or rejects it.',
  deposits: 'Your deposits, confirmed and requested, newest first, page by page.',
  records:
    'Your balance changes (the bill), newest first, page by page; `type` keeps one reason, `currency_id` one asset, `account` one account.',
  convertibles: 'The assets that convert into each other, with their prices in USDT and the fee rate.',
  conversionQuote:
    'What converting `number` of `from_currency_id` into `to_currency_id` would cost and give now.',
  convert:
    'Convert `number` of `from_currency_id` into `to_currency_id` in the balance account at the feed’s price, less the fee. With `min_receive`, refused if the price moved so that less would arrive.',
  operatorDeposits:
    'Deposit requests in `state` (default pending), oldest first, with their users and payment proofs.',
  operatorApproveDeposit: 'Credit pending deposit request `id`.',
  operatorRejectDeposit: 'Refuse pending deposit request `id` with the `reason` its owner will read.',
  operatorConfirmDeposit:
    'Credit a deposit seen on chain to `user` (id, username, email or mobile): `currency` (asset symbol), `amount`, `reference` (the chain transaction). Confirming one reference again credits nothing (`credited: false`).',
  operatorBalances: 'Every balance row of `user`, with available and frozen amounts.',
  operatorAudit:
    'Checks the whole ledger: every journal sums to zero per asset, no user balance is negative, each balance equals the sum of its entries, and every asset sums to zero over all accounts.',
} as const satisfies Summaries<typeof walletEndpoints>;

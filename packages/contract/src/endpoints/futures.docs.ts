import type { Summaries } from '../endpoint.js';
import type { futuresEndpoints } from './futures.js';

/** What each of the futures calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const futuresSummaries = {
  futuresMarkets:
    'Every futures market with its published rules (lot size and steps, multiples, fee, overnight and maintenance rates), the stock contracts with their trading hours.',
  futuresDeal:
    'The futures trading page of one market (`currency_id` the base, `legal_id` the quote): its rules, the newest recorded price and the available balance of its margin account.',
  submitFutures:
    'Open a position: `type` 1 long / 2 short, `multiple` an offered leverage, `lots`, `target_price` for a limit order (absent or empty: at the newest recorded price), optional `target_profit_price` and `stop_loss_price`. Margin and opening fee leave the account at once (a limit order keeps them frozen until it opens, at its own price, once a recorded price reaches it).',
  futuresPositions:
    'Your open positions and waiting limit orders, newest first, each with the newest recorded price, the unrealised P&L and the risk rate.',
  closeFutures:
    'Close one open position at the newest recorded price (its margin with the P&L back, less the closing fee), or cancel a waiting limit order (its margin and fee back).',
  batchCloseFutures:
    'Close your open positions at the newest recorded prices: `type` all, long (only the longs) or short (only the shorts). Markets outside their trading hours keep theirs.',
  setFuturesStops:
    'Set the take-profit and stop-loss of a position or waiting order: absent or empty removes one. Each must be on the side of the price where it can still fire, the stop-loss before liquidation.',
  futuresHistory:
    'Your closed positions and cancelled orders, newest first, each with the recorded prices, rates and calculator it was settled with.',
} as const satisfies Summaries<typeof futuresEndpoints>;

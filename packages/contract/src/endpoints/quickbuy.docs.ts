import type { Summaries } from '../endpoint.js';
import type { quickBuyEndpoints } from './quickbuy.js';

/** What each of the quick-buy calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const quickBuySummaries = {
  quickBuyOffer:
    'What quick buy offers you: the countries it serves, the currency (USD, which buys USDT 1:1), the payment methods and the account each pays into, the minimum, your single limit (the single fiat limit of your verification level: 0 before verification, 2,000 at level 1, 1,000,000 at level 2) and the hours you have to send the transfer proof.',
  placeQuickBuy:
    'Order `amount` whole US dollars of USDT (1:1) from a served country, with a currency, a payment method and the payer’s details; the order comes back `to_be_paid` with the account to pay into and the reference to write in the transfer. A region not served is refused as not supported, and so is a fourth order while three wait for payment; nothing moves until the exchange confirms the money arrived.',
  quickBuyProof:
    'Attach the transfer screenshot (an `upload:<id>` reference of a `payment_proof` upload, sniffed like every upload) to an order still to be paid and within its payment window.',
  cancelQuickBuy: 'Cancel an order of yours that is still to be paid.',
  quickBuyOrder: 'One of your quick-buy orders.',
  quickBuyOrders:
    'Your quick-buy orders, newest first: to be paid, paid (the USDT credited to your balance account) or cancelled (by you, because no proof came in time, or because the exchange found no payment); 10 a page.',
  operatorQuickBuys:
    'Operator: the first 200 quick-buy orders, oldest first, optionally in one state, with their users.',
  operatorConfirmQuickBuy:
    'Operator: the payment of an order to be paid (with its proof) has arrived: the order is paid and its USDT credited through the ledger, once, however often this is called.',
  operatorRejectQuickBuy:
    'Operator: no payment arrived for an order to be paid that has its transfer proof (one without a proof expires by itself): it is cancelled, nothing moves.',
} as const satisfies Summaries<typeof quickBuyEndpoints>;

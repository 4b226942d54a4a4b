import { audit } from './audit.js';
import { balances } from './balances.js';
import { chat } from './chat.js';
import { content } from './content.js';
import { copies } from './copies.js';
import { coupons } from './coupons.js';
import { dual } from './dual.js';
import type { ExpectationDecoder } from './expectation.js';
import { failure } from './failure.js';
import { guess } from './guess.js';
import { ieo } from './ieo.js';
import { loans } from './loans.js';
import { messages } from './messages.js';
import { mining } from './mining.js';
import { nfts } from './nfts.js';
import { options } from './options.js';
import { orders } from './orders.js';
import { positions } from './positions.js';
import { quickBuy } from './quickbuy.js';
import { quotes } from './quotes.js';
import { rewards } from './rewards.js';
import { signedIn } from './signed-in.js';
import { traderRecord } from './trader-record.js';
import { user } from './user.js';
import { verification } from './verification.js';

/** Every key an `expect` step understands. Later contexts add theirs here (balance, order, …). */
export const expectations: readonly ExpectationDecoder[] = [
  signedIn,
  user,
  verification,
  quotes,
  balances,
  audit,
  orders,
  options,
  positions,
  mining,
  dual,
  ieo,
  quickBuy,
  loans,
  guess,
  copies,
  traderRecord,
  nfts,
  content,
  messages,
  chat,
  rewards,
  coupons,
  failure,
];

export type { Check, CheckResult, ExpectationDecoder, ExpectationKind } from './expectation.js';
export { defineExpectation, holds, mismatch } from './expectation.js';

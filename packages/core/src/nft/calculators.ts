import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/**
 * The lowest acceptable next bid of an auction: the start price before any bid, afterwards the
 * current bid plus the published increment.
 *
 * @example minNextBid({ startPrice: '100', currentBid: '150', increment: '10' }) // 160
 * @example minNextBid({ startPrice: '100', currentBid: null, increment: '10' })  // 100
 */
export const minNextBid = ({
  startPrice,
  currentBid,
  increment,
}: {
  startPrice: DecimalInput;
  currentBid: DecimalInput | null;
  increment: DecimalInput;
}): Decimal =>
  currentBid === null
    ? amountOf(startPrice, 'startPrice', 'nonNegative')
    : amountOf(currentBid, 'currentBid', 'nonNegative').plus(amountOf(increment, 'increment', 'positive'));

export interface DepositOutcome {
  /** Back to the bidder. */
  readonly refunded: Decimal;
  /** Kept by the platform: only from a winner who did not pay within the day. */
  readonly forfeited: Decimal;
}

/**
 * What happens to an auction deposit (spec §4, §9): refunded to every loser when the auction ends
 * and to a winner who pays within one day; kept from a winner who does not.
 *
 * @example auctionDepositOutcome({ isWinner: true, paidInTime: false, deposit: '50' })
 * // { refunded: 0, forfeited: 50 }
 */
export const auctionDepositOutcome = ({
  isWinner,
  paidInTime,
  deposit,
}: {
  isWinner: boolean;
  paidInTime: boolean;
  deposit: DecimalInput;
}): DepositOutcome => {
  const amount = amountOf(deposit, 'deposit', 'nonNegative');
  const zero = new Decimal(0);
  return isWinner && !paidInTime
    ? { refunded: zero, forfeited: amount }
    : { refunded: amount, forfeited: zero };
};

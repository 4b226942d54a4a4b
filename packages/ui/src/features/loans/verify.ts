import type { Loan } from '@tessera/core';
import type { ClaimedTick, SettlementClaim } from '../proofs';

/**
 * What the app shows of a liquidated loan, as a claim to check against the archive record of its
 * close (`loans/1`): each price it names by a recorded tick (an asset's `<asset>/USDT` tick; the
 * stablecoins count as 1 USDT by rule and name none), and the settlement the loan shows, each
 * list's element by its asset — what the margin account held, the prices, what the desk took —
 * with the debt, its overdue days, the risk rate and the shortfall. Undefined for a loan not
 * liquidated: only a liquidation is archived.
 */
export const loanClaim = (loan: Loan): SettlementClaim | undefined => {
  const { settlement } = loan;
  if (loan.state !== 'liquidated' || settlement === null) return undefined;
  const ticks: ClaimedTick[] = settlement.prices.flatMap(({ asset, tickId }) =>
    tickId === null
      ? []
      : [
          {
            labelKey: 'loans.verify.priceOf',
            labelParams: { asset },
            idField: `prices[asset=${asset}].tick_id`,
            priceField: `prices[asset=${asset}].price_usdt`,
          },
        ],
  );
  return {
    ref: `loan:${loan.id}`,
    ticks,
    shown: {
      'inputs.loan_currency': loan.currency,
      'inputs.amount': loan.amount.toFixed(),
      'inputs.debt': settlement.debt.toFixed(),
      'inputs.overdue_days': String(settlement.overdueDays),
      ...(settlement.riskRate === null ? {} : { 'inputs.risk_rate': settlement.riskRate.toFixed() }),
      ...Object.fromEntries(
        settlement.holdings.map(({ asset, amount }) => [
          `inputs.holdings[asset=${asset}].amount`,
          amount.toFixed(),
        ]),
      ),
      ...Object.fromEntries(
        settlement.prices.flatMap(({ asset, priceUsdt, tickId }) => [
          [`inputs.prices[asset=${asset}].price_usdt`, priceUsdt.toFixed()],
          [`inputs.prices[asset=${asset}].tick_id`, tickId === null ? '' : String(tickId)],
        ]),
      ),
      ...Object.fromEntries(
        settlement.taken.map(({ asset, amount }) => [
          `result.taken[asset=${asset}].amount`,
          amount.toFixed(),
        ]),
      ),
      'result.shortfall_usdt': settlement.shortfallUsdt.toFixed(),
    },
  };
};

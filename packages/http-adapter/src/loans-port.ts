import { loanEndpoints } from '@tessera/contract/endpoints/loans';
import type { LoansApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseLoan, parseLoanContext } from './parse-loans.js';

/** Core's OTC loan port over HTTP; an application's or repayment's `requestId` travels as its idempotency key. */
export const createLoansApi = (client: Calls<'loans'>): LoansApi => ({
  context: () => TE.map(parseLoanContext)(client.loanContext({})),
  apply: (draft, requestId) =>
    TE.map(parseLoan)(
      client.applyLoan(
        {
          currency: draft.currency,
          amount: draft.amount.toFixed(),
          margin_currency: draft.marginCurrency,
          leverage: draft.leverage.toFixed(),
          term_days: String(draft.termDays),
          contact_uid: draft.contactUid,
        },
        requestId,
      ),
    ),
  loans: (query) => TE.map(parsePage(parseLoan))(client.loans(query)),
  loan: (loanId) => TE.map(parseLoan)(client.loan({ id: loanId })),
  cancel: (loanId) => TE.map(parseLoan)(client.cancelLoan({ id: loanId })),
  repay: (loanId, requestId) => TE.map(parseLoan)(client.repayLoan({ id: loanId }, requestId)),
});

/** The loans port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const loansApiOver = (transport: Transport): LoansApi =>
  createLoansApi(clientOf(transport, loanEndpoints));

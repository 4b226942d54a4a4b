import type { DepositRequest } from '@tessera/core';

/**
 * Whether two deposit requests ask for the same thing: sent again, the second is a retry of the
 * first and keeps its request id, so the exchange records one request.
 */
export const sameDepositRequest = (a: DepositRequest, b: DepositRequest): boolean =>
  a.coinId === b.coinId && a.amount.equals(b.amount) && a.proof === b.proof;

import { contract, type EndpointName } from '@tessera/contract';
import { expect } from 'vitest';
import type { Harness } from './harness.js';

/**
 * Every operator endpoint with the most pointed parameters it takes, aimed at `user` and at the
 * object `id` (an order, a position: whatever the test runs); a new endpoint fails the tests that
 * call them all until it is listed here.
 */
export const operatorCalls = (
  user: string,
  id: string,
): Readonly<Record<string, Record<string, string>>> => ({
  outbox: { to: user },
  kycSubmissions: {},
  kycApprove: { user },
  kycReject: { user, reason: 'test' },
  clockAdvance: { seconds: '3600' },
  operatorWithdrawals: {},
  operatorCompleteWithdrawal: { id, reference: 'test' },
  operatorRejectWithdrawal: { id, reason: 'test' },
  operatorDeposits: {},
  operatorApproveDeposit: { id },
  operatorRejectDeposit: { id, reason: 'test' },
  operatorConfirmDeposit: { user, currency: 'USDT', amount: '5', reference: `op-${id}` },
  operatorBalances: { user },
  operatorAudit: {},
  operatorQuickBuys: {},
  operatorConfirmQuickBuy: { id },
  operatorRejectQuickBuy: { id },
  operatorLoans: {},
  operatorApproveLoan: { id },
  operatorRejectLoan: { id, reason: 'test' },
  operatorMarketMaker: { user, market_maker: 'true' },
  operatorContent: {},
  operatorSaveContent: { category: 'notice' },
  operatorSaveContentText: { id: '1', lang: 'en', title: 'test', markdown: 'test' },
  operatorPublishContent: { id: '1' },
  operatorArchiveContent: { id: '1' },
  operatorChats: {},
  operatorChat: { user },
  operatorChatReply: { user, text: 'test' },
  operatorRunRewards: {},
  operatorIssueCoupon: { user, kind: 'trial_bonus', amount: '1', days: '1' },
});

/**
 * Calls every operator endpoint of the contract with `calls` (which must list exactly them), one
 * after the other. Answers the names of those that did something (their answer was not an error).
 */
export const callEveryOperatorEndpoint = async (
  h: Harness,
  calls: Readonly<Record<string, Record<string, string>>>,
): Promise<EndpointName[]> => {
  const endpoints = (Object.keys(contract) as EndpointName[]).filter(
    (name) => contract[name].guard === 'operator',
  );
  expect(endpoints.slice().sort()).toEqual(Object.keys(calls).sort());
  const done: EndpointName[] = [];
  for (const name of endpoints) {
    const answer = await h.api.operator(contract[name].method, contract[name].path, calls[name]);
    if (answer.body.type === 'ok') done.push(name);
  }
  return done;
};

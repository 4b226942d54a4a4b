import { Decimal, type IeoProject, type IeoSubscription } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { IeoSubscriptionsTable } from '../../db/schema.js';
import { wireIeoAllocation } from './projects.js';

export type IeoSubscriptionRow = Selectable<IeoSubscriptionsTable>;

/** A subscription row with its project's terms, as core takes it. */
export const ieoSubscriptionOf = (row: IeoSubscriptionRow, project: IeoProject): IeoSubscription => ({
  id: Number(row.id),
  projectId: project.id,
  name: project.name,
  token: project.token,
  tokenDecimals: project.tokenDecimals,
  payAsset: project.payAsset,
  payDecimals: project.payDecimals,
  price: project.price,
  totalIssuance: project.totalIssuance,
  amount: new Decimal(row.amount),
  paid: new Decimal(row.paid),
  state: row.state,
  passed: row.passed === null ? null : new Decimal(row.passed),
  refunded: row.refunded === null ? null : new Decimal(row.refunded),
  subscribedAt: row.subscribed_at.toISOString(),
  endsAt: project.endsAt,
  unlocksAt: row.unlocks_at.toISOString(),
  allocation: project.allocation,
});

/** A subscription as `/project/order` and `/user/project/order` answer it. */
export const wireIeoSubscription = (subscription: IeoSubscription) => ({
  id: subscription.id,
  project_id: subscription.projectId,
  name: subscription.name,
  currency: subscription.token,
  currency_decimals: subscription.tokenDecimals,
  pay_currency: subscription.payAsset,
  pay_decimals: subscription.payDecimals,
  price: subscription.price,
  total_issuance: subscription.totalIssuance,
  amount: subscription.amount,
  paid: subscription.paid,
  state: subscription.state,
  passed: subscription.passed,
  refunded: subscription.refunded,
  subscribed_at: subscription.subscribedAt,
  ends_at: subscription.endsAt,
  unlocks_at: subscription.unlocksAt,
  allocation: subscription.allocation === null ? null : wireIeoAllocation(subscription.allocation),
});

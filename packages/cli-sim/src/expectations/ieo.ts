import {
  Decimal,
  IEO_CALCULATOR_VERSION,
  type IeoProject,
  type IeoSubscription,
  type IeoSubscriptionState,
  IeoSubscriptionStates,
  ieoAllocation,
  ieoCostOf,
  ieoRefundOf,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many IEO subscriptions wait for their project's allocation. */
  applied: t.number,
  /** How many passed tokens that stay frozen until the lock ends. */
  locked: t.number,
  /** How many passed nothing and got all their payment back. */
  refunded: t.number,
  /** How many have their tokens free to use. */
  released: t.number,
  /**
   * Every subscription (of the ten newest) paid what core's `ieoCostOf` gives and, once its project
   * is allocated, passed and got back what `ieoAllocation` and `ieoRefundOf` give on the totals the
   * project publishes.
   */
  recomputed: t.literal(true),
});

/** Stands for everyone else's applications in a recomputation: subscription ids start at 1. */
const OTHERS = 0;

/** What a subscription's state must be once allocated with `passed` tokens. */
const allocatedStates = (passed: Decimal): readonly IeoSubscriptionState[] =>
  passed.isZero() ? ['refunded'] : ['locked', 'released'];

/**
 * What differs between this user's subscriptions to `project` and core's recomputation of them; empty
 * when nothing does. A user sees only their own applications, so the others' are one application of
 * what the published applied total leaves: under the pro-rata rule a share depends only on its own
 * amount and the two totals, so the recomputed shares are the allocation's.
 */
const recomputationErrors = (project: IeoProject, subscriptions: readonly IeoSubscription[]): string[] => {
  const wrong = subscriptions.flatMap((subscription) => {
    const cost = ieoCostOf(subscription.amount, subscription.price, project.payDecimals);
    return cost.eq(subscription.paid)
      ? []
      : [`#${subscription.id} paid ${subscription.paid.toFixed()} (core: ${cost.toFixed()})`];
  });
  const record = project.allocation;
  if (record === null) {
    for (const subscription of subscriptions)
      if (subscription.state !== 'applied')
        wrong.push(`#${subscription.id} is ${subscription.state} but round #${project.id} has no allocation`);
    return wrong;
  }
  if (record.calculatorVersion !== IEO_CALCULATOR_VERSION)
    return [
      ...wrong,
      `round #${project.id} was allocated by ${record.calculatorVersion} (core's is ${IEO_CALCULATOR_VERSION})`,
    ];
  const mine = subscriptions.reduce((sum, subscription) => sum.plus(subscription.amount), new Decimal(0));
  const others = record.applied.minus(mine);
  if (others.isNegative())
    return [
      ...wrong,
      `round #${project.id} published ${record.applied.toFixed()} applied, less than this user's ${mine.toFixed()}`,
    ];
  const recomputed = ieoAllocation({
    totalIssuance: project.totalIssuance,
    tokenDecimals: project.tokenDecimals,
    subscriptions: [
      ...subscriptions.map(({ id, amount }) => ({ id, amount })),
      ...(others.isZero() ? [] : [{ id: OTHERS, amount: others }]),
    ],
  });
  if (recomputed.oversubscribed !== record.oversubscribed)
    wrong.push(
      `round #${project.id} published oversubscribed ${record.oversubscribed} (core: ${recomputed.oversubscribed})`,
    );
  if (record.allocated.greaterThan(project.totalIssuance))
    wrong.push(
      `round #${project.id} allocated ${record.allocated.toFixed()} of ${project.totalIssuance.toFixed()} issued`,
    );
  if (!record.oversubscribed && !record.allocated.eq(record.applied))
    wrong.push(
      `round #${project.id} allocated ${record.allocated.toFixed()} of ${record.applied.toFixed()} applied without being oversubscribed`,
    );
  for (const subscription of subscriptions) {
    const passed = recomputed.passed.get(subscription.id) ?? new Decimal(0);
    const refund = ieoRefundOf(subscription.paid, passed, subscription.price, project.payDecimals);
    if (subscription.passed === null || !subscription.passed.eq(passed))
      wrong.push(
        `#${subscription.id} passed ${subscription.passed?.toFixed() ?? 'nothing'} (core: ${passed.toFixed()})`,
      );
    if (subscription.refunded === null || !subscription.refunded.eq(refund))
      wrong.push(
        `#${subscription.id} got back ${subscription.refunded?.toFixed() ?? 'nothing'} (core: ${refund.toFixed()})`,
      );
    if (!allocatedStates(passed).includes(subscription.state))
      wrong.push(
        `#${subscription.id} is ${subscription.state} (core: ${allocatedStates(passed).join(' or ')})`,
      );
  }
  return wrong;
};

/** One subscription for people: what it applied for and, once allocated, what passed and came back. */
const describeSubscription = (subscription: IeoSubscription): string =>
  subscription.passed === null || subscription.refunded === null
    ? `#${subscription.id}: ${subscription.amount.toFixed()} ${subscription.token} applied for, ${subscription.paid.toFixed()} ${subscription.payAsset} frozen`
    : `#${subscription.id}: ${subscription.passed.toFixed()} of ${subscription.amount.toFixed()} ${subscription.token} passed, ${subscription.refunded.toFixed()} ${subscription.payAsset} back, ${subscription.state}`;

/** A project's published allocation for people. */
const describeAllocation = (project: IeoProject): string =>
  project.allocation === null
    ? `round #${project.id}: ${project.applied.toFixed()} applied of ${project.totalIssuance.toFixed()}, not allocated yet`
    : `round #${project.id} published ${project.allocation.applied.toFixed()} applied of ${project.totalIssuance.toFixed()}, ${project.allocation.allocated.toFixed()} allocated by ${project.allocation.calculatorVersion}`;

export const ieo = defineExpectation({
  name: 'ieo',
  summary:
    "The signed-in user's IEO subscriptions (the ten newest): how many are `applied` (waiting for the allocation), `locked`, `refunded` and `released`, and with `recomputed: true` that each paid, passed and got back what core's calculators give on the allocation totals its project publishes.",
  codec: Expected,
  title: titleOf('ieo'),
  check: async (expected, ctx) => {
    const page = await ctx.tessera.api.ieo.subscriptions({ page: 1, limit: 10 })();
    if (E.isLeft(page))
      return mismatch('the IEO subscriptions', `loading failed: ${describeFailure(page.left)}`);
    const subscriptions = page.right.items;
    const wrong: string[] = [];
    for (const state of IeoSubscriptionStates) {
      const count = subscriptions.filter((subscription) => subscription.state === state).length;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    const details = subscriptions.map(describeSubscription);
    if (expected.recomputed) {
      const ids = [...new Set(subscriptions.map((subscription) => subscription.projectId))];
      const projects = await Promise.all(ids.map((id) => ctx.tessera.api.ieo.project(id)()));
      for (const project of projects) {
        if (E.isLeft(project))
          return mismatch('the IEO projects', `loading failed: ${describeFailure(project.left)}`);
        const own = subscriptions.filter((subscription) => subscription.projectId === project.right.id);
        wrong.push(...recomputationErrors(project.right, own));
        details.push(describeAllocation(project.right));
      }
    }
    return wrong.length === 0
      ? holds(details.length === 0 ? undefined : details.join('; '))
      : mismatch('those IEO subscriptions', wrong.join(', '));
  },
});

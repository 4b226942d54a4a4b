import {
  Decimal,
  type IeoDraft,
  type IeoPhase,
  type IeoProject,
  ieoCostOf,
  ieoPhaseOf,
  type ValidationError,
  validateIeoSubscription,
} from '@tessera/core';
import { leftOf } from '../../app/either';
import type { StatusTone } from '../finance/components/StatusBadge';

/** Warm-up is "not yet", in progress is running, finished is done. */
export const PHASE_TONES: Readonly<Record<IeoPhase, StatusTone>> = {
  warmup: 'warn',
  in_progress: 'active',
  finished: 'done',
};

/**
 * Why a project cannot be subscribed to at the exchange's `nowMs` by core's own rule (in warm-up,
 * finished), or undefined while its subscription is open: the cards and the form say the same thing.
 */
export const closureOf = (project: IeoProject, nowMs: number): ValidationError | undefined =>
  leftOf(
    validateIeoSubscription(
      { projectId: project.id, amount: project.minAmount.toFixed() },
      { projects: [project], now: nowMs },
    ),
  )?.project;

/** What a project's countdown counts down to: its opening in warm-up, its closing while in progress. */
export interface IeoCountdown {
  readonly to: 'start' | 'end';
  readonly atMs: number;
}

/** The countdown of a project at the exchange's `nowMs` (core's `ieoPhaseOf`); none once it is finished. */
export const countdownOf = (project: IeoProject, nowMs: number): IeoCountdown | undefined => {
  const phase: IeoPhase = ieoPhaseOf(project, nowMs);
  if (phase === 'warmup') return { to: 'start', atMs: Date.parse(project.startsAt) };
  if (phase === 'in_progress') return { to: 'end', atMs: Date.parse(project.endsAt) };
  return undefined;
};

/** How many days a project takes subscriptions, from its opening to its closing. */
export const subscriptionDays = (project: Pick<IeoProject, 'startsAt' | 'endsAt'>): number =>
  Math.round((Date.parse(project.endsAt) - Date.parse(project.startsAt)) / 86_400_000);

/** One step of the token: the least amount of it, 0.01 for two decimals. */
export const tokenStep = (project: Pick<IeoProject, 'tokenDecimals'>): Decimal =>
  new Decimal(1).div(new Decimal(10).pow(project.tokenDecimals));

/**
 * The most tokens `available` pays for at the project's price, on the token's step (what "Max"
 * types): core's `ieoCostOf` rounds a cost up, so a step less when the rounding would overshoot.
 */
export const mostTokens = (project: IeoProject, available: Decimal): Decimal => {
  const most = available.div(project.price).toDecimalPlaces(project.tokenDecimals, Decimal.ROUND_DOWN);
  const fits = (tokens: Decimal) =>
    ieoCostOf(tokens, project.price, project.payDecimals).lessThanOrEqualTo(available);
  if (fits(most)) return most;
  const less = most.minus(tokenStep(project));
  return less.isNegative() ? new Decimal(0) : less;
};

/** What the least subscription (the project's minimum) costs: below it, the form offers ways to bring money in. */
export const leastCost = (project: IeoProject): Decimal =>
  ieoCostOf(project.minAmount, project.price, project.payDecimals);

/** How much of the issuance has been applied for: 0.25 is a quarter, above 1 oversubscribed. */
export const appliedShare = (project: Pick<IeoProject, 'applied' | 'totalIssuance'>): Decimal =>
  project.applied.div(project.totalIssuance);

/** What identifies a subscription: the same tokens of the same project typed again are the same action. */
export const subscriptionKey = (draft: IeoDraft | null): string =>
  draft === null ? '' : `${draft.projectId}|${draft.amount.toFixed()}`;

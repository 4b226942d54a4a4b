import type { Summaries } from '../endpoint.js';
import type { miningEndpoints } from './mining.js';

/** What each of the mining calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const miningSummaries = {
  miningPlans:
    'The published locked-mining plans: asset, lock days, daily rate range, minimum single amount and early-redemption penalty rate.',
  buyMining:
    'Lock `amount` of a plan’s asset from the mining account under plan `config_id` (at least its minimum single amount, in the asset’s decimals). It earns the plan’s rate of each day as the day ends and is released at maturity.',
  miningOrders:
    'Your locked-mining orders, newest first: `state` active (in progress) or redeemed; 10 a page.',
  miningOrder:
    'One of your locked-mining orders with every daily yield credited: the date, the plan’s rate that day, the amount.',
  redeemMining:
    'Redeem an active order early: the amount comes back less `penalty_rate` × the days left × the amount (core’s `lockMiningPenalty`, rounded up). `penalty` is the penalty you were shown; if it is not the penalty now (a day ended meanwhile) nothing changes and the answer says the new one.',
} as const satisfies Summaries<typeof miningEndpoints>;

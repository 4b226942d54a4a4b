import type { MiningPlan } from '@tessera/core';
import { Paths } from '../../app/routes';
import { idParam } from '../wallet/links';

/** The buy page of one plan: `plan` is the plan's id (the spec's `config_id`). */
export const miningBuyPath = (planId: number): string => `${Paths.miningBuy}?plan=${planId}`;

/** The published plan the buy page's `?plan=` names; undefined when it names none. */
export const planNamed = (plans: readonly MiningPlan[], param: string | null): MiningPlan | undefined => {
  const id = idParam(param);
  return plans.find((plan) => plan.id === id);
};

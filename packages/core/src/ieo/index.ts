export type { IeoAllocation, IeoAllocationInput } from './calculators.js';
export {
  IEO_CALCULATOR_VERSION,
  ieoAllocation,
  ieoCostOf,
  ieoPhaseOf,
  ieoRefundOf,
  ieoSubscriptionPreview,
} from './calculators.js';
export type { IeoSubscriptionFormContext, IeoSubscriptionFormEvent, SubscribeIeoInput } from './machine.js';
export { ieoSubscriptionMachine } from './machine.js';
export type {
  IeoAllocationRecord,
  IeoDraft,
  IeoPhase,
  IeoProject,
  IeoSubscription,
  IeoSubscriptionPreview,
  IeoSubscriptionState,
} from './model.js';
export { IeoPhases, IeoSubscriptionStates } from './model.js';
export type { IeoApi } from './port.js';
export type { IeoSubscriptionContext, IeoSubscriptionField, IeoSubscriptionForm } from './rules.js';
export { validateIeoSubscription } from './rules.js';

export { createRewardsHandlers, maskedName } from './handlers.js';
export { type RewardsRun, runRewards } from './job.js';

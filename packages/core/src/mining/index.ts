export { lockMiningPenalty, lockMiningYield } from './calculators.js';

export type { GuessBet, GuessPoolSettlement } from './calculators.js';
export { settleGuessPool } from './calculators.js';

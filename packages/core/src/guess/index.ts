export type { GuessBet, GuessPoolSettlement } from './calculators.js';
export { GUESS_SHARE_DECIMALS, settleGuessPool } from './calculators.js';

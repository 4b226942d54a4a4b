export type { OptionDirection, OptionOutcome, OptionSettlement } from './calculators.js';
export { optionsPayout } from './calculators.js';

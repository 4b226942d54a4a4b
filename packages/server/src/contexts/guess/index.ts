export { createGuessHandlers } from './handlers.js';
export { oldestGuessTickNeeded, settleDueGuesses } from './settlement.js';
export { guessIssuer } from './templates.js';

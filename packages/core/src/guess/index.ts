export type { GuessBet, GuessPoolSettlement } from './calculators.js';
export {
  GUESS_CALCULATOR_VERSION,
  GUESS_SHARE_DECIMALS,
  guessBetStateOf,
  guessCommitment,
  guessPayoutIfWins,
  guessPhaseOf,
  guessPriceOutcome,
  guessRevealMatches,
  settleGuessPool,
} from './calculators.js';
export type { GuessBetFormContext, GuessBetFormEvent, PlaceGuessInput } from './machine.js';
export { guessBetMachine } from './machine.js';
export type {
  GuessBetRecord,
  GuessBetState,
  GuessDraft,
  GuessKind,
  GuessPhase,
  GuessPriceTerms,
  GuessQuestion,
  GuessQuizTerms,
  GuessResolution,
} from './model.js';
export { GuessBetStates, GuessKinds, GuessPhases, GuessPricePicks, GuessQuizPicks } from './model.js';
export type { GuessApi } from './port.js';
export type { GuessBetContext, GuessBetField, GuessBetForm } from './rules.js';
export { validateGuessBet } from './rules.js';

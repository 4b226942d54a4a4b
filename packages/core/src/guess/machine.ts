import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { GuessBetRecord, GuessDraft, GuessQuestion } from './model.js';

export type GuessBetFormContext = OrderFormContext<GuessDraft, GuessQuestion, GuessBetRecord>;
export type GuessBetFormEvent = OrderFormEvent<GuessDraft, GuessQuestion>;
export type PlaceGuessInput = PlaceInput<GuessDraft, GuessQuestion>;

/**
 * Betting on a question (`pages/game/game`): the user picks an answer and a stake, reviews the fee
 * and what it would pay if it won now (core's `guessPayoutIfWins`), confirms, and the bet is placed
 * once under that confirmation's request id; the stake is frozen until the question is settled.
 */
export const guessBetMachine = /* @__PURE__ */ orderFormMachineFor<GuessDraft, GuessQuestion, GuessBetRecord>(
  'guessBet',
);

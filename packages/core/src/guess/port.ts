import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { GuessBetRecord, GuessDraft, GuessQuestion } from './model.js';

/**
 * What the guess game needs from the exchange. `bet` takes a `requestId`, sent as the idempotency
 * key: retrying after a lost answer bets once.
 */
export interface GuessApi {
  /** Questions not started, guessing, cut off or unsettled, and the recently settled ones, soonest first. */
  questions(): Call<readonly GuessQuestion[]>;
  question(questionId: number): Call<GuessQuestion>;
  bet(draft: GuessDraft, requestId: string): Call<GuessBetRecord>;
  /** The user's bets, newest first. */
  bets(query: PageQuery): Call<Page<GuessBetRecord>>;
}

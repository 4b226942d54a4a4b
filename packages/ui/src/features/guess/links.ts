import { Paths } from '../../app/routes';

/** The game's two views: the questions (the price questions and the daily quiz) and the user's bets. */
export type GuessTab = 'questions' | 'bets';

/** The game page on one of its views; the questions are its default, so they need no query. */
export const guessPath = (tab: GuessTab = 'questions'): string =>
  tab === 'bets' ? `${Paths.guess}?tab=bets` : Paths.guess;

/** The view `?tab=` names; anything else is the questions. */
export const tabOf = (param: string | null): GuessTab => (param === 'bets' ? 'bets' : 'questions');

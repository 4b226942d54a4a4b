import { type GuessQuestion, guessPhaseOf } from '@tessera/core';
import type { ReactNode } from 'react';
import { formatCountdown } from '../../../app/countdown';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { useLanguage } from '../../wallet/data';
import {
  countdownOf,
  formatQuestionTime,
  kindWording,
  PHASE_KEYS,
  PHASE_TONES,
  questionWording,
  say,
  stakeText,
  strikeText,
} from '../questions';
import { Commitment } from './Commitment';
import { Pools } from './Pools';
import { Result } from './Result';

const COUNTDOWN_KEYS = {
  open: 'guess.opensIn',
  cutoff: 'guess.closesIn',
  resolve: 'guess.resultIn',
} as const;

/**
 * Where a question stands in time at the exchange's `nowMs`: the time left until it opens, until
 * bets close, until its resolving time; then that its result is awaited, or when it was settled.
 */
const Timing = ({ question, nowMs }: { question: GuessQuestion; nowMs: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const countdown = countdownOf(question, nowMs);
  const text =
    countdown !== undefined
      ? t(COUNTDOWN_KEYS[countdown.to], { time: formatCountdown(countdown.atMs - nowMs, language) })
      : question.resolution === null
        ? t('guess.awaitingResult')
        : t('guess.settledAt', { time: format.dateTime(question.resolution.settledAt) });
  return (
    <p
      className={countdown === undefined ? 'guess-countdown' : 'guess-countdown guess-countdown--running'}
      aria-live="off"
      data-testid="guess-question-countdown"
      data-to={countdown?.to ?? 'none'}
    >
      {text}
    </p>
  );
};

/** A question's head: what it is (its market, or the daily quiz) and its phase; then the question itself. */
export const QuestionHead = ({
  question,
  badge,
  titleTestId,
}: {
  question: GuessQuestion;
  badge: ReactNode;
  titleTestId: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <header className="order__head">
        <span className="order__symbol" data-testid="guess-question-kind">
          {say(t, kindWording(question))}
        </span>
        {badge}
      </header>
      <h2 className="guess-question__text" data-testid={titleTestId}>
        {say(t, questionWording(question, language))}
      </h2>
    </>
  );
};

/**
 * One question (spec §4: not started, guessing, cut off, awaiting its result, over): the question
 * in words with its resolving time in the user's zone, its phase and countdown on the exchange's
 * clock, its times, the strike and the recorded price it was set from (price questions) or the
 * commitment to its answer (the quiz), the pools per pick with their shares and the fee rule; once
 * settled, its result. `action` is the way to bet, shown while it takes guesses.
 */
export const QuestionCard = ({
  question,
  nowMs,
  action,
  betting = false,
}: {
  question: GuessQuestion;
  /** The exchange's time. */
  nowMs: number;
  action?: ReactNode;
  /**
   * The user is filling in a bet on it: the form comes right under the question, in place of the
   * terms and pools (its picks say what is staked on each).
   */
  betting?: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const phase = guessPhaseOf(question, nowMs);
  const time = (iso: string) => formatQuestionTime(iso, language);
  const cells: TermCell[] = [];
  if (question.price !== null)
    cells.push(
      { key: 'strike', label: t('guess.strike'), value: strikeText(question, format) },
      {
        key: 'stake-range',
        label: t('guess.stakeRange'),
        value: t('guess.stakeRangeValue', {
          min: stakeText(question.minStake, question, format),
          max: stakeText(question.maxStake, question, format),
        }),
      },
      {
        key: 'issued',
        label: t('guess.strikeFrom', { symbol: question.price.symbol }),
        value: <RecordedPrice price={question.price.issuedAt} dated testId="guess-question-issued-price" />,
        wide: true,
      },
    );
  else
    cells.push({
      key: 'stake-range',
      label: t('guess.stakeRange'),
      value: t('guess.stakeRangeValue', {
        min: stakeText(question.minStake, question, format),
        max: stakeText(question.maxStake, question, format),
      }),
      wide: true,
    });
  cells.push(
    { key: 'opens', label: t('guess.opensAt'), value: time(question.opensAt) },
    { key: 'cutoff', label: t('guess.cutoffAt'), value: time(question.cutoffAt) },
    { key: 'resolves', label: t('guess.resolvesAt'), value: time(question.resolvesAt) },
  );
  return (
    <li
      className="card wealth-card guess-question"
      data-testid="guess-question"
      data-id={question.id}
      data-kind={question.kind}
      data-phase={phase}
    >
      <QuestionHead
        question={question}
        titleTestId="guess-question-text"
        badge={
          <StatusBadge tone={PHASE_TONES[phase]} label={t(PHASE_KEYS[phase])} testId="guess-question-phase" />
        }
      />
      <Timing question={question} nowMs={nowMs} />
      {question.quiz !== null ? <Commitment commitment={question.quiz.commitment} /> : null}
      {betting && phase === 'guessing' ? null : (
        <>
          <TermsGrid cells={cells} testIdPrefix="guess-question" />
          <Pools question={question} />
        </>
      )}
      {question.resolution !== null ? <Result question={question} resolution={question.resolution} /> : null}
      {phase === 'guessing' && action !== undefined ? <div className="guess-action">{action}</div> : null}
    </li>
  );
};

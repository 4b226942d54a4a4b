import type { GuessBetRecord, JsonValue } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { type RuleLines, VerifySettlement, valueAt } from '../../proofs';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { useLanguage } from '../../wallet/data';
import { BET_STATE_KEYS, BET_TONES, betOutcome } from '../bets';
import { formatQuestionTime, pickWording, quoteOf, say, stakeText } from '../questions';
import { guessBetClaim } from '../verify';
import { QuestionHead } from './QuestionCard';
import { RevealCheck } from './Result';

const OUTCOME_CLASSES = {
  unsettled: 'notice',
  won: 'notice notice--success',
  lost: 'notice notice--warning',
  refunded: 'notice',
} as const;

/** A recorded input as text; undefined when absent or empty. */
const textOf = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * "Verify" on a bet whose question is settled: the question's archive record (and a price
 * question's close tick) checked in the browser, with what decided it, the pool's bets, the user's
 * own bet among them and the fee rate beside the verdict.
 */
const VerifyBet = ({ bet }: { bet: GuessBetRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { question } = bet;
  if (question.resolution === null) return null;
  const ruleLines: RuleLines = (inputs) => {
    const strike = textOf(inputs.strike);
    const answer = textOf(inputs.answer);
    const symbol = textOf(inputs.symbol);
    const feeRate = textOf(inputs.fee_rate);
    const own = valueAt(inputs, `bets[id=${bet.id}]`);
    const pick = own === undefined ? undefined : textOf(valueAt(own, 'pick'));
    const stake = own === undefined ? undefined : textOf(valueAt(own, 'stake'));
    return [
      inputs.kind === 'quiz'
        ? {
            label: t('guess.revealedAnswer'),
            value: answer === undefined ? '—' : answer.toUpperCase(),
            testId: 'verify-answer',
          }
        : {
            label: t('guess.strike'),
            value:
              strike === undefined
                ? '—'
                : `${format.amount(strike)}${symbol === undefined ? '' : ` ${quoteOf(symbol)}`}`,
            testId: 'verify-strike',
          },
      {
        label: t('guess.verify.bets'),
        value: Array.isArray(inputs.bets) ? format.integer(String(inputs.bets.length)) : '—',
        testId: 'verify-bets',
      },
      {
        label: t('guess.verify.yourBet'),
        value:
          pick === undefined || stake === undefined
            ? '—'
            : `${say(t, pickWording(question, pick, format))} · ${stakeText(stake, question, format)}`,
        testId: 'verify-your-bet',
      },
      {
        label: t('guess.verify.feeRate'),
        value: feeRate === undefined ? '—' : format.percent(feeRate),
        testId: 'verify-fee-rate',
      },
    ];
  };
  return <VerifySettlement claim={guessBetClaim(bet)} ruleLines={ruleLines} />;
};

/**
 * One of the user's bets (spec §4: unsettled, won with the prize paid, lost; or refunded): its
 * question, pick, stake and when it was placed; until the result, when it is due; then the winning
 * pick and what decided it (the settling tick, or the quiz's revealed answer checked against its
 * commitment on this device) and what came back.
 */
export const BetCard = ({ bet }: { bet: GuessBetRecord }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const { question } = bet;
  const resolution = question.resolution;
  const cells: TermCell[] = [
    {
      key: 'pick',
      label: t('guess.yourPick'),
      value: say(t, pickWording(question, bet.pick, format)),
      wide: true,
    },
    { key: 'stake', label: t('guess.stake'), value: stakeText(bet.stake, question, format) },
    { key: 'placed', label: t('guess.placedAt'), value: format.dateTime(bet.placedAt) },
  ];
  if (resolution === null)
    cells.push({
      key: 'resolves',
      label: t('guess.resolvesAt'),
      value: formatQuestionTime(question.resolvesAt, language),
    });
  else {
    cells.push(
      {
        key: 'paid',
        label: t('guess.paidBack'),
        value: bet.payout === null ? '—' : stakeText(bet.payout, question, format),
      },
      {
        key: 'winning',
        label: t('guess.winningPick'),
        value: say(t, pickWording(question, resolution.winningPick, format)),
        wide: true,
      },
    );
    if (resolution.tick !== null)
      cells.push({
        key: 'tick',
        label: t('guess.settlingPrice'),
        value: <RecordedPrice price={resolution.tick} dated testId="guess-bet-tick-price" />,
        wide: true,
      });
  }
  return (
    <article className="order guess-bet-card" data-testid="guess-bet" data-id={bet.id} data-state={bet.state}>
      <QuestionHead
        question={question}
        titleTestId="guess-bet-question"
        badge={
          <StatusBadge
            tone={BET_TONES[bet.state]}
            label={t(BET_STATE_KEYS[bet.state])}
            testId="guess-bet-state"
          />
        }
      />
      <TermsGrid cells={cells} testIdPrefix="guess-bet" />
      <p className={OUTCOME_CLASSES[bet.state]} data-testid="guess-bet-outcome">
        {say(t, betOutcome(bet, format))}
      </p>
      <RevealCheck question={question} testId="guess-bet-check" />
      <VerifyBet bet={bet} />
    </article>
  );
};

import type { GuessQuestion, GuessResolution } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useFormat, useTranslation } from '../../../i18n';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { pickWording, revealCheckOf, say, stakeText } from '../questions';

/**
 * A settled quiz's reveal checked here, on the device (core's `guessRevealMatches`): "✓ matches
 * the published commitment", or plainly that it does not.
 */
export const RevealCheck = ({ question, testId }: { question: GuessQuestion; testId: string }) => {
  const { t } = useTranslation();
  const [check, setCheck] = useState<'matches' | 'differs' | 'none'>('none');
  useEffect(() => {
    let current = true;
    void revealCheckOf(question).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [question]);
  if (check === 'none') return null;
  return (
    <p
      className={check === 'matches' ? 'wealth-check wealth-check--ok' : 'wealth-check wealth-check--off'}
      data-testid={testId}
      data-matches={check === 'matches'}
    >
      {t(check === 'matches' ? 'guess.revealMatches' : 'guess.revealDiffers')}
    </p>
  );
};

/**
 * How a question was settled: the winning pick; for a price question the recorded tick in force at
 * the resolving time (price, tick number, time), for the quiz the revealed answer and salt with the
 * check of its commitment; then the pool's arithmetic as the exchange recorded it (pool, fee,
 * staked on the winning pick, dust, calculator version). When nobody picked the answer, that every
 * stake came back and no fee was taken.
 */
export const Result = ({
  question,
  resolution,
}: {
  question: GuessQuestion;
  resolution: GuessResolution;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const nobody = resolution.winningStake.isZero();
  const cells: TermCell[] = [
    {
      key: 'pick',
      label: t('guess.winningPick'),
      value: say(t, pickWording(question, resolution.winningPick, format)),
      wide: true,
    },
  ];
  if (resolution.tick !== null)
    cells.push({
      key: 'tick',
      label: t('guess.settlingPrice'),
      value: <RecordedPrice price={resolution.tick} dated testId="guess-result-tick-price" />,
      wide: true,
    });
  if (resolution.reveal !== null)
    cells.push(
      {
        key: 'answer',
        label: t('guess.revealedAnswer'),
        value: resolution.reveal.answer.toUpperCase(),
      },
      {
        key: 'salt',
        label: t('guess.revealedSalt'),
        value: <code className="guess-hash">{resolution.reveal.salt}</code>,
        wide: true,
      },
    );
  cells.push(
    { key: 'pool', label: t('guess.pool'), value: stakeText(resolution.pool, question, format) },
    {
      key: 'fee',
      label: t('guess.feeTaken', { rate: format.percent(question.feeRate) }),
      value: stakeText(resolution.fee, question, format),
    },
    {
      key: 'winning-stake',
      label: t('guess.winningStake'),
      value: stakeText(resolution.winningStake, question, format),
    },
    { key: 'dust', label: t('guess.dust'), value: stakeText(resolution.dust, question, format) },
    { key: 'calculator', label: t('guess.calculator'), value: resolution.calculatorVersion },
  );
  return (
    <section className="guess-result" data-testid="guess-result" data-winning={resolution.winningPick}>
      <h3 className="guess-result__title">{t('guess.result')}</h3>
      <TermsGrid cells={cells} testIdPrefix="guess-result" />
      <RevealCheck question={question} testId="guess-result-check" />
      <p className="wealth-hint" data-testid="guess-result-rule">
        {nobody ? t('guess.nobodyWon') : t('guess.winnersShare')}
      </p>
    </section>
  );
};

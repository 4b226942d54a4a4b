import type { GuessQuestion } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { ProgressMeter } from '../../finance/components/ProgressMeter';
import { pickWording, poolSharesOf, say, stakeText } from '../questions';

/**
 * What is staked on each pick so far and its share of the pool (a bar each), the pool in all, and
 * the fee rule in a sentence: the fee is taken only when someone wins; when nobody picked the
 * answer every stake comes back.
 */
export const Pools = ({ question }: { question: GuessQuestion }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { total, shares } = poolSharesOf(question);
  const winning = question.resolution?.winningPick;
  return (
    <section className="guess-pools" data-testid="guess-pools">
      <p className="guess-pools__head">
        <span className="order__label">{t('guess.pools')}</span>
        <span className="guess-pools__total" data-testid="guess-pools-total">
          {t('guess.poolTotal', { amount: stakeText(total, question, format) })}
        </span>
      </p>
      {shares.map(({ pick, staked, share }) => (
        <div
          key={pick}
          className={pick === winning ? 'guess-pool guess-pool--winning' : 'guess-pool'}
          data-testid="guess-pool"
          data-pick={pick}
        >
          <ProgressMeter
            label={`${pick === winning ? '✓ ' : ''}${say(t, pickWording(question, pick, format))}`}
            count={
              share === null
                ? stakeText(staked, question, format)
                : `${stakeText(staked, question, format)} · ${format.percent(share)}`
            }
            value={share?.toNumber() ?? 0}
            max={1}
            testId={`guess-pool-${pick}`}
          />
        </div>
      ))}
      {total.isZero() ? (
        <p className="wealth-hint" data-testid="guess-pools-empty">
          {t('guess.noBetsYet')}
        </p>
      ) : null}
      <p className="wealth-hint guess-fee" data-testid="guess-fee-note">
        {t('guess.feeNote', { rate: format.percent(question.feeRate) })}
      </p>
    </section>
  );
};

import { useTranslation } from '../../../i18n';
import { shortHash } from '../questions';

/**
 * The quiz's published commitment, shortened, with "What is this?" opening what it means: the
 * answer was fixed (and fingerprinted) before the first bet, and once the result is out the app
 * recomputes the fingerprint from the revealed answer and salt on this device. The whole hash is
 * in the explanation, to compare with what was published.
 */
export const Commitment = ({ commitment }: { commitment: string }) => {
  const { t } = useTranslation();
  return (
    <div className="guess-commitment">
      <p className="guess-commitment__line">
        <span className="order__label">{t('guess.commitment')}</span>
        <code className="guess-hash" data-testid="guess-commitment">
          {shortHash(commitment)}
        </code>
      </p>
      <details className="guess-explain" data-testid="guess-commitment-explain">
        <summary>{t('guess.whatIsThis')}</summary>
        <p>{t('guess.commitmentExplained')}</p>
        <code className="guess-hash guess-hash--full" data-testid="guess-commitment-full">
          {commitment}
        </code>
      </details>
    </div>
  );
};

import { type DecimalInput, type VipStanding, vipProgress } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { ProgressMeter } from '../../finance/components/ProgressMeter';
import { TermsGrid } from '../../finance/components/TermsGrid';
import { nextLevelWords } from '../vip';

/**
 * Where the user stands: the level the daily review gave them and when, the 30-day volume and the
 * holdings as they are now, and the way to the next level (a bar on the nearer of the two roads,
 * then what is left on each), or that there is no level above.
 */
export const VipStandingCard = ({ standing }: { standing: VipStanding }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const usdt = (value: DecimalInput) => `${format.amount(value)} USDT`;
  const words = nextLevelWords(standing, format);
  const progress = vipProgress(standing, standing.next);
  return (
    <section className="card wealth-card rewards-card" data-testid="vip-standing" data-level={standing.level}>
      <p className="order__label">{t('vip.yourLevel')}</p>
      <p className="rewards-level" data-testid="vip-level">
        {t('settings.vip', { level: standing.level })}
      </p>
      <p className="wealth-hint" data-testid="vip-reviewed">
        {standing.reviewedAt === null
          ? t('vip.notReviewed')
          : t('vip.reviewedAt', { time: format.dateTime(standing.reviewedAt) })}
      </p>
      <TermsGrid
        cells={[
          { key: 'volume', label: t('vip.volumeNow'), value: usdt(standing.volume30d) },
          { key: 'holdings', label: t('vip.holdingsNow'), value: usdt(standing.holdings) },
        ]}
        testIdPrefix="vip"
      />
      {standing.next === null ? null : (
        <ProgressMeter
          label={t('vip.towards', { level: standing.next.level })}
          count={format.percent(progress)}
          value={progress.toNumber()}
          max={1}
          testId="vip-progress"
        />
      )}
      <p
        className={words.key === 'vip.toNext' ? 'wealth-hint' : 'notice notice--success'}
        data-testid="vip-next"
      >
        {t(words.key, 'params' in words ? words.params : undefined)}
      </p>
    </section>
  );
};

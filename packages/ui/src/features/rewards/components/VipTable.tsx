import { LOAN_MIN_VIP_LEVEL, type VipTier } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useFormat, useTranslation } from '../../../i18n';

/**
 * The published VIP table: each level's 30-day volume and holdings thresholds in USDT (either one
 * reaches it) and what it unlocks (spec §6: OTC loans from level 2), the user's own row marked.
 */
export const VipTable = ({ tiers, level }: { tiers: readonly VipTier[]; level: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card rewards-card" data-testid="vip-table">
      <h2 className="form__title">{t('vip.tableTitle')}</h2>
      <table className="rewards-table">
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col">{t('vip.volume')}</th>
            <th scope="col">{t('vip.holdings')}</th>
            <th scope="col">{t('vip.unlocks')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            const current = tier.level === level;
            return (
              <tr
                key={tier.level}
                className={current ? 'rewards-table__current' : undefined}
                aria-current={current ? 'true' : undefined}
                data-testid="vip-tier"
                data-level={tier.level}
              >
                <th scope="row">
                  {t('settings.vip', { level: tier.level })}
                  {current ? <span className="badge badge--vip">{t('vip.you')}</span> : null}
                </th>
                <td data-testid="vip-tier-volume">{format.amount(tier.volume30d)}</td>
                <td data-testid="vip-tier-holdings">{format.amount(tier.holdings)}</td>
                <td>
                  {tier.level >= LOAN_MIN_VIP_LEVEL ? (
                    <Link to={Paths.loans} data-testid="vip-tier-loans">
                      {t('vip.loans')}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="wealth-hint">{t('vip.tableNote')}</p>
    </section>
  );
};

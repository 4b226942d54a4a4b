import type { WalletOverview } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { useFormat, useTranslation } from '../../../i18n';
import { transferPath } from '../../wallet/links';

/**
 * What the user's mining account holds, asset by asset: available (yields, released amounts, money
 * waiting to be locked) and locked in running orders, with the way to move money in or out.
 */
export const MiningAccount = ({ overview }: { overview: WalletOverview }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const held = (overview.accounts.find((account) => account.account === 'mining')?.balances ?? []).filter(
    (balance) => !balance.available.isZero() || !balance.frozen.isZero(),
  );
  return (
    <section className="card mining-account" data-testid="mining-account">
      <div className="section-head">
        <h2 className="section-head__title">{t('mining.account')}</h2>
        <Link
          to={transferPath('mining', 'USDT')}
          className="section-head__link"
          data-testid="mining-account-transfer"
        >
          {t('transfer.title')}
        </Link>
      </div>
      {held.length === 0 ? (
        <p className="mining-account__empty">{t('mining.accountEmpty')}</p>
      ) : (
        <dl className="mining-account__rows">
          {held.map((balance) => (
            <div key={balance.assetId} className="mining-account__row" data-testid="mining-account-row">
              <dt className="mining-account__asset">{balance.asset}</dt>
              <dd className="mining-account__figure">
                <span className="order__label">{t('mining.available')}</span>
                <span className="order__value" data-testid="mining-account-available">
                  {format.amount(balance.available)}
                </span>
              </dd>
              <dd className="mining-account__figure">
                <span className="order__label">{t('mining.locked')}</span>
                <span className="order__value" data-testid="mining-account-locked">
                  {format.amount(balance.frozen)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};

import { fiatSingleLimit } from '@tessera/core';
import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { IconIdCard } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { formatUsd } from '../format';

/**
 * What an unverified user sees instead of the purchase sheet (their limit is 0, and the exchange
 * refuses them with `QUICKBUY.NOT_VERIFIED`): why, the limits verification brings (spec §6), and the
 * way to the verification page.
 */
export const NeedsVerification = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="page-state page-state--compact" data-testid="quickbuy-unverified">
      <span className="page-state__icon page-state__icon--brand">
        <IconIdCard />
      </span>
      <h2 className="page-state__title">{t('quickbuy.verifyTitle')}</h2>
      <p className="page-state__hint">
        {t('quickbuy.verifyBody', {
          basic: formatUsd(fiatSingleLimit(1), language),
          advanced: formatUsd(fiatSingleLimit(2), language),
        })}
      </p>
      <ButtonLink to={Paths.real} tone="primary" data-testid="quickbuy-verify">
        {t('quickbuy.verify')}
      </ButtonLink>
    </div>
  );
};

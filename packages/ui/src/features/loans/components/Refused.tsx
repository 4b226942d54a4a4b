import { LOAN_MIN_VIP_LEVEL, type LoanContext } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { IconLoan } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';

/** The way from a refusal for the VIP level to the VIP page: where the user stands and how to go up. */
export const SeeVipLevels = () => {
  const { t } = useTranslation();
  return (
    <Link to={Paths.vip} data-testid="loans-see-vip">
      {t('loans.seeVip', { vip: LOAN_MIN_VIP_LEVEL })}
    </Link>
  );
};

/**
 * What a user who may not borrow sees instead of a form that cannot succeed (the exchange refuses
 * them with `LOANS.NOT_ELIGIBLE`): who may (spec §6: VIP level 2 or more, or a market maker), where
 * they stand, and the way back to the desk.
 */
export const NotEligible = ({ context }: { context: LoanContext }) => {
  const { t } = useTranslation();
  return (
    <div className="page-state page-state--compact" data-testid="loan-not-eligible">
      <span className="page-state__icon page-state__icon--brand">
        <IconLoan />
      </span>
      <h2 className="page-state__title">{t('loans.notEligibleTitle', { vip: LOAN_MIN_VIP_LEVEL })}</h2>
      <p className="page-state__hint">
        {t('loans.notEligibleBody', { vip: LOAN_MIN_VIP_LEVEL, level: context.vipLevel })}
      </p>
      <p className="page-state__hint">
        <SeeVipLevels />
      </p>
      <ButtonLink to={Paths.loans} replace tone="primary" data-testid="loan-back-to-desk">
        {t('loans.backToDesk')}
      </ButtonLink>
    </div>
  );
};

/** What a user with a loan under review or active sees instead of the form: one loan at a time. */
export const AlreadyOpen = () => {
  const { t } = useTranslation();
  return (
    <div className="page-state page-state--compact" data-testid="loan-already-open">
      <span className="page-state__icon page-state__icon--brand">
        <IconLoan />
      </span>
      <h2 className="page-state__title">{t('loans.openTitle')}</h2>
      <p className="page-state__hint">{t('loans.alreadyOpen')}</p>
      <ButtonLink to={Paths.loans} replace tone="primary" data-testid="loan-back-to-desk">
        {t('loans.seeLoans')}
      </ButtonLink>
    </div>
  );
};

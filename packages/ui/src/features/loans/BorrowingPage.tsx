import { combineLoadables } from '@tessera/core';
import { type PageProps, Paths } from '../../app/routes';
import { IconLink } from '../../components/IconLink';
import { Loaded } from '../../components/Loaded';
import { IconReceipt } from '../../components/MenuIcons';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { useWalletMoves } from '../wallet/data';
import { ApplicationForm } from './components/ApplicationForm';
import { AlreadyOpen, NotEligible } from './components/Refused';
import { useLoanContext, useNewestLoan } from './data';
import { eligibilityRefusal, isOpen } from './states';
import '../finance/wealth.css';
import './loans.css';

/**
 * Spec §2 `pages/common/borrowing`, the application for an OTC loan (spec §3: loan amount, margin
 * currency, contact UID; §9: leverage and term): checked in place against the desk's terms and the
 * user's balance account, with the margin it requires and the risk rate it opens at, confirmed
 * before the margin is frozen. A user who may not borrow (spec §6) is told why instead, and one with
 * a loan open is sent back to it.
 */
export default function BorrowingPage({ route }: PageProps) {
  const { t } = useTranslation();
  const context = useLoanContext();
  const newest = useNewestLoan();
  // What the balance account holds for the margin follows the money the user moves meanwhile.
  useWalletMoves(context.reload);
  const desk = (
    <IconLink to={Paths.loans} label={t('loans.myLoans')} testId="loan-open-desk">
      <IconReceipt />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-borrowing" right={desk}>
      <Loaded
        data={combineLoadables(context.data, newest.data)}
        onRetry={() => {
          context.reload();
          newest.reload();
        }}
      >
        {([terms, page]) =>
          eligibilityRefusal(terms) !== undefined ? (
            <NotEligible context={terms} />
          ) : page.items.some(isOpen) ? (
            <AlreadyOpen />
          ) : (
            <>
              <p className="screen__hint" data-testid="loan-lead">
                {t('loans.lead')}
              </p>
              <ApplicationForm context={terms} />
            </>
          )
        }
      </Loaded>
    </Screen>
  );
}

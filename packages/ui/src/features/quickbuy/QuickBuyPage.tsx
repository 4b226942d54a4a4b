import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen, WithUser } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { BuyForm } from './components/BuyForm';
import { MyOrdersLink } from './components/MyOrdersLink';
import { NeedsVerification } from './components/NeedsVerification';
import { useQuickBuyOffer } from './data';
import { needsVerification } from './offer';
import '../finance/wealth.css';
import './quickbuy.css';

/**
 * Spec §2 "Buy crypto" (`pages/buy/index`): choose the country, currency and payment method, the
 * whole dollars to pay within the user's limit and what they buy, the payer's details, and confirm;
 * the order's page then shows the account to pay into. Users not verified yet are sent to
 * verification instead: the exchange sells them nothing.
 */
export default function QuickBuyPage({ route }: PageProps) {
  const { t } = useTranslation();
  const offer = useQuickBuyOffer();
  return (
    <Screen route={route} testId="page-quickbuy" right={<MyOrdersLink />}>
      <Loaded data={offer.data} onRetry={offer.reload}>
        {(terms) =>
          needsVerification(terms) ? (
            <NeedsVerification />
          ) : (
            <>
              <p className="screen__hint" data-testid="quickbuy-lead">
                {t('quickbuy.lead')}
              </p>
              <WithUser>{(user) => <BuyForm offer={terms} contacts={user} />}</WithUser>
            </>
          )
        }
      </Loaded>
    </Screen>
  );
}

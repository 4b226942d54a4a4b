import type { PageProps } from '../../app/routes';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { FOLLOW_AGREEMENT } from './agreement';
import { DocumentText } from './components/DocumentText';
import '../finance/wealth.css';
import './copytrading.css';

/**
 * Spec §2 `pages/follow/agreement_zh` and `agreement_en`, the follow agreement a follow accepts:
 * in the app's language, whichever of the two is opened (the follow sheet links Chinese readers to
 * `agreement_zh`, everyone else to `agreement_en`), with the version the exchange records.
 */
export default function AgreementPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen route={route} testId="page-follow-agreement">
      <p className="screen__hint" data-testid="follow-agreement-lead">
        {t('copy.agreementLead')}
      </p>
      <DocumentText document={FOLLOW_AGREEMENT} testId="follow-agreement-text" />
    </Screen>
  );
}

import { type PageProps, Paths } from '../app/routes';
import { ButtonLink } from '../components/ButtonLink';
import { IconIdCard } from '../components/MenuIcons';
import { Screen } from '../components/Screen';
import { useTranslation } from '../i18n';

/** Where a 998 answer lands (spec §2 real_mark): why verification is needed, and the way there. */
export default function RealMarkPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen route={route} testId="page-real-mark">
      <div className="page-state">
        <span className="page-state__icon page-state__icon--brand page-state__icon--id">
          <IconIdCard />
        </span>
        <h2 className="page-state__title">{t('real.markHeading')}</h2>
        <p className="page-state__hint">{t('real.markBody')}</p>
        <ButtonLink to={Paths.real} replace tone="primary" data-testid="real-mark-go">
          {t('real.markButton')}
        </ButtonLink>
      </div>
    </Screen>
  );
}

import { useServices, useStore } from '../app/services';
import { useTranslation } from '../i18n';

/** Spec §7: a request taking longer than 800 ms shows that the app is still loading. */
export const LoadingIndicator = () => {
  const { loading } = useServices();
  const active = useStore(loading);
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      className="still-loading"
      data-testid="loading-indicator"
      role="progressbar"
      aria-label={t('common.stillLoading')}
    >
      <div className="still-loading__bar" />
      <div className="still-loading__pill">
        <span className="spinner spinner--small" />
        {t('common.stillLoading')}
      </div>
    </div>
  );
};

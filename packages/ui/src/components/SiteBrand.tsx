import { latestValue } from '@tessera/core';
import { type Api, useRemote } from '../app/forms';
import { useTranslation } from '../i18n';

const loadSiteConfig = (api: Api) => api.site.config();

/**
 * The exchange's name as its site config gives it (the app's own name until it answers), and a
 * mark while the exchange runs a simulated clock (CLOCK=simulated), so nobody takes its dates,
 * maturities and expiries for real ones.
 */
export const SiteBrand = () => {
  const { t } = useTranslation();
  const config = latestValue(useRemote(loadSiteConfig).data);
  return (
    <>
      <span className="brand__name" data-testid="site-name">
        {config?.siteName || t('app.name')}
      </span>
      {config?.clock === 'simulated' && (
        <span className="badge badge--simulation" data-testid="simulation-badge">
          {t('app.simulation')}
        </span>
      )}
    </>
  );
};

import { latestValue } from '@tessera/core';
import { useTranslation } from 'react-i18next';
import { type Api, useRemote } from '../app/forms';

const loadSiteConfig = (api: Api) => api.site.config();

/**
 * Marks the app while the exchange runs a simulated clock (CLOCK=simulated), so nobody takes its
 * dates, maturities and expiries for real ones. Shows nothing until the site config says so.
 */
export const SimulationBadge = () => {
  const { t } = useTranslation();
  const { data } = useRemote(loadSiteConfig);
  if (latestValue(data)?.clock !== 'simulated') return null;
  return (
    <span className="badge badge--simulation" data-testid="simulation-badge">
      {t('app.simulation')}
    </span>
  );
};

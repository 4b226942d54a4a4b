import type { ReactElement } from 'react';
import { Link } from '../app/navigation';
import { TABS, type TabKey } from '../app/routes';
import { useTranslation } from '../i18n';
import { IconFinance, IconHome, IconMarket, IconTrade, IconWallet } from './Icons';

const ICONS: Readonly<Record<TabKey, () => ReactElement>> = {
  home: IconHome,
  market: IconMarket,
  trade: IconTrade,
  finance: IconFinance,
  assets: IconWallet,
};

/** The bottom tab bar (spec §2): five entries, selected blue, default grey, white background. */
export const TabBar = ({ current }: { current: TabKey }) => {
  const { t } = useTranslation();
  return (
    <nav className="tabbar" aria-label={t('app.name')}>
      {TABS.map(({ key, path }) => {
        const Icon = ICONS[key];
        const selected = key === current;
        return (
          <Link
            key={key}
            to={path}
            replace
            className={selected ? 'tabbar__item tabbar__item--selected' : 'tabbar__item'}
            aria-current={selected ? 'page' : undefined}
            data-testid={`tab-${key}`}
          >
            <Icon />
            <span>{t(`tabs.${key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
};

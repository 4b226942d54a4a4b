import type { ReactElement } from 'react';
import { type PageProps, Paths } from '../../app/routes';
import { LinkRow } from '../../components/LinkRow';
import {
  IconBuyCrypto,
  IconCopy,
  IconDice,
  IconGem,
  IconInvest,
  IconLoan,
  IconMining,
  IconRocket,
} from '../../components/MenuIcons';
import { NavBar } from '../../components/NavBar';
import { useTranslation } from '../../i18n';

/**
 * The wealth products, each named as its pages' title and linked to its page (those not built yet
 * say so there); `key` names its one-line description.
 */
const PRODUCTS: readonly { key: string; titleKey: string; path: string; Icon: () => ReactElement }[] = [
  { key: 'mining', titleKey: 'routeTitle.lockming', path: Paths.mining, Icon: IconMining },
  { key: 'invest', titleKey: 'routeTitle.invest', path: Paths.invest, Icon: IconInvest },
  { key: 'ieo', titleKey: 'routeTitle.ieo', path: Paths.ieo, Icon: IconRocket },
  { key: 'loans', titleKey: 'routeTitle.otc', path: Paths.loans, Icon: IconLoan },
  { key: 'quickbuy', titleKey: 'routeTitle.buy', path: Paths.quickBuy, Icon: IconBuyCrypto },
  { key: 'guess', titleKey: 'routeTitle.game', path: Paths.guess, Icon: IconDice },
  { key: 'copytrading', titleKey: 'routeTitle.copytrade', path: Paths.copyTrading, Icon: IconCopy },
  { key: 'nft', titleKey: 'nft.title', path: Paths.nft, Icon: IconGem },
];

/** Spec §2 `pages/financial/index`, the Finance tab: the wealth products on offer. */
export default function FinancePage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <div className="screen" data-testid="page-finance">
      <NavBar titleKey={route.titleKey} back={route.tab === undefined} />
      <p className="screen__hint">{t('finance.lead')}</p>
      <ul className="card list" data-testid="finance-products">
        {PRODUCTS.map(({ key, titleKey, path, Icon }) => (
          <LinkRow
            key={key}
            to={path}
            Icon={Icon}
            label={t(titleKey)}
            detail={t(`finance.products.${key}`)}
            testId={`finance-${key}`}
          />
        ))}
      </ul>
    </div>
  );
}

import type { PageQuery } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { IconLink } from '../../components/IconLink';
import { IconInfo } from '../../components/MenuIcons';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { useWalletMoves } from '../wallet/data';
import { DualOrderCard } from './components/DualOrderCard';
import '../finance/wealth.css';
import './invest.css';

/** The user's orders, newest first, page by page; the list starts over when `version` changes. */
const Orders = ({ version }: { version: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.dual.orders(query), [tessera]);
  const list = usePagedList(fetchPage);
  const reload = list.reload;
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return (
    <PagedList
      view={list}
      keyOf={(order) => order.id}
      renderItem={(order) => <DualOrderCard order={order} />}
      emptyText={t('invest.noOrders')}
      emptyActions={
        <ButtonLink to={Paths.invest} tone="primary" data-testid="invest-see-products">
          {t('invest.seeProducts')}
        </ButtonLink>
      }
      testId="invest-orders"
    />
  );
};

/**
 * Spec §2 `pages/invest/mine`: the user's dual investments, running, settling and completed; a
 * settled one shows the recorded price it was settled on, what was paid and the payout recomputed
 * here. Kept fresh by the `balances` push a purchase and a settlement send.
 */
export default function InvestMinePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  useWalletMoves(() => setVersion((current) => current + 1));
  const help = (
    <IconLink to={Paths.investHelp} label={t('invest.howItWorks')} testId="invest-open-help">
      <IconInfo />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-invest-mine" right={help}>
      <Orders version={version} />
    </Screen>
  );
}

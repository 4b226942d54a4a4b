import type { PageQuery } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { useWalletMoves } from '../wallet/data';
import { OrderCard } from './components/OrderCard';
import '../finance/wealth.css';
import './quickbuy.css';

/** The user's orders, newest first, page by page; the list starts over when `version` changes. */
const Orders = ({ version }: { version: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.quickBuy.orders(query), [tessera]);
  const list = usePagedList(fetchPage);
  const reload = list.reload;
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return (
    <PagedList
      view={list}
      keyOf={(order) => order.id}
      renderItem={(order) => <OrderCard order={order} />}
      emptyText={t('quickbuy.noOrders')}
      emptyActions={
        <ButtonLink to={Paths.quickBuy} tone="primary" data-testid="quickbuy-start">
          {t('quickbuy.buyCrypto')}
        </ButtonLink>
      }
      testId="quickbuy-orders"
    />
  );
};

/**
 * Spec §2 "Buy crypto", the user's orders (`pages/buy/orders`): to be paid, paid and cancelled,
 * newest first, each opening its page. Kept fresh by the `balances` push an order's payment and
 * its expiry send.
 */
export default function QuickBuyOrdersPage({ route }: PageProps) {
  const [version, setVersion] = useState(0);
  useWalletMoves(() => setVersion((current) => current + 1));
  return (
    <Screen route={route} testId="page-quickbuy-orders">
      <Orders version={version} />
    </Screen>
  );
}

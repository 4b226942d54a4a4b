import type { OrderListState, PageQuery } from '@tessera/core';
import { useCallback, useState } from 'react';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { useTranslation } from '../../i18n';
import { useCancelOrder } from './cancel';
import { OrderCard } from './components/OrderCard';
import { useOrdersChanged } from './data';

/** One tab's orders, page by page; open orders have their cancel button. */
const Orders = ({ state }: { state: OrderListState }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.spot.orders(state, query),
    [tessera, state],
  );
  const list = usePagedList(fetchPage);
  const cancel = useCancelOrder(list.reload);
  // An order filled or cancelled elsewhere moves between the tabs: the list starts over.
  useOrdersChanged(list.reload);
  return (
    <>
      <PagedList
        view={list}
        keyOf={(order) => order.id}
        renderItem={(order) => (
          <OrderCard order={order} {...(state === 'open' ? { onCancel: cancel.ask } : {})} />
        )}
        emptyText={t(state === 'open' ? 'spot.noOpenOrders' : 'spot.noHistory')}
        testId={`orders-${state}`}
      />
      {cancel.dialog}
    </>
  );
};

/** Spec §2 `pages/transaction/currency_order`: the user's spot orders, open and done. */
export default function OrdersPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<OrderListState>('open');
  return (
    <Screen route={route} testId="page-spot-orders">
      <div className="screen__tabs">
        <Segmented<OrderListState>
          options={[
            { key: 'open', label: t('spot.openOrders') },
            { key: 'done', label: t('spot.history') },
          ]}
          value={state}
          onChange={setState}
          testId="orders-tab"
        />
      </div>
      <Orders key={state} state={state} />
    </Screen>
  );
}

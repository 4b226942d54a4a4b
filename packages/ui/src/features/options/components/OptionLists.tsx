import { OPTIONS_PAGE_SIZE, type OptionOrderState, type PageQuery } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../../app/paged';
import { useTessera } from '../../../app/services';
import { PagedList } from '../../../components/PagedList';
import { Segmented } from '../../../components/Segmented';
import { useTranslation } from '../../../i18n';
import { OptionCard } from './OptionCard';

/** One state's orders, `OPTIONS_PAGE_SIZE` a page; `version` changes when an order was placed or settled. */
const Orders = ({ state, version }: { state: OptionOrderState; version: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.options.orders(state, query),
    [tessera, state],
  );
  const list = usePagedList(fetchPage, OPTIONS_PAGE_SIZE);
  const reload = list.reload;
  // `version` is the reload trigger: a new order or a settlement moves orders between the tabs.
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return (
    <PagedList
      view={list}
      keyOf={(order) => order.id}
      renderItem={(order) => <OptionCard order={order} />}
      emptyText={t(state === 'open' ? 'options.noOpen' : 'options.noSettled')}
      testId={`options-${state}`}
    />
  );
};

/** The user's running and settled options, in two tabs. */
export const OptionLists = ({ version }: { version: number }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<OptionOrderState>('open');
  return (
    <section className="card options-orders" data-testid="options-orders">
      <Segmented<OptionOrderState>
        size="small"
        options={[
          { key: 'open', label: t('options.openOrders') },
          { key: 'settled', label: t('options.settledOrders') },
        ]}
        value={state}
        onChange={setState}
        testId="options-orders-tab"
      />
      <Orders key={state} state={state} version={version} />
    </section>
  );
};

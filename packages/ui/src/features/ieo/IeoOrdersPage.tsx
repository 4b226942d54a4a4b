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
import { SubscriptionCard } from './components/SubscriptionCard';
import '../finance/wealth.css';
import './ieo.css';

/** The user's subscriptions, newest first, page by page; the list starts over when `version` changes. */
const Subscriptions = ({ version }: { version: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.ieo.subscriptions(query), [tessera]);
  const list = usePagedList(fetchPage);
  const reload = list.reload;
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return (
    <PagedList
      view={list}
      keyOf={(subscription) => subscription.id}
      renderItem={(subscription) => <SubscriptionCard subscription={subscription} />}
      emptyText={t('ieo.noSubscriptions')}
      emptyActions={
        <ButtonLink to={Paths.ieo} tone="primary" data-testid="ieo-see-projects">
          {t('ieo.seeProjects')}
        </ButtonLink>
      }
      testId="ieo-orders"
    />
  );
};

/**
 * Spec §2 `pages/ieo/order`: the user's subscriptions, applied (the payment frozen until the
 * allocation), locked (the passed tokens frozen until they unlock, the rest refunded), refunded
 * (nothing passed) and released; each allocated one with its project's totals and the user's
 * share recomputed here. Kept fresh by the `balances` push a subscription, an allocation and a
 * release send.
 */
export default function IeoOrdersPage({ route }: PageProps) {
  const [version, setVersion] = useState(0);
  useWalletMoves(() => setVersion((current) => current + 1));
  return (
    <Screen route={route} testId="page-ieo-orders">
      <Subscriptions version={version} />
    </Screen>
  );
}

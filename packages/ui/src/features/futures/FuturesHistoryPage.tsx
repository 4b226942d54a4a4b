import type { PageQuery } from '@tessera/core';
import { useCallback } from 'react';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { PositionCard } from './components/PositionCard';
import { usePositionsChanged } from './data';
import './futures.css';

/**
 * Spec §2 `pages/transaction/contract_order`: the user's closed positions and cancelled orders,
 * newest first, each with the recorded ticks it opened and closed at, who closed it, the realised
 * P&L, what came back and the calculators that settled it.
 */
export default function FuturesHistoryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.futures.history(query), [tessera]);
  const list = usePagedList(fetchPage);
  // A trigger that fires while the page is open adds a row: the list starts over.
  usePositionsChanged(list.reload);
  return (
    <Screen route={route} testId="page-futures-history">
      <PagedList
        view={list}
        keyOf={(position) => position.id}
        renderItem={(position) => <PositionCard position={position} />}
        emptyText={t('futures.noHistory')}
        testId="futures-history"
      />
    </Screen>
  );
}

import type { PageQuery } from '@tessera/core';
import { useCallback } from 'react';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { CopyTabs } from './components/CopyTabs';
import { RecordsNote } from './components/Record';
import { TraderCard } from './components/TraderCard';
import { groupOf } from './links';
import '../finance/wealth.css';
import './copytrading.css';

/**
 * Spec §2 `pages/copytrade/copy` and `pages/follow/index`, the traders to follow: each with their
 * record (return, win rate, largest drawdown, closed positions, followers, margin under copy, when
 * it was computed), best return first, page by page; where the records come from. Open to
 * everyone: following asks for a login on the trader's page.
 */
export default function TradersPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.copyTrading.traders(query), [tessera]);
  const list = usePagedList(fetchPage);
  const group = groupOf(route.path);
  return (
    <Screen route={route} testId="page-copy-traders">
      <CopyTabs current="traders" />
      <p className="screen__hint" data-testid="copy-lead">
        {t('copy.lead')}
      </p>
      <RecordsNote />
      <PagedList
        view={list}
        keyOf={(trader) => trader.userId}
        renderItem={(trader) => <TraderCard trader={trader} group={group} />}
        emptyText={t('copy.noTraders')}
        emptyActions={<p className="wealth-hint copy-empty-hint">{t('copy.noTradersHint')}</p>}
        testId="copy-traders"
      />
    </Screen>
  );
}

import {
  type Call,
  type CopiedPosition,
  type Follow,
  failureMessage,
  type Page,
  type PageQuery,
  type User,
} from '@tessera/core';
import { useCallback } from 'react';
import { useSearchParams } from '../../app/navigation';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useServices, useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { FilterChips } from '../../components/FilterChips';
import { Loaded } from '../../components/Loaded';
import { PagedList } from '../../components/PagedList';
import { Loading, Screen, WithUser } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState, ErrorState } from '../../components/States';
import { noticeText, useTranslation } from '../../i18n';
import { usePositionsChanged } from '../futures/data';
import { BecomeTrader } from './components/BecomeTrader';
import { CopyCard } from './components/CopyCard';
import { CopyTabs } from './components/CopyTabs';
import { FollowCard } from './components/FollowCard';
import { followedTraders, pastCopiesOf } from './copies';
import { useMyFollows, useOwnTrader } from './data';
import { type CopiesView, type MyCopiesFilter, myCopiesFilterOf, myCopiesQuery, traderPath } from './links';
import { traderStanding } from './records';
import '../finance/wealth.css';
import '../futures/futures.css';
import './copytrading.css';

/**
 * Whether the user is a trader others may follow: their nickname and the way to their page, or
 * the way to become one.
 */
const Standing = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const own = useOwnTrader(user.id);
  const standing = traderStanding(own.data);
  if (standing.kind === 'loading') return <Loading />;
  if (standing.kind === 'failed')
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(standing.failure))}
        onRetry={own.reload}
      />
    );
  return (
    <section
      className="card wealth-intro copy-standing"
      data-testid="copy-standing"
      data-trader={standing.kind === 'trader'}
    >
      {standing.kind === 'trader' ? (
        <>
          <p className="wealth-intro__text" data-testid="copy-standing-text">
            {t('copy.youAreTrader', { nickname: standing.trader.nickname })}
          </p>
          <div className="wealth-intro__actions">
            <ButtonLink to={traderPath(user.id)} tone="ghost" data-testid="copy-own-page">
              {t('copy.ownPage')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="wealth-intro__text" data-testid="copy-standing-text">
            {t('copy.becomeIntro')}
          </p>
          <div className="wealth-intro__actions">
            <BecomeTrader user={user} onBecame={own.reload} />
          </div>
        </>
      )}
    </section>
  );
};

/** The user's follows, in force first, each stopped after a confirmation; the way to traders before any. */
const Follows = ({ follows, onChanged }: { follows: readonly Follow[]; onChanged: () => void }) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  if (follows.length === 0)
    return (
      <div className="card">
        <EmptyState text={t('copy.noFollows')} hint={t('copy.noFollowsHint')} testId="copy-follows-empty" />
        <div className="inline-actions inline-actions--pad">
          <ButtonLink to={Paths.copyTrading} tone="primary" data-testid="copy-find-traders">
            {t('copy.findTraders')}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <ul className="card list" data-testid="copy-follows">
      {follows.map((follow) => (
        <li key={follow.id}>
          <FollowCard
            follow={follow}
            onCancelled={() => {
              toasts.show({ key: 'copy.cancelledNotice' });
              onChanged();
            }}
          />
        </li>
      ))}
    </ul>
  );
};

/**
 * The copies of the view and trader `filter` names, newest first, page by page: started over on
 * every `positions` push (a trader opened or closed, and with them the user's copies).
 */
const Copies = ({ filter }: { filter: MyCopiesFilter }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const { toasts } = useServices();
  const { view, trader } = filter;
  const fetchPage = useCallback(
    (query: PageQuery): Call<Page<CopiedPosition>> => {
      const scope = trader === undefined ? {} : { traderUserId: trader };
      if (view === 'current') return tessera.api.copyTrading.copies({ ...query, ...scope, current: true });
      return pastCopiesOf((page) => tessera.api.copyTrading.copies({ ...page, ...scope }))(query);
    },
    [tessera, view, trader],
  );
  const list = usePagedList(fetchPage);
  usePositionsChanged(list.reload);
  return (
    <PagedList
      view={list}
      keyOf={(copy) => copy.id}
      renderItem={(copy) => (
        <CopyCard
          copy={copy}
          onHeld={() => {
            toasts.show({ key: 'copy.selfHeldNotice' });
            list.reload();
          }}
        />
      )}
      emptyText={t(view === 'current' ? 'copy.noCurrentCopies' : 'copy.noPastCopies')}
      testId={`copies-${view}`}
    />
  );
};

/** The copies with their two views and, once the user has followed someone, a chip per trader. */
const CopiesSection = ({ follows }: { follows: readonly Follow[] }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = myCopiesFilterOf(params);
  const traders = followedTraders(follows);
  const go = (next: MyCopiesFilter) => setParams(myCopiesQuery(next), { replace: true });
  return (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('copy.copies')}</h2>
      </div>
      <div className="copy-filters">
        <Segmented<CopiesView>
          size="small"
          options={[
            { key: 'current', label: t('copy.currentCopies') },
            { key: 'history', label: t('copy.pastCopies') },
          ]}
          value={filter.view}
          onChange={(view) => go({ ...filter, view })}
          testId="copies-view"
        />
        {traders.length === 0 ? null : (
          <FilterChips<string>
            options={[
              { key: 'all', label: t('copy.allTraders') },
              ...traders.map((trader) => ({ key: String(trader.userId), label: trader.nickname })),
            ]}
            value={filter.trader === undefined ? 'all' : String(filter.trader)}
            onChange={(key) => go({ ...filter, trader: key === 'all' ? undefined : Number(key) })}
            label={t('copy.filterByTrader')}
            testId="copies-trader"
          />
        )}
      </div>
      <Copies key={`${filter.view}:${filter.trader ?? 'all'}`} filter={filter} />
    </>
  );
};

/** Everything of the signed-in user's: their standing as a trader, their follows, their copies. */
const Mine = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const follows = useMyFollows();
  return (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('copy.followingTitle')}</h2>
      </div>
      <Loaded data={follows.data} onRetry={follows.reload}>
        {(list) => <Follows follows={list} onChanged={follows.reload} />}
      </Loaded>
      <Loaded data={follows.data} onRetry={follows.reload}>
        {(list) => <CopiesSection follows={list} />}
      </Loaded>
      <div className="section-head">
        <h2 className="section-head__title">{t('copy.asTrader')}</h2>
      </div>
      <Standing user={user} />
    </>
  );
};

/**
 * Spec §2 `pages/copytrade/my`, My copy trading: whether the user is a trader (and the way to
 * become one), their follows (in force or stopped, each stopped after a confirmation), and their
 * copies: those mirroring now, each with "Hold myself", and the past ones (closed with the trader,
 * self-held, or skipped with the reason), by trader. Kept fresh by the `positions` push.
 */
export default function MyCopyTradingPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-copy-my">
      <CopyTabs current="mine" />
      <WithUser>{(user) => <Mine user={user} />}</WithUser>
    </Screen>
  );
}

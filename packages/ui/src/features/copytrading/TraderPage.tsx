import type { PageQuery, Trader, User } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from '../../app/navigation';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useServices, useTessera } from '../../app/services';
import { isSignedIn, selectUser } from '../../app/session';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { PagedList } from '../../components/PagedList';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { PositionCard } from '../futures/components/PositionCard';
import { useLanguage } from '../wallet/data';
import { idParam } from '../wallet/links';
import { CancelFollow } from './components/CancelFollow';
import { RecordsNote, TraderMark, TraderRecord } from './components/Record';
import { say, sizingWords } from './copies';
import { useMyFollows, useTrader } from './data';
import { followPath } from './links';
import '../finance/wealth.css';
import '../futures/futures.css';
import './copytrading.css';

/** Following a trader from their page: "Follow", or, followed already, how and the way to stop. */
const FollowAction = ({ trader }: { trader: Trader }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toasts } = useServices();
  const follows = useMyFollows();
  return (
    <Loaded data={follows.data} onRetry={follows.reload}>
      {(list) => {
        const following = list.find(
          (follow) => follow.traderUserId === trader.userId && follow.state === 'following',
        );
        if (following === undefined)
          return (
            <ButtonLink to={followPath(trader.userId)} tone="primary" data-testid="copy-follow">
              {t('copy.follow')}
            </ButtonLink>
          );
        return (
          <div className="copy-following" data-testid="copy-following">
            <p className="notice notice--success" data-testid="copy-following-note">
              {t('copy.followingNote', {
                sizing: say(t, sizingWords(following.mode, following.value, language)),
              })}
            </p>
            <div className="copy-following__actions">
              <ButtonLink to={Paths.myCopyTrading} tone="ghost" data-testid="copy-open-mine">
                {t('copy.mineTab')}
              </ButtonLink>
              <CancelFollow
                follow={following}
                onCancelled={() => {
                  toasts.show({ key: 'copy.cancelledNotice' });
                  follows.reload();
                }}
              />
            </div>
          </div>
        );
      }}
    </Loaded>
  );
};

/** "Log in to follow", back to this trader after. */
const LoginToFollow = () => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ButtonLink
      to={Paths.login}
      state={{ from: `${location.pathname}${location.search}` }}
      tone="primary"
      data-testid="copy-follow-login"
    >
      {t('copy.loginToFollow')}
    </ButtonLink>
  );
};

/** What the user can do here: log in, follow (or stop), or, on their own page, nothing. */
const Action = ({ trader, user, signedIn }: { trader: Trader; user: User | null; signedIn: boolean }) => {
  const { t } = useTranslation();
  if (!signedIn) return <LoginToFollow />;
  if (user === null) return <Loading />;
  if (user.id === trader.userId)
    return (
      <p className="notice" data-testid="copy-self">
        {t('copy.selfNote')}
      </p>
    );
  return <FollowAction trader={trader} />;
};

/** The trader's own recorded positions, newest first: what their record is computed from. */
const History = ({ traderUserId }: { traderUserId: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.copyTrading.traderHistory(traderUserId, query),
    [tessera, traderUserId],
  );
  const list = usePagedList(fetchPage);
  return (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('copy.history')}</h2>
      </div>
      <PagedList
        view={list}
        keyOf={(position) => position.id}
        renderItem={(position) => <PositionCard position={position} publicOwner={t('copy.trader')} />}
        emptyText={t('copy.noHistory')}
        testId="copy-history"
      />
    </>
  );
};

/** One trader: who they are, their record, the way to follow them, and their closed positions. */
const TraderView = ({ traderUserId }: { traderUserId: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const user = useSelector(tessera.session, selectUser);
  const trader = useTrader(traderUserId);
  return (
    <Loaded data={trader.data} onRetry={trader.reload}>
      {(shown) => (
        <>
          <section className="card copy-profile" data-testid="copy-profile" data-id={shown.userId}>
            <header className="copy-profile__head">
              <TraderMark nickname={shown.nickname} />
              <div className="copy-profile__who">
                <h2 className="copy-profile__name" data-testid="copy-profile-nickname">
                  {shown.nickname}
                </h2>
                <p className="copy-profile__since">
                  {t('copy.since', { time: format.dateTime(shown.since) })}
                </p>
              </div>
            </header>
            <TraderRecord trader={shown} testIdPrefix="copy-profile" />
            <div className="copy-profile__action">
              <Action trader={shown} user={user} signedIn={signedIn} />
            </div>
          </section>
          <RecordsNote />
          <History traderUserId={shown.userId} />
        </>
      )}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/copytrade/trader` and `pages/follow/trader` (`?id=` the trader's user id): their
 * record as the exchange computed it, their closed positions with the recorded prices they opened
 * and closed at and their P&L, and the way to follow them (or, followed, to stop); nothing to
 * follow on one's own page. Open to everyone.
 */
export default function TraderPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const traderUserId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-copy-trader">
      {traderUserId === undefined ? (
        <div className="card">
          <EmptyState text={t('copy.noSuchTrader')} testId="copy-trader-missing" />
        </div>
      ) : (
        <TraderView key={traderUserId} traderUserId={traderUserId} />
      )}
    </Screen>
  );
}

import { combineLoadables, latestValue, type User } from '@tessera/core';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen, WithUser } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { useFuturesMarkets } from '../futures/data';
import { useWalletOverview } from '../wallet/data';
import { idParam } from '../wallet/links';
import { FollowForm } from './components/FollowForm';
import { useMyFollows, useRecentTrade, useTrader } from './data';
import '../finance/wealth.css';
import './copytrading.css';

/**
 * The sheet once what it is checked against is in: the trader, whom the user follows, the futures
 * contracts and the trader's most recent position (for the preview); the balances follow.
 */
const FollowView = ({ traderUserId, user }: { traderUserId: number; user: User }) => {
  const trader = useTrader(traderUserId);
  const follows = useMyFollows();
  const recent = useRecentTrade(traderUserId);
  const markets = useFuturesMarkets();
  const overview = useWalletOverview();
  return (
    <Loaded
      data={combineLoadables(trader.data, follows.data, recent.data, markets.data)}
      onRetry={() => {
        trader.reload();
        follows.reload();
        recent.reload();
        markets.reload();
      }}
    >
      {([shown, followed, page, listed]) => (
        <FollowForm
          trader={shown}
          userId={user.id}
          follows={followed}
          recent={page.items[0]}
          markets={listed}
          overview={latestValue(overview.data)}
        />
      )}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/follow/follow` (`?id=` the trader's user id; spec §3 `/follow/follow`): how the
 * user's copies of the trader's futures positions are sized, what a copy would open, the follow
 * agreement accepted, a confirmation, then My copy trading.
 */
export default function FollowPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const traderUserId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-follow">
      {traderUserId === undefined ? (
        <div className="card">
          <EmptyState text={t('copy.noSuchTrader')} testId="follow-trader-missing" />
        </div>
      ) : (
        <WithUser>
          {(user) => <FollowView key={traderUserId} traderUserId={traderUserId} user={user} />}
        </WithUser>
      )}
    </Screen>
  );
}

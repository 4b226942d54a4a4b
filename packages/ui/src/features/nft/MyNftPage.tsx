import {
  failureMessage,
  latestValue,
  type NftMessage,
  type NftOrder,
  type PageQuery,
  type User,
} from '@tessera/core';
import { useCallback } from 'react';
import { formatCountdown } from '../../app/countdown';
import { useTickingClock } from '../../app/exchange-clock';
import { useSubmitter } from '../../app/forms';
import { Link, useSearchParams } from '../../app/navigation';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { FormNotice } from '../../components/FormNotice';
import { Loaded } from '../../components/Loaded';
import { PagedList } from '../../components/PagedList';
import { Loading, Screen, WithUser } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { type TermCell, TermsGrid } from '../finance/components/TermsGrid';
import { useLanguage, useWalletMoves } from '../wallet/data';
import { arrangeBoxes } from './boxes';
import { ArtworkCard } from './components/ArtworkCard';
import { ArtworkSummary } from './components/ArtworkSummary';
import { BoxCard } from './components/BoxCard';
import { VerifyAuction } from './components/VerifyNft';
import {
  useAllArtworks,
  useBlindSeries,
  useMyNfts,
  useNeedPay,
  useNftCurrency,
  useRecentMessages,
} from './data';
import {
  artworkByIdPath,
  artworkPath,
  type MineTab,
  MineTabs,
  marketPath,
  mineTabOf,
  payPath,
} from './links';
import {
  artworksByListing,
  depositOutcomes,
  messageWords,
  moneyText,
  type NftCurrency,
  unreadCount,
} from './sales';
import { wonAuctionClaim } from './verify';
import '../finance/wealth.css';
import './nft.css';

/** Nothing here yet, with the way to the marketplace shelf where it would come from. */
const Empty = ({ text, hint, testId, to }: { text: string; hint: string; testId: string; to: string }) => {
  const { t } = useTranslation();
  return (
    <div className="card">
      <EmptyState text={text} hint={hint} testId={testId} />
      <div className="inline-actions inline-actions--pad">
        <ButtonLink to={to} tone="primary" data-testid={`${testId}-go`}>
          {t('nft.browse')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** The artworks the user owns, each with whether they are reselling it. */
const Owned = ({ user, currency, nowMs }: { user: User; currency: NftCurrency; nowMs: number }) => {
  const { t } = useTranslation();
  const mine = useMyNfts();
  return (
    <Loaded data={mine.data} onRetry={mine.reload}>
      {({ artworks }) =>
        artworks.length === 0 ? (
          <Empty
            text={t('nft.noOwned')}
            hint={t('nft.noOwnedHint')}
            testId="nft-owned-empty"
            to={marketPath()}
          />
        ) : (
          <ul className="card list" data-testid="nft-owned">
            {artworks.map((artwork) => (
              <li key={artwork.id}>
                <ArtworkCard
                  artwork={artwork}
                  currency={currency}
                  nowMs={nowMs}
                  note={
                    artwork.listing?.sellerId === user.id &&
                    (artwork.listing.state === 'open' || artwork.listing.state === 'awaiting_payment')
                      ? t('nft.yourResale')
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
};

/** The user's blind boxes: unopened first, each opened one with its proof checked on the device. */
const Boxes = () => {
  const { t } = useTranslation();
  const mine = useMyNfts();
  const series = useBlindSeries();
  return (
    <Loaded data={mine.data} onRetry={mine.reload}>
      {({ boxes }) =>
        boxes.length === 0 ? (
          <Empty
            text={t('nft.noBoxes')}
            hint={t('nft.noBoxesHint')}
            testId="nft-boxes-empty"
            to={marketPath('boxes')}
          />
        ) : (
          <ul className="card list" data-testid="nft-boxes">
            {arrangeBoxes(boxes).map((box) => (
              <li key={box.id}>
                <BoxCard
                  box={box}
                  series={latestValue(series.data)?.find((one) => one.id === box.seriesId)}
                  onOpened={mine.reload}
                />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
};

/**
 * A won auction to pay: the artwork, what is owed, the deposit coming back, the deadline with the
 * time left, and "Verify", which checks the archive record of the auction's end (the user its
 * winner, at the bid they owe).
 */
const OrderCard = ({
  order,
  user,
  currency,
  nowMs,
}: {
  order: NftOrder;
  user: User;
  currency: NftCurrency;
  nowMs: number;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const leftMs = Date.parse(order.payBy) - nowMs;
  const cells: TermCell[] = [
    { key: 'amount', label: t('nft.winningBid'), value: moneyText(order.amount, currency, format) },
    {
      key: 'deposit',
      label: t('nft.depositBack'),
      value: moneyText(depositOutcomes(order.deposit).paid, currency, format),
    },
    { key: 'deadline', label: t('nft.payBy'), value: format.dateTime(order.payBy) },
  ];
  return (
    <div className="nft-order" data-testid="nft-order" data-id={order.id}>
      <ArtworkSummary artwork={order.artwork} />
      <TermsGrid cells={cells} testIdPrefix="nft-order" />
      <p className="nft-countdown nft-countdown--running" aria-live="off" data-testid="nft-order-left">
        {leftMs > 0
          ? t('nft.payWithin', { time: formatCountdown(leftMs, language) })
          : t('nft.paymentClosed')}
      </p>
      <ButtonLink to={payPath(order.id)} tone="primary" data-testid="nft-order-pay">
        {t('nft.payNow')}
      </ButtonLink>
      <VerifyAuction claim={wonAuctionClaim(order, user.id)} />
    </div>
  );
};

/** The won auctions waiting for the user's payment. */
const Orders = ({ user, currency, nowMs }: { user: User; currency: NftCurrency; nowMs: number }) => {
  const { t } = useTranslation();
  const orders = useNeedPay();
  return (
    <Loaded data={orders.data} onRetry={orders.reload}>
      {(list) =>
        list.length === 0 ? (
          <Empty
            text={t('nft.noOrders')}
            hint={t('nft.noOrdersHint')}
            testId="nft-orders-empty"
            to={marketPath('auction')}
          />
        ) : (
          <ul className="card list" data-testid="nft-orders">
            {list.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} user={user} currency={currency} nowMs={nowMs} />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
};

/**
 * The user's bids, newest first, page by page, each with the artwork of its auction where it is
 * still that artwork's current or last sale (a bid names its auction only).
 */
const Bids = ({ currency }: { currency: NftCurrency }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const artworks = useAllArtworks();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.nft.myBids(query), [tessera]);
  const list = usePagedList(fetchPage);
  useWalletMoves(list.reload);
  const byListing = artworksByListing(latestValue(artworks.data)?.items ?? []);
  return (
    <PagedList
      view={list}
      keyOf={(bid) => bid.id}
      renderItem={(bid) => {
        const artwork = byListing.get(bid.listingId);
        const what = artwork?.name ?? t('nft.auctionNumber', { id: String(bid.listingId) });
        return (
          <div className="nft-bid nft-bid--mine" data-testid="nft-my-bid" data-listing={bid.listingId}>
            <span className="nft-bid__who">
              {artwork === undefined ? (
                what
              ) : (
                <Link to={artworkPath(artwork)} data-testid="nft-my-bid-artwork">
                  {what}
                </Link>
              )}
            </span>
            <span className="nft-bid__amount" data-testid="nft-my-bid-amount">
              {moneyText(bid.amount, currency, format)}
            </span>
            <span className="nft-bid__time">
              {t('nft.asBidder', { number: String(bid.bidder) })} · {format.dateTime(bid.at)}
            </span>
          </div>
        );
      }}
      emptyText={t('nft.noBids')}
      testId="nft-my-bids"
    />
  );
};

/** One message: what happened in words, when, and whether it is read; opening it marks it read. */
const MessageRow = ({
  message,
  currency,
  onRead,
}: {
  message: NftMessage;
  currency: NftCurrency;
  onRead: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const words = messageWords(message, currency, format);
  return (
    <Link
      to={artworkByIdPath(message.artworkId)}
      className={message.read ? 'nft-message' : 'nft-message nft-message--unread'}
      onClick={() => {
        if (!message.read) onRead(message.id);
      }}
      data-testid="nft-message"
      data-kind={message.kind}
      data-read={message.read}
    >
      <span className="nft-message__dot" aria-hidden="true" />
      <span className="nft-message__body">
        <span className="nft-message__title">{t(`nft.messageTitles.${message.kind}`)}</span>
        <span className="nft-message__text" data-testid="nft-message-text">
          {t(words.key, words.params)}
        </span>
        <span className="nft-message__time">
          {format.dateTime(message.at)}
          {message.read ? null : <span className="visually-hidden"> · {t('nft.unread')}</span>}
        </span>
      </span>
    </Link>
  );
};

/**
 * The marketplace's messages, newest first, page by page, unread ones marked; "Mark all as read",
 * and a message opened is marked read. `recent` is what the bell counts: read again with the list.
 */
const Messages = ({
  currency,
  recent,
}: {
  currency: NftCurrency;
  recent: ReturnType<typeof useRecentMessages>;
}) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.nft.messages(query), [tessera]);
  const list = usePagedList(fetchPage);
  useWalletMoves(list.reload);
  const reader = useSubmitter(
    (api) => (id: number | undefined) => api.nft.readMessages(id),
    () => {
      list.reload();
      recent.reload();
    },
  );
  const unread = unreadCount(latestValue(recent.data)?.items ?? []);
  return (
    <>
      <div className="nft-messages-head">
        <p className="wealth-hint" data-testid="nft-unread-count">
          {unread === 0 ? t('nft.allRead') : t('nft.unreadCount', { count: String(unread) })}
        </p>
        <button
          type="button"
          className="button button--ghost button--inline"
          onClick={() => reader.submit(undefined)}
          disabled={unread === 0 || reader.busy}
          data-testid="nft-read-all"
        >
          {t('nft.markAllRead')}
        </button>
      </div>
      <FormNotice notice={reader.failure ? failureMessage(reader.failure) : null} />
      <PagedList
        view={list}
        keyOf={(message) => message.id}
        renderItem={(message) => (
          <MessageRow message={message} currency={currency} onRead={(id) => reader.submit(id)} />
        )}
        emptyText={t('nft.noMessages')}
        testId="nft-messages"
      />
    </>
  );
};

/** The artworks the user collected (favourites), latest first. */
const Collected = ({ currency, nowMs }: { currency: NftCurrency; nowMs: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.nft.collection(query), [tessera]);
  const list = usePagedList(fetchPage);
  return (
    <PagedList
      view={list}
      keyOf={(artwork) => artwork.id}
      renderItem={(artwork) => <ArtworkCard artwork={artwork} currency={currency} nowMs={nowMs} />}
      emptyText={t('nft.noCollected')}
      testId="nft-collected"
    />
  );
};

/** The view the tab names, once the currency and the exchange's clock are known. */
const MineView = ({
  tab,
  user,
  recent,
}: {
  tab: MineTab;
  user: User;
  recent: ReturnType<typeof useRecentMessages>;
}) => {
  const currency = useNftCurrency();
  const clock = useTickingClock();
  return (
    <Loaded data={currency.data} onRetry={currency.reload}>
      {(money) => {
        if (!clock.known) return <Loading />;
        const nowMs = clock.now().getTime();
        switch (tab) {
          case 'owned':
            return <Owned user={user} currency={money} nowMs={nowMs} />;
          case 'boxes':
            return <Boxes />;
          case 'orders':
            return <Orders user={user} currency={money} nowMs={nowMs} />;
          case 'bids':
            return <Bids currency={money} />;
          case 'messages':
            return <Messages currency={money} recent={recent} />;
          case 'collected':
            return <Collected currency={money} nowMs={nowMs} />;
        }
      }}
    </Loaded>
  );
};

/** The tabs and the view, for the signed-in user; the bell counts what the messages tab marks read. */
const Mine = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = mineTabOf(params.get('tab'));
  const recent = useRecentMessages();
  const unread = unreadCount(latestValue(recent.data)?.items ?? []);
  return (
    <>
      <div className="screen__tabs nft-mine-tabs">
        <Segmented<MineTab>
          size="scroll"
          options={MineTabs.map((key) => ({
            key,
            label:
              key === 'messages' && unread > 0
                ? `${t('nft.tabs.messages')} · ${unread}`
                : t(`nft.tabs.${key}`),
          }))}
          value={tab}
          onChange={(next) => setParams(next === 'owned' ? {} : { tab: next }, { replace: true })}
          testId="nft-mine-tabs"
        />
      </div>
      <MineView key={tab} tab={tab} user={user} recent={recent} />
    </>
  );
};

/**
 * Spec §2 `pages/nft/myNft` and `pages/nft/mine`, My NFTs (`?tab=`): the artworks the user owns
 * (their resales marked), their blind boxes (unopened ones to open, opened ones with the proof
 * checked on the device), won auctions waiting for payment with their deadline, their bids, the
 * marketplace's messages (read or unread, each in words with its amount; mark all read), and the
 * artworks they collected; the messages tab counts the unread ones. Kept fresh by the `balances`
 * push. Behind the login.
 */
export default function MyNftPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-nft-mine">
      <WithUser>{(user) => <Mine user={user} />}</WithUser>
    </Screen>
  );
}

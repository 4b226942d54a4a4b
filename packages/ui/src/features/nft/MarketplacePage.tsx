import { type BlindBoxSeries, type Decimal, latestValue, type NftSaleKind } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTickingClock } from '../../app/exchange-clock';
import { Link, useNavigate, useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { isSignedIn } from '../../app/session';
import { FilterChips } from '../../components/FilterChips';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { availableBySymbol } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { idParam } from '../wallet/links';
import { arrangeBoxes } from './boxes';
import { ArtistsStrip } from './components/ArtistsStrip';
import { type ArtworkFilter, ArtworkList } from './components/ArtworkList';
import { BoxCard } from './components/BoxCard';
import { NftNavActions } from './components/NftNavActions';
import { SearchBox } from './components/SearchBox';
import { SeriesCard } from './components/SeriesCard';
import { useArtists, useBlindSeries, useCollections, useMyNfts, useNftCurrency, WalletMoves } from './data';
import { type MarketTab, marketTabOf, minePath, searchPath } from './links';
import type { NftCurrency } from './sales';
import '../finance/wealth.css';
import './nft.css';

/** A section's title with, at its end, the way to all of it. */
const SectionHead = ({ title, to, testId }: { title: string; to: string; testId: string }) => {
  const { t } = useTranslation();
  return (
    <div className="section-head">
      <h2 className="section-head__title">{title}</h2>
      <Link to={to} className="nft-see-all" data-testid={testId}>
        {t('nft.seeAll')}
      </Link>
    </div>
  );
};

/** The artists side by side, each opening their page. */
const Artists = () => {
  const { t } = useTranslation();
  const artists = useArtists();
  return (
    <>
      <SectionHead title={t('nft.artists')} to={Paths.nftArtists} testId="nft-all-artists" />
      <Loaded data={artists.data} onRetry={artists.reload}>
        {(list) => <ArtistsStrip artists={list} />}
      </Loaded>
    </>
  );
};

/**
 * One shelf of artworks (fixed price or auctions) at the exchange's clock, narrowed to one
 * collection by the chips (`?collection=`): on sale now first.
 */
const Shelf = ({ kind, currency }: { kind: NftSaleKind; currency: NftCurrency }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const clock = useTickingClock();
  const collections = useCollections();
  const collection = idParam(params.get('collection'));
  const filter = useMemo<ArtworkFilter>(
    () => ({ kind, ...(collection === undefined ? {} : { collectionId: collection }) }),
    [kind, collection],
  );
  const listed = latestValue(collections.data) ?? [];
  return (
    <>
      <SectionHead title={t('nft.collections')} to={Paths.nftCollections} testId="nft-all-collections" />
      {listed.length === 0 ? null : (
        <FilterChips<string>
          options={[
            { key: 'all', label: t('nft.allCollections') },
            ...listed.map(({ collection: c }) => ({ key: String(c.id), label: c.name })),
          ]}
          value={collection === undefined ? 'all' : String(collection)}
          onChange={(key) =>
            setParams(
              {
                ...(kind === 'auction' ? { tab: 'auction' } : {}),
                ...(key === 'all' ? {} : { collection: key }),
              },
              { replace: true },
            )
          }
          label={t('nft.collections')}
          testId="nft-collection-chips"
        />
      )}
      <div className="section-head">
        <h2 className="section-head__title">{t(kind === 'fixed' ? 'nft.fixedShelf' : 'nft.auctionShelf')}</h2>
      </div>
      {clock.known ? (
        <ArtworkList
          key={`${kind}:${collection ?? 'all'}`}
          filter={filter}
          currency={currency}
          nowMs={clock.now().getTime()}
          emptyText={t(kind === 'fixed' ? 'nft.noFixed' : 'nft.noAuctions')}
        />
      ) : (
        <Loading />
      )}
    </>
  );
};

/**
 * The signed-in user's boxes, above the series: those still to open, and the one they just opened
 * with its proof checked; after a purchase, read again.
 */
const MyBoxes = ({
  mine,
  series,
  opened,
  onOpened,
}: {
  mine: ReturnType<typeof useMyNfts>;
  series: ReturnType<typeof useBlindSeries>;
  opened: number | undefined;
  onOpened: (boxId: number) => void;
}) => {
  const { t } = useTranslation();
  const boxes = latestValue(mine.data)?.boxes ?? [];
  const shown = arrangeBoxes(boxes).filter((box) => box.state === 'unopened' || box.id === opened);
  if (shown.length === 0) return null;
  const published = latestValue(series.data) ?? [];
  return (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('nft.yourBoxes')}</h2>
        <Link to={minePath('boxes')} className="nft-see-all" data-testid="nft-all-boxes">
          {t('nft.seeAll')}
        </Link>
      </div>
      <ul className="card list" data-testid="nft-my-boxes">
        {shown.map((box) => (
          <li key={box.id}>
            <BoxCard
              box={box}
              series={published.find((candidate) => candidate.id === box.seriesId)}
              onOpened={onOpened}
            />
          </li>
        ))}
      </ul>
    </>
  );
};

/** A signed-in user's shelf of blind boxes: buying from their balance, and their boxes to open. */
const SignedInBoxes = ({ currency }: { currency: NftCurrency }) => {
  const clock = useTickingClock();
  const series = useBlindSeries();
  const mine = useMyNfts();
  const overview = useWalletOverview();
  const [opened, setOpened] = useState<number>();
  const shown = latestValue(overview.data);
  return (
    <>
      <WalletMoves onMoved={series.reload} />
      <MyBoxes
        mine={mine}
        series={series}
        opened={opened}
        onOpened={(boxId) => {
          setOpened(boxId);
          mine.reload();
        }}
      />
      <Loaded data={series.data} onRetry={series.reload}>
        {(list) =>
          !clock.known ? (
            <Loading />
          ) : (
            <BoxesList
              series={list}
              currency={currency}
              nowMs={clock.now().getTime()}
              buying={(asset) => ({
                available: shown === undefined ? undefined : availableBySymbol(shown, 'balance', asset),
                onBought: () => {
                  series.reload();
                  mine.reload();
                },
              })}
            />
          )
        }
      </Loaded>
    </>
  );
};

/** The series one under the other. */
const BoxesList = ({
  series,
  currency,
  nowMs,
  buying,
}: {
  series: readonly BlindBoxSeries[];
  currency: NftCurrency;
  nowMs: number;
  /** How a signed-in user buys a box of a series in `asset`; undefined for a visitor. */
  buying: ((asset: string) => { available: Decimal | undefined; onBought: () => void }) | undefined;
}) => {
  const { t } = useTranslation();
  if (series.length === 0)
    return (
      <div className="card">
        <EmptyState text={t('nft.noSeries')} testId="nft-series-empty" />
      </div>
    );
  return (
    <div data-testid="nft-series-list">
      {series.map((one) => (
        <SeriesCard
          key={one.id}
          series={one}
          currency={currency}
          nowMs={nowMs}
          buying={buying?.(one.asset)}
        />
      ))}
    </div>
  );
};

/** A visitor's shelf of blind boxes: what they are, and the way to log in to buy. */
const GuestBoxes = ({ currency }: { currency: NftCurrency }) => {
  const clock = useTickingClock();
  const series = useBlindSeries();
  return (
    <Loaded data={series.data} onRetry={series.reload}>
      {(list) =>
        clock.known ? (
          <BoxesList series={list} currency={currency} nowMs={clock.now().getTime()} buying={undefined} />
        ) : (
          <Loading />
        )
      }
    </Loaded>
  );
};

/**
 * Spec §2 `pages/nft/nft`, the NFT marketplace: the search (names, codes, artists, collections),
 * the artists, and three shelves: artworks at a fixed price and auctions (each card with its
 * picture, rarity, price or current bid, and phase with its countdown, narrowed by collection),
 * and the blind boxes (each series with its odds and its published commitment; buying and opening
 * a box, its proof checked on the device). The nav bar opens My NFTs and, signed in, the messages
 * with their unread count. Open to everyone: buying asks for a login.
 */
export default function MarketplacePage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = marketTabOf(params.get('tab'));
  const currency = useNftCurrency();
  return (
    <Screen route={route} testId="page-nft" right={<NftNavActions />}>
      <p className="screen__hint" data-testid="nft-lead">
        {t('nft.lead')}
      </p>
      <SearchBox onSearch={(words) => navigate(searchPath(words))} />
      <Artists />
      <div className="screen__tabs nft-market-tabs">
        <Segmented<MarketTab>
          options={[
            { key: 'fixed', label: t('nft.tabs.fixed') },
            { key: 'auction', label: t('nft.tabs.auction') },
            { key: 'boxes', label: t('nft.tabs.boxes') },
          ]}
          value={tab}
          onChange={(next) => setParams(next === 'fixed' ? {} : { tab: next }, { replace: true })}
          testId="nft-tabs"
        />
      </div>
      <Loaded data={currency.data} onRetry={currency.reload}>
        {(money) =>
          tab === 'boxes' ? (
            signedIn ? (
              <SignedInBoxes currency={money} />
            ) : (
              <GuestBoxes currency={money} />
            )
          ) : (
            <Shelf key={tab} kind={tab} currency={money} />
          )
        }
      </Loaded>
    </Screen>
  );
}

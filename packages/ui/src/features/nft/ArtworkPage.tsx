import { latestValue, type NftArtwork, type NftListing, type User } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useTickingClock } from '../../app/exchange-clock';
import { Link, useLocation, useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { isSignedIn, selectUser } from '../../app/session';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation, validationText } from '../../i18n';
import { usePollWhile } from '../guess/data';
import { availableBySymbol } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { idParam } from '../wallet/links';
import { ArtworkMedia } from './components/ArtworkMedia';
import { AuctionActions, AuctionTerms, BidHistory } from './components/AuctionPanel';
import { CollectButton } from './components/CollectButton';
import { NftNavActions } from './components/NftNavActions';
import { RarityBadge } from './components/RarityBadge';
import { SaleStatus } from './components/SaleStatus';
import { VerifyAuction, VerifySale } from './components/VerifyNft';
import { useArtist, useArtwork, useNftCurrency, useRecentBids, WalletMoves } from './data';
import { artistPath, buyPath, collectionArtworksPath, resellPath } from './links';
import { holderOf, moneyText, type NftCurrency, resaleRefusalOf, saleSummaryOf } from './sales';
import { purchaseClaims, purchasedListing } from './verify';
import '../finance/wealth.css';
import './nft.css';

/** How often a running auction is read again: others' bids reach no one but the bidder they outbid. */
const AUCTION_POLL_MS = 10_000;

/** The collection an artwork belongs to, by name, opening its artworks. */
const CollectionLink = ({ artwork }: { artwork: NftArtwork }) => {
  const { t } = useTranslation();
  const artist = useArtist(artwork.artist.id);
  const collection = latestValue(artist.data)?.collections.find((c) => c.id === artwork.collectionId);
  if (collection === undefined) return null;
  return (
    <Link
      to={collectionArtworksPath(collection.id)}
      className="nft-detail__collection"
      data-testid="nft-detail-collection"
    >
      {t('nft.inCollection', { name: collection.name })}
    </Link>
  );
};

/** Who holds the artwork, and for its owner the way to resell it (or why not). */
const Ownership = ({ artwork, user, nowMs }: { artwork: NftArtwork; user: User | null; nowMs: number }) => {
  const { t } = useTranslation();
  const holder = holderOf(artwork, user?.id);
  if (holder !== 'you' || user === null)
    return (
      <p className="nft-detail__holder" data-testid="nft-detail-holder" data-holder={holder}>
        {t(`nft.holder.${holder}`)}
      </p>
    );
  const refusal = resaleRefusalOf(artwork, user.id, nowMs);
  return (
    <div className="nft-owner" data-testid="nft-owner">
      <p className="notice notice--success" data-testid="nft-detail-holder" data-holder="you">
        {t('nft.holder.you')}
      </p>
      {refusal === undefined ? (
        <ButtonLink to={resellPath(artwork.id)} tone="primary" data-testid="nft-resell">
          {t('nft.resell')}
        </ButtonLink>
      ) : (
        <p className="wealth-hint" data-testid="nft-resell-refusal">
          {validationText(t, refusal)}
        </p>
      )}
    </div>
  );
};

/** A fixed-price sale: its price and phase, and the way to buy (a visitor logs in on the way). */
const FixedSale = ({
  listing,
  artwork,
  currency,
  user,
  nowMs,
}: {
  listing: NftListing;
  artwork: NftArtwork;
  currency: NftCurrency;
  user: User | null;
  nowMs: number;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = saleSummaryOf(listing, nowMs);
  const own = user !== null && listing.sellerId === user.id;
  return (
    <>
      <p className="nft-price">
        <span className="order__label">{t('nft.price')}</span>
        <span className="nft-price__amount" data-testid="nft-detail-price">
          {moneyText(listing.price, currency, format)}
        </span>
      </p>
      {own ? (
        <p className="notice" data-testid="nft-own-sale">
          {t('nft.ownSale')}
        </p>
      ) : summary?.phase === 'started' ? (
        <ButtonLink to={buyPath(artwork.id)} tone="primary" data-testid="nft-buy">
          {t('nft.buyFor', { price: moneyText(listing.price, currency, format) })}
        </ButtonLink>
      ) : summary?.phase === 'not_started' ? (
        <p className="notice" data-testid="nft-not-started">
          {t('nft.saleOpens')}
        </p>
      ) : null}
    </>
  );
};

/**
 * The user's purchase of an artwork they own: what they paid, and "Verify" on the archive records
 * of the auction they won (if it was one) and of the sale.
 */
const Purchase = ({
  listing,
  user,
  currency,
}: {
  listing: NftListing;
  user: User;
  currency: NftCurrency;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const claims = purchaseClaims(listing, user.id);
  return (
    <div className="nft-purchase" data-testid="nft-purchase" data-kind={listing.kind}>
      <p className="nft-price">
        <span className="order__label">{t('nft.verify.youPaid')}</span>
        <span className="nft-price__amount" data-testid="nft-purchase-paid">
          {moneyText(claims.paid, currency, format)}
        </span>
      </p>
      {claims.auction === undefined ? null : (
        <div className="nft-purchase__check" data-testid="nft-purchase-auction">
          <span>{t('nft.verify.auctionEnd')}</span>
          <VerifyAuction claim={claims.auction} />
        </div>
      )}
      <div className="nft-purchase__check" data-testid="nft-purchase-sale">
        <span>{t('nft.verify.sale')}</span>
        <VerifySale claim={claims.sale} />
      </div>
    </div>
  );
};

/** "Log in to bid", back to this artwork after. */
const LoginToBid = () => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ButtonLink
      to={Paths.login}
      state={{ from: `${location.pathname}${location.search}` }}
      tone="primary"
      data-testid="nft-bid-login"
    >
      {t('nft.loginToBid')}
    </ButtonLink>
  );
};

/** A signed-in user's part of an auction: their deposit and bids, with their balance and bids read here. */
const SignedInAuction = ({
  artwork,
  listing,
  currency,
  user,
  now,
  reload,
}: {
  artwork: NftArtwork;
  listing: NftListing;
  currency: NftCurrency;
  user: User;
  now: () => Date;
  reload: () => void;
}) => {
  const overview = useWalletOverview();
  const bids = useRecentBids();
  const shown = latestValue(overview.data);
  const myBids = latestValue(bids.data)?.items;
  return (
    <>
      <AuctionActions
        artwork={artwork}
        listing={listing}
        currency={currency}
        user={user}
        now={now}
        available={shown === undefined ? undefined : availableBySymbol(shown, 'balance', listing.asset)}
        myBids={myBids}
        onChanged={reload}
        onBid={() => {
          bids.reload();
          reload();
        }}
      />
      <BidHistory
        key={`${listing.id}:${listing.bids}`}
        listingId={listing.id}
        currency={currency}
        mine={new Set(myBids?.map((bid) => bid.id) ?? [])}
      />
    </>
  );
};

/** An auction: its terms, phase and countdown, what the user can do, and its price history. */
const Auction = ({
  listing,
  artwork,
  currency,
  user,
  signedIn,
  now,
  reload,
}: {
  listing: NftListing;
  artwork: NftArtwork;
  currency: NftCurrency;
  user: User | null;
  signedIn: boolean;
  now: () => Date;
  reload: () => void;
}) => {
  const nowMs = now().getTime();
  const summary = saleSummaryOf(listing, nowMs);
  usePollWhile(summary?.phase === 'started', reload, AUCTION_POLL_MS);
  return (
    <>
      <AuctionTerms listing={listing} currency={currency} running={summary?.phase === 'started'} />
      {!signedIn ? (
        <>
          {summary?.phase === 'started' ? <LoginToBid /> : null}
          <BidHistory
            key={`${listing.id}:${listing.bids}`}
            listingId={listing.id}
            currency={currency}
            mine={new Set()}
          />
        </>
      ) : user === null ? (
        <Loading />
      ) : (
        <SignedInAuction
          artwork={artwork}
          listing={listing}
          currency={currency}
          user={user}
          now={now}
          reload={reload}
        />
      )}
    </>
  );
};

/** The artwork once read, with the marketplace's currency. */
const ArtworkView = ({ artworkId }: { artworkId: number }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const user = useSelector(tessera.session, selectUser);
  const clock = useTickingClock();
  const artwork = useArtwork(artworkId);
  const currency = useNftCurrency();
  const reload = artwork.reload;
  return (
    <>
      {signedIn ? <WalletMoves onMoved={reload} /> : null}
      <Loaded data={currency.data} onRetry={currency.reload}>
        {(money) =>
          !clock.known ? (
            <Loading />
          ) : (
            <Loaded data={artwork.data} onRetry={reload}>
              {(shown) => {
                const nowMs = clock.now().getTime();
                const { listing } = shown;
                const summary = saleSummaryOf(listing, nowMs);
                const purchased = purchasedListing(shown, user?.id);
                return (
                  <>
                    <section className="card nft-detail" data-testid="nft-detail" data-id={shown.id}>
                      <ArtworkMedia artwork={shown} />
                      <div className="nft-detail__body">
                        <header className="nft-detail__head">
                          <h2 className="nft-detail__name" data-testid="nft-detail-name">
                            {shown.name}
                          </h2>
                          <CollectButton artwork={shown} signedIn={signedIn} onChanged={reload} />
                        </header>
                        <p className="nft-detail__meta">
                          <RarityBadge rarity={shown.rarity} testId="nft-detail-rarity" />
                          <span className="nft-detail__code" data-testid="nft-detail-code">
                            {shown.code}
                          </span>
                        </p>
                        <p className="nft-detail__by">
                          <Link to={artistPath(shown.artist.id)} data-testid="nft-detail-artist">
                            {t('nft.byArtist', { name: shown.artist.name })}
                          </Link>
                        </p>
                        <CollectionLink artwork={shown} />
                        <p className="nft-detail__text" data-testid="nft-detail-description">
                          {shown.description}
                        </p>
                        <Ownership artwork={shown} user={user} nowMs={nowMs} />
                      </div>
                    </section>
                    <section
                      className="card nft-sale"
                      data-testid="nft-sale"
                      data-kind={summary?.kind ?? 'none'}
                    >
                      <header className="nft-sale__head">
                        <h2 className="section-head__title">
                          {t(
                            summary === undefined
                              ? 'nft.offSale'
                              : summary.kind === 'fixed'
                                ? 'nft.fixedSale'
                                : 'nft.auction',
                          )}
                        </h2>
                        <SaleStatus listing={listing} nowMs={nowMs} testId="nft-detail-status" />
                      </header>
                      {listing === null || summary === undefined ? (
                        <>
                          <p className="wealth-hint" data-testid="nft-not-on-sale">
                            {t('nft.notOnSaleHint')}
                          </p>
                          {purchased === undefined || user === null ? null : (
                            <Purchase listing={purchased} user={user} currency={money} />
                          )}
                        </>
                      ) : listing.kind === 'fixed' ? (
                        <FixedSale
                          listing={listing}
                          artwork={shown}
                          currency={money}
                          user={user}
                          nowMs={nowMs}
                        />
                      ) : (
                        <Auction
                          listing={listing}
                          artwork={shown}
                          currency={money}
                          user={user}
                          signedIn={signedIn}
                          now={clock.now}
                          reload={reload}
                        />
                      )}
                    </section>
                  </>
                );
              }}
            </Loaded>
          )
        }
      </Loaded>
    </>
  );
};

/**
 * Spec §2 `pages/nft/artworkDetail` and `artworkDetail_video` (`?id=` the artwork): the artwork
 * itself (image, GIF, sound with its poster, or video), its code, rarity, artist, collection and
 * description, the heart to collect it; its sale on the exchange's clock: a fixed price and the
 * way to buy it, or an auction's terms, the deposit to pay first (with what becomes of it), the
 * bid form and the price history; for its owner, the way to resell it. Open to everyone: buying,
 * bidding and collecting ask for a login. An artwork the user bought shows what they paid, with
 * "Verify" on the archive records of the auction they won and of the sale.
 */
export default function ArtworkPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const artworkId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-nft-artwork" right={<NftNavActions />}>
      {artworkId === undefined ? (
        <div className="card">
          <EmptyState text={t('nft.noSuchArtwork')} testId="nft-artwork-missing" />
        </div>
      ) : (
        <ArtworkView key={artworkId} artworkId={artworkId} />
      )}
    </Screen>
  );
}

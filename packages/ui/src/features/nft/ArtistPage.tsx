import { combineLoadables } from '@tessera/core';
import { useMemo } from 'react';
import { useTickingClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { idParam } from '../wallet/links';
import { type ArtworkFilter, ArtworkList } from './components/ArtworkList';
import { CollectionCard } from './components/CollectionCard';
import { NftNavActions } from './components/NftNavActions';
import { useArtist, useNftCurrency } from './data';
import '../finance/wealth.css';
import './nft.css';

/** One artist once read: who they are, their collections, their artworks. */
const ArtistView = ({ artistId }: { artistId: number }) => {
  const { t } = useTranslation();
  const artist = useArtist(artistId);
  const currency = useNftCurrency();
  const clock = useTickingClock();
  const filter = useMemo<ArtworkFilter>(() => ({ artistId }), [artistId]);
  return (
    <Loaded
      data={combineLoadables(artist.data, currency.data)}
      onRetry={() => {
        artist.reload();
        currency.reload();
      }}
    >
      {([{ artist: shown, collections }, money]) => (
        <>
          <section className="card nft-profile" data-testid="nft-artist-profile" data-id={shown.id}>
            <img className="nft-profile__avatar" src={shown.avatar} alt="" />
            <div className="nft-profile__who">
              <h2 className="nft-profile__name" data-testid="nft-artist-name">
                {shown.name}
              </h2>
              <p className="nft-profile__count">
                {t(shown.artworks === 1 ? 'nft.artworksOne' : 'nft.artworksMany', {
                  count: String(shown.artworks),
                })}
              </p>
            </div>
            <p className="nft-profile__bio" data-testid="nft-artist-bio">
              {shown.bio}
            </p>
          </section>
          <div className="section-head">
            <h2 className="section-head__title">{t('nft.collections')}</h2>
          </div>
          {collections.length === 0 ? (
            <div className="card">
              <EmptyState text={t('nft.noCollections')} testId="nft-artist-collections-empty" />
            </div>
          ) : (
            <ul className="card list" data-testid="nft-artist-collections">
              {collections.map((collection) => (
                <li key={collection.id}>
                  <CollectionCard entry={{ collection, artist: shown }} showArtist={false} />
                </li>
              ))}
            </ul>
          )}
          <div className="section-head">
            <h2 className="section-head__title">{t('nft.artworks')}</h2>
          </div>
          {clock.known ? (
            <ArtworkList
              filter={filter}
              currency={money}
              nowMs={clock.now().getTime()}
              emptyText={t('nft.noArtworks')}
            />
          ) : (
            <Loading />
          )}
        </>
      )}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/nft/artistDetail` (`?id=` the artist): their portrait, name and bio, their
 * collections, and their artworks with their sales. Open to everyone.
 */
export default function ArtistPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const artistId = idParam(params.get('id'));
  return (
    <Screen route={route} testId="page-nft-artist" right={<NftNavActions />}>
      {artistId === undefined ? (
        <div className="card">
          <EmptyState text={t('nft.noSuchArtist')} testId="nft-artist-missing" />
        </div>
      ) : (
        <ArtistView key={artistId} artistId={artistId} />
      )}
    </Screen>
  );
}

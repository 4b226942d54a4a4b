import { latestValue } from '@tessera/core';
import { useMemo } from 'react';
import { useTickingClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { FilterChips } from '../../components/FilterChips';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { idParam } from '../wallet/links';
import { type ArtworkFilter, ArtworkList } from './components/ArtworkList';
import { NftNavActions } from './components/NftNavActions';
import { useCollections, useNftCurrency } from './data';
import '../finance/wealth.css';
import './nft.css';

/**
 * Spec §2 `pages/nft/components/artwork`: every artwork of the marketplace, on sale or not, on
 * sale now first; narrowed to one collection by its chips (`?collection=`), whose artist and
 * description head the list. Open to everyone.
 */
export default function ArtworksPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const collectionId = idParam(params.get('collection'));
  const collections = useCollections();
  const currency = useNftCurrency();
  const clock = useTickingClock();
  const filter = useMemo<ArtworkFilter>(
    () => (collectionId === undefined ? {} : { collectionId }),
    [collectionId],
  );
  const listed = latestValue(collections.data) ?? [];
  const chosen = listed.find((entry) => entry.collection.id === collectionId);
  return (
    <Screen route={route} testId="page-nft-artworks" right={<NftNavActions />}>
      {listed.length === 0 ? null : (
        <FilterChips<string>
          options={[
            { key: 'all', label: t('nft.allCollections') },
            ...listed.map(({ collection }) => ({ key: String(collection.id), label: collection.name })),
          ]}
          value={collectionId === undefined ? 'all' : String(collectionId)}
          onChange={(key) => setParams(key === 'all' ? {} : { collection: key }, { replace: true })}
          label={t('nft.collections')}
          testId="nft-collection-chips"
        />
      )}
      {chosen === undefined ? null : (
        <section className="card nft-collection-head" data-testid="nft-collection-head">
          <h2 className="nft-collection__name">{chosen.collection.name}</h2>
          <p className="nft-collection__artist">{t('nft.byArtist', { name: chosen.artist.name })}</p>
          <p className="nft-collection__text">{chosen.collection.description}</p>
        </section>
      )}
      <Loaded data={currency.data} onRetry={currency.reload}>
        {(money) =>
          clock.known ? (
            <ArtworkList
              key={collectionId ?? 'all'}
              filter={filter}
              currency={money}
              nowMs={clock.now().getTime()}
              emptyText={t('nft.noArtworks')}
            />
          ) : (
            <Loading />
          )
        }
      </Loaded>
    </Screen>
  );
}

import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { CollectionCard } from './components/CollectionCard';
import { NftNavActions } from './components/NftNavActions';
import { useCollections } from './data';
import './nft.css';

/**
 * Spec §2 `pages/nft/components/collection`: every collection with its artist and what it is,
 * each opening its artworks. Open to everyone.
 */
export default function CollectionsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const collections = useCollections();
  return (
    <Screen route={route} testId="page-nft-collections" right={<NftNavActions />}>
      <Loaded data={collections.data} onRetry={collections.reload}>
        {(list) =>
          list.length === 0 ? (
            <div className="card">
              <EmptyState text={t('nft.noCollections')} testId="nft-collections-empty" />
            </div>
          ) : (
            <ul className="card list" data-testid="nft-collections">
              {list.map((entry) => (
                <li key={entry.collection.id}>
                  <CollectionCard entry={entry} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Screen>
  );
}

import { Link } from '../../../app/navigation';
import { useTranslation } from '../../../i18n';
import type { CollectionOf } from '../data';
import { collectionArtworksPath } from '../links';

/**
 * A collection (spec §2 `components/collection`): its name, its artist and what it is, opening its
 * artworks.
 */
export const CollectionCard = ({
  entry,
  showArtist = true,
}: {
  entry: CollectionOf;
  showArtist?: boolean;
}) => {
  const { t } = useTranslation();
  const { collection, artist } = entry;
  return (
    <Link
      to={collectionArtworksPath(collection.id)}
      className="nft-collection"
      data-testid="nft-collection"
      data-id={collection.id}
    >
      <span className="nft-collection__name">{collection.name}</span>
      {showArtist ? (
        <span className="nft-collection__artist">{t('nft.byArtist', { name: artist.name })}</span>
      ) : null}
      <span className="nft-collection__text">{collection.description}</span>
    </Link>
  );
};

import { Link } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { NftNavActions } from './components/NftNavActions';
import { useArtists } from './data';
import { artistPath } from './links';
import './nft.css';

/**
 * Spec §2 `pages/nft/components/artist`: every artist of the marketplace with their portrait,
 * their count of artworks and their bio, each opening their page. Open to everyone.
 */
export default function ArtistsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const artists = useArtists();
  return (
    <Screen route={route} testId="page-nft-artists" right={<NftNavActions />}>
      <Loaded data={artists.data} onRetry={artists.reload}>
        {(list) =>
          list.length === 0 ? (
            <div className="card">
              <EmptyState text={t('nft.noArtists')} testId="nft-artists-empty" />
            </div>
          ) : (
            <ul className="card list" data-testid="nft-artists-list">
              {list.map((artist) => (
                <li key={artist.id}>
                  <Link to={artistPath(artist.id)} className="nft-artist-row" data-testid="nft-artist-row">
                    <img className="nft-artist__avatar" src={artist.avatar} alt="" loading="lazy" />
                    <span className="nft-artist-row__body">
                      <span className="nft-card__name">{artist.name}</span>
                      <span className="nft-card__meta">
                        {t(artist.artworks === 1 ? 'nft.artworksOne' : 'nft.artworksMany', {
                          count: String(artist.artworks),
                        })}
                      </span>
                      <span className="nft-artist-row__bio">{artist.bio}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Screen>
  );
}

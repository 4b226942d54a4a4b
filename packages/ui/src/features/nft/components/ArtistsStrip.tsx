import type { NftArtist } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { useTranslation } from '../../../i18n';
import { artistPath } from '../links';

/** An artist's portrait, name and count of artworks, opening their page. */
export const ArtistChip = ({ artist }: { artist: NftArtist }) => {
  const { t } = useTranslation();
  return (
    <Link to={artistPath(artist.id)} className="nft-artist" data-testid="nft-artist" data-id={artist.id}>
      <img className="nft-artist__avatar" src={artist.avatar} alt="" loading="lazy" />
      <span className="nft-artist__name">{artist.name}</span>
      <span className="nft-artist__count">
        {t(artist.artworks === 1 ? 'nft.artworksOne' : 'nft.artworksMany', {
          count: String(artist.artworks),
        })}
      </span>
    </Link>
  );
};

/** The artists side by side (spec §2 `components/artist`), scrolling sideways on a phone. */
export const ArtistsStrip = ({ artists }: { artists: readonly NftArtist[] }) => (
  <ul className="nft-artists" data-testid="nft-artists">
    {artists.map((artist) => (
      <li key={artist.id}>
        <ArtistChip artist={artist} />
      </li>
    ))}
  </ul>
);

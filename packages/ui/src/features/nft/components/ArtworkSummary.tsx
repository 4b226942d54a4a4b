import type { NftArtwork } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { artworkPath } from '../links';
import { ArtworkThumb } from './ArtworkThumb';
import { RarityBadge } from './RarityBadge';

/** An artwork at the head of a purchase, a payment or a resale: picture, name, rarity, code and artist, opening its page. */
export const ArtworkSummary = ({ artwork }: { artwork: NftArtwork }) => (
  <Link to={artworkPath(artwork)} className="nft-summary" data-testid="nft-summary" data-id={artwork.id}>
    <ArtworkThumb artwork={artwork} size="large" />
    <span className="nft-summary__what">
      <span className="nft-card__name" data-testid="nft-summary-name">
        {artwork.name}
      </span>
      <RarityBadge rarity={artwork.rarity} />
      <span className="nft-card__meta">
        {artwork.code} · {artwork.artist.name}
      </span>
    </span>
  </Link>
);

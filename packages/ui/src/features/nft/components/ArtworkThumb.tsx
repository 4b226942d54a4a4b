import type { NftArtwork } from '@tessera/core';
import { useTranslation } from '../../../i18n';

/**
 * An artwork's small picture: the image or GIF itself, the poster of an audio or video artwork,
 * with a mark saying which of those it is.
 */
export const ArtworkThumb = ({
  artwork,
  size = 'small',
}: {
  artwork: Pick<NftArtwork, 'name' | 'media'>;
  size?: 'small' | 'large';
}) => {
  const { t } = useTranslation();
  const { media } = artwork;
  const src = media.poster ?? media.url;
  return (
    <span className={`nft-thumb nft-thumb--${size}`}>
      <img className="nft-thumb__image" src={src} alt={artwork.name} loading="lazy" decoding="async" />
      {media.type === 'image' ? null : (
        <span className="nft-thumb__mark" data-testid="nft-thumb-mark">
          {t(`nft.media.${media.type}`)}
        </span>
      )}
    </span>
  );
};

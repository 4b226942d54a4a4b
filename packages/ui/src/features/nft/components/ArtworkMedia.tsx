import type { NftArtwork } from '@tessera/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';

/**
 * The artwork itself (spec §5): an image or GIF; a sound with its poster and the player's
 * controls; a video with its poster, muted, looping and playing in place. A sound or video the
 * device cannot play says so ("audio file error", "video file error") instead of a silent player.
 */
export const ArtworkMedia = ({ artwork }: { artwork: Pick<NftArtwork, 'name' | 'media'> }) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { media } = artwork;
  const error = failed ? (
    <p className="notice notice--warning nft-media__error" role="alert" data-testid="nft-media-error">
      {t(media.type === 'audio' ? 'nft.audioError' : 'nft.videoError')}
    </p>
  ) : null;
  if (media.type === 'audio')
    return (
      <figure className="nft-media nft-media--audio" data-testid="nft-media" data-type="audio">
        {media.poster === null ? null : (
          <img className="nft-media__image" src={media.poster} alt={artwork.name} />
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: the catalogue's sounds are music without words. */}
        <audio
          className="nft-media__audio"
          src={media.url}
          controls
          preload="metadata"
          onError={() => setFailed(true)}
          data-testid="nft-audio"
        />
        {error}
      </figure>
    );
  if (media.type === 'video')
    return (
      <figure className="nft-media nft-media--video" data-testid="nft-media" data-type="video">
        <video
          className="nft-media__video"
          src={media.url}
          poster={media.poster ?? undefined}
          controls
          muted
          loop
          playsInline
          preload="metadata"
          onError={() => setFailed(true)}
          data-testid="nft-video"
        />
        {error}
      </figure>
    );
  return (
    <figure className="nft-media" data-testid="nft-media" data-type={media.type}>
      <img className="nft-media__image" src={media.url} alt={artwork.name} />
    </figure>
  );
};

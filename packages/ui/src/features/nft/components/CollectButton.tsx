import { failureMessage, latestValue, type NftArtwork } from '@tessera/core';
import { useSubmitter } from '../../../app/forms';
import { Link, useLocation } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { noticeText, useTranslation } from '../../../i18n';
import { useCollected } from '../data';

/**
 * The heart, filled when the user holds the artwork, and how many users do. `label` says what a
 * tap does; it is heard before the count rather than replacing it, so the button's name holds the
 * number everyone sees (as voice control needs it to).
 */
const Heart = ({ on, count, label }: { on: boolean; count: number; label: string }) => (
  <>
    <span className="visually-hidden">{label}</span>
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="nft-heart__icon">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
    <span className="nft-heart__count" data-testid="nft-collect-count">
      {count}
    </span>
  </>
);

/**
 * Collecting (favouriting) as a signed-in user: whether they hold it comes from their collection;
 * a tap collects it or lets it go, then the collection and the artwork's count are read again
 * (`onChanged`).
 */
const SignedInHeart = ({
  artwork,
  onChanged,
}: {
  artwork: Pick<NftArtwork, 'id' | 'collected'>;
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const collected = useCollected();
  const toggler = useSubmitter(
    (api) => (artworkId: number) => api.nft.collect(artworkId),
    () => {
      collected.reload();
      onChanged();
    },
  );
  const held = latestValue(collected.data)?.items.some((item) => item.id === artwork.id);
  const on = held ?? false;
  return (
    <span className="nft-heart-wrap">
      <button
        type="button"
        className={on ? 'nft-heart nft-heart--on' : 'nft-heart'}
        aria-pressed={on}
        onClick={() => toggler.submit(artwork.id)}
        disabled={toggler.busy || held === undefined || collected.data.status === 'loading'}
        data-testid="nft-collect"
        data-on={on}
      >
        <Heart on={on} count={artwork.collected} label={t(on ? 'nft.uncollect' : 'nft.collect')} />
      </button>
      {toggler.failure ? (
        <span className="field__error" role="alert">
          {noticeText(t, failureMessage(toggler.failure))}
        </span>
      ) : null}
    </span>
  );
};

/**
 * The artwork's heart (spec §3 collect) with how many users collected it: a signed-in user
 * collects or lets it go with a tap; a visitor is sent to log in first, back here after.
 */
export const CollectButton = ({
  artwork,
  signedIn,
  onChanged,
}: {
  artwork: Pick<NftArtwork, 'id' | 'collected'>;
  signedIn: boolean;
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const location = useLocation();
  if (signedIn) return <SignedInHeart artwork={artwork} onChanged={onChanged} />;
  return (
    <Link
      to={Paths.login}
      state={{ from: `${location.pathname}${location.search}` }}
      className="nft-heart"
      data-testid="nft-collect-login"
    >
      <Heart on={false} count={artwork.collected} label={t('nft.loginToCollect')} />
    </Link>
  );
};

import { type BlindBox, type BlindBoxSeries, failureMessage } from '@tessera/core';
import { useSubmitter } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { FormNotice } from '../../../components/FormNotice';
import { useFormat, useTranslation } from '../../../i18n';
import { artworkPath } from '../links';
import { boxClaim } from '../verify';
import { ArtworkThumb } from './ArtworkThumb';
import { ProofCheck } from './ProofCheck';
import { RarityBadge } from './RarityBadge';
import { VerifyBox } from './VerifyNft';

/**
 * One of the user's blind boxes: unopened, its series, number and the way to open it (nothing is
 * paid: it is theirs already); opened, the item it held (its page a tap away) and the proof that
 * it was fixed before the sale, checked on the device against the series' published commitment,
 * and "Verify", which checks the archive record of its opening against what the card shows.
 */
export const BoxCard = ({
  box,
  series,
  onOpened,
}: {
  box: BlindBox;
  /** The box's series as published (its commitment); undefined while the series are loading. */
  series: BlindBoxSeries | undefined;
  onOpened: (boxId: number) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const opener = useSubmitter(
    (api) => (boxId: number) => api.nft.openBlindBox(boxId),
    () => onOpened(box.id),
  );
  const head = (
    <header className="nft-box__head">
      <span className="nft-box__title" data-testid="nft-box-title">
        {t('nft.boxTitle', { series: box.seriesName, position: String(box.position) })}
      </span>
      <span className="nft-box__time">{t('nft.boughtAt', { time: format.dateTime(box.boughtAt) })}</span>
    </header>
  );
  if (box.state === 'unopened' || box.artwork === null)
    return (
      <div className="nft-box" data-testid="nft-box" data-id={box.id} data-state="unopened">
        {head}
        <p className="wealth-hint">{t('nft.unopenedHint')}</p>
        <FormNotice notice={opener.failure ? failureMessage(opener.failure) : null} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => opener.submit(box.id)}
          disabled={opener.busy}
          data-testid="nft-box-open"
        >
          {opener.busy ? t('nft.opening') : t('nft.open')}
        </button>
      </div>
    );
  const { artwork } = box;
  const claim = boxClaim(box, series?.commitment);
  return (
    <div className="nft-box nft-box--opened" data-testid="nft-box" data-id={box.id} data-state="opened">
      {head}
      <Link to={artworkPath(artwork)} className="nft-box__item" data-testid="nft-box-item">
        <ArtworkThumb artwork={artwork} size="large" />
        <span className="nft-box__what">
          <span className="nft-card__name" data-testid="nft-box-item-name">
            {artwork.name}
          </span>
          <RarityBadge rarity={artwork.rarity} testId="nft-box-item-rarity" />
          <span className="nft-card__meta" data-testid="nft-box-item-code">
            {artwork.code} · {artwork.artist.name}
          </span>
        </span>
      </Link>
      {box.proof === null ? (
        <p className="wealth-check wealth-check--off" data-testid="nft-proof-check" data-check="missing">
          {t('nft.proof.missing')}
        </p>
      ) : series === undefined ? null : (
        <ProofCheck proof={box.proof} commitment={series.commitment} publishedAt={series.startsAt} />
      )}
      {claim === undefined ? null : <VerifyBox claim={claim} />}
    </div>
  );
};

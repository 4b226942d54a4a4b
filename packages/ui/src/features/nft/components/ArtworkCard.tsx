import type { NftArtwork } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { useFormat, useTranslation } from '../../../i18n';
import { artworkPath } from '../links';
import { moneyText, type NftCurrency, saleSummaryOf } from '../sales';
import { ArtworkThumb } from './ArtworkThumb';
import { RarityBadge } from './RarityBadge';
import { SaleStatus } from './SaleStatus';

/**
 * An artwork in a list (spec §2 `components/artwork`): its picture (the poster of a sound or a
 * video), name, rarity, code and artist; on sale, the price or the current bid and the phase with
 * its countdown. The whole card opens the artwork's page.
 */
export const ArtworkCard = ({
  artwork,
  currency,
  nowMs,
  note,
}: {
  artwork: NftArtwork;
  currency: NftCurrency;
  /** The exchange's time. */
  nowMs: number;
  /** A line of the user's own about it (e.g. "On sale"), under the rest. */
  note?: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = saleSummaryOf(artwork.listing, nowMs);
  return (
    <Link
      to={artworkPath(artwork)}
      className="nft-card"
      data-testid="nft-artwork"
      data-id={artwork.id}
      data-code={artwork.code}
      data-kind={summary?.kind ?? 'none'}
    >
      <ArtworkThumb artwork={artwork} />
      <span className="nft-card__body">
        <span className="nft-card__head">
          <span className="nft-card__name" data-testid="nft-artwork-name">
            {artwork.name}
          </span>
          <RarityBadge rarity={artwork.rarity} />
        </span>
        <span className="nft-card__meta">
          {artwork.code} · {artwork.artist.name}
        </span>
        {summary === undefined ? (
          <span className="nft-card__meta" data-testid="nft-artwork-off">
            {t('nft.offSale')}
          </span>
        ) : (
          <>
            <span className="nft-card__figure">
              <span className="nft-card__label">{t(summary.figure.labelKey)}</span>
              <span className="nft-card__amount" data-testid="nft-artwork-figure">
                {moneyText(summary.figure.amount, currency, format)}
              </span>
            </span>
            <SaleStatus listing={artwork.listing} nowMs={nowMs} testId="nft-artwork-status" />
          </>
        )}
        {note ? (
          <span className="nft-card__note" data-testid="nft-artwork-note">
            {note}
          </span>
        ) : null}
      </span>
    </Link>
  );
};

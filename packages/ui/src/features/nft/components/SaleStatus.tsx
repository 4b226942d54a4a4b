import type { NftListing } from '@tessera/core';
import { formatCountdown } from '../../../app/countdown';
import { useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { useLanguage } from '../../wallet/data';
import { PHASE_TONES, saleSummaryOf } from '../sales';

/**
 * Where a listing stands on the exchange's clock (spec §4: not started, started, ended): its
 * phase badge and what is left until it starts or ends; an auction that has ended with a winner
 * waits for their payment. Nothing for an artwork not on sale.
 */
export const SaleStatus = ({
  listing,
  nowMs,
  testId = 'nft-sale-status',
}: {
  listing: NftListing | null;
  /** The exchange's time. */
  nowMs: number;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = saleSummaryOf(listing, nowMs);
  if (summary === undefined) return null;
  const { phase, countdown, awaitingPayment } = summary;
  const left =
    countdown === undefined
      ? t(awaitingPayment ? 'nft.awaitingPayment' : 'nft.ended')
      : t(countdown.to === 'start' ? 'nft.startsIn' : 'nft.endsIn', {
          time: formatCountdown(countdown.atMs - nowMs, language),
        });
  return (
    <span className="nft-status" data-testid={testId} data-phase={phase}>
      <StatusBadge tone={PHASE_TONES[phase]} label={t(`nft.phase.${phase}`)} testId={`${testId}-phase`} />
      <span
        className={countdown === undefined ? 'nft-countdown' : 'nft-countdown nft-countdown--running'}
        aria-live="off"
        data-testid={`${testId}-countdown`}
      >
        {left}
      </span>
    </span>
  );
};

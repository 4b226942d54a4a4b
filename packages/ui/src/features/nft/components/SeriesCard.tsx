import {
  type BlindBoxSeries,
  type Decimal,
  failureMessage,
  nftPhaseOf,
  validateBlindBoxPurchase,
} from '@tessera/core';
import { useState } from 'react';
import { formatCountdown } from '../../../app/countdown';
import { leftOf } from '../../../app/either';
import { useSubmitter } from '../../../app/forms';
import { useLocation } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { shortHash } from '../../guess/questions';
import { Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { useRequestIds } from '../../wallet/request-ids';
import { boxesLeft, rarityShares } from '../boxes';
import { moneyText, type NftCurrency, PHASE_TONES } from '../sales';
import { RarityBadge } from './RarityBadge';
import { RefusalNotice } from './RefusalNotice';

/** What the series holds of each rarity, with its share of the boxes. */
const Rarities = ({ series }: { series: BlindBoxSeries }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="nft-odds">
      <p className="order__label">{t('nft.series.holds', { size: String(series.size) })}</p>
      <ul className="nft-odds__list" data-testid="nft-series-rarities">
        {rarityShares(series).map(({ rarity, count, share }) => (
          <li key={rarity} className="nft-odds__item" data-rarity={rarity}>
            <RarityBadge rarity={rarity} testId="nft-series-rarity" />
            <span className="nft-odds__count">
              {t('nft.series.odds', { count: String(count), share: format.percent(share) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * The series' published commitment, shortened, with what it means folded under it: which item is
 * in which box was fixed, and fingerprinted into this root, before the first box was sold; every
 * opened box comes with the proof that its item is the one committed to, checked on the device;
 * and what it does not promise.
 */
const Commitment = ({ series }: { series: BlindBoxSeries }) => {
  const { t } = useTranslation();
  return (
    <div className="nft-commitment">
      <p className="nft-commitment__line">
        <span className="order__label">{t('nft.series.commitment')}</span>
        <code className="nft-hash" data-testid="nft-series-commitment">
          {shortHash(series.commitment)}
        </code>
      </p>
      <details className="nft-explain" data-testid="nft-series-explain">
        <summary>{t('nft.series.whatIsThis')}</summary>
        <p>{t('nft.series.commitmentExplained')}</p>
        <p>{t('nft.series.commitmentLimits')}</p>
        <code className="nft-hash nft-hash--full" data-testid="nft-series-commitment-full">
          {series.commitment}
        </code>
      </details>
    </div>
  );
};

/** "Log in to buy", back to the boxes after. */
const LoginToBuy = () => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ButtonLink
      to={Paths.login}
      state={{ from: `${location.pathname}${location.search}` }}
      tone="primary"
      data-testid="nft-series-login"
    >
      {t('nft.loginToBuy')}
    </ButtonLink>
  );
};

/**
 * Buying the next box of a series, asked first: its price leaves the balance account, boxes go to
 * buyers in order, and it comes unopened. Core's `validateBlindBoxPurchase` says at once when the
 * series is not on sale, sold out or costs more than the balance holds.
 */
const BuyBox = ({
  series,
  currency,
  nowMs,
  available,
  onBought,
}: {
  series: BlindBoxSeries;
  currency: NftCurrency;
  nowMs: number;
  available: Decimal | undefined;
  onBought: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ids = useRequestIds();
  const [asking, setAsking] = useState(false);
  const buyer = useSubmitter(
    (api) =>
      ({ seriesId, requestId }: { seriesId: number; requestId: string }) =>
        api.nft.buyBlindBox(seriesId, requestId),
    () => {
      ids.settle();
      setAsking(false);
      onBought();
    },
  );
  const refusal = leftOf(
    validateBlindBoxPurchase(series, { now: nowMs, ...(available === undefined ? {} : { available }) }),
  );
  return (
    <div className="nft-actions">
      {available === undefined ? null : (
        <p className="amount__available" data-testid="nft-series-available">
          {t('nft.available', { amount: moneyText(available, currency, format) })}
        </p>
      )}
      {refusal ? (
        <RefusalNotice refusal={refusal} testId="nft-series-refusal" depositTestId="nft-series-deposit" />
      ) : null}
      <button
        type="button"
        className="button order-form__submit order-form__submit--buy"
        onClick={() => setAsking(true)}
        disabled={refusal !== undefined || buyer.busy}
        data-testid="nft-series-buy"
      >
        {t('nft.series.buy', { price: moneyText(series.price, currency, format) })}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('nft.series.confirmTitle', { name: series.name })}
        confirmLabel={buyer.busy ? t('nft.buying') : t('nft.series.confirm')}
        confirmTone="up"
        busy={buyer.busy}
        onConfirm={() => buyer.submit({ seriesId: series.id, requestId: ids.idFor({ buyBox: series.id }) })}
        onCancel={() => setAsking(false)}
      >
        <Lines
          boxed
          lines={[
            { label: t('nft.series.name'), value: series.name, testId: 'nft-series-confirm-name' },
            {
              label: t('nft.series.box'),
              value: t('nft.proof.positionOf', {
                position: String(series.sold + 1),
                size: String(series.size),
              }),
              testId: 'nft-series-confirm-position',
            },
            {
              label: t('nft.youPay'),
              value: moneyText(series.price, currency, format),
              tone: 'down',
              testId: 'nft-series-confirm-price',
            },
          ]}
        />
        <p className="dialog__note">{t('nft.series.confirmNote')}</p>
        <FormNotice notice={buyer.failure ? failureMessage(buyer.failure) : null} />
      </ConfirmDialog>
    </div>
  );
};

/**
 * A blind-box series (spec §3): its cover, name and what it is; its price, the boxes left and its
 * phase with the countdown to its end; the rarities it holds; the commitment to its contents
 * published before the first sale, with what that means; and the way to buy the next box (a
 * visitor is sent to log in first).
 */
export const SeriesCard = ({
  series,
  currency,
  nowMs,
  buying,
}: {
  series: BlindBoxSeries;
  currency: NftCurrency;
  /** The exchange's time. */
  nowMs: number;
  /** How a signed-in user buys (their balance); undefined for a visitor. */
  buying: { readonly available: Decimal | undefined; readonly onBought: () => void } | undefined;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const phase = nftPhaseOf(series, nowMs);
  const left = boxesLeft(series);
  const cells: TermCell[] = [
    { key: 'price', label: t('nft.series.price'), value: moneyText(series.price, currency, format) },
    {
      key: 'left',
      label: t('nft.series.left'),
      value: t('nft.series.leftOf', { left: String(left), size: String(series.size) }),
    },
  ];
  const countdown =
    phase === 'not_started'
      ? t('nft.startsIn', { time: formatCountdown(Date.parse(series.startsAt) - nowMs, language) })
      : phase === 'started'
        ? t('nft.endsIn', { time: formatCountdown(Date.parse(series.endsAt) - nowMs, language) })
        : t('nft.ended');
  return (
    <article className="card nft-series" data-testid="nft-series" data-id={series.id}>
      <img className="nft-series__cover" src={series.cover} alt="" />
      <div className="nft-series__body">
        <header className="nft-series__head">
          <h2 className="nft-series__name" data-testid="nft-series-name">
            {series.name}
          </h2>
          <StatusBadge tone={PHASE_TONES[phase]} label={t(`nft.phase.${phase}`)} testId="nft-series-phase" />
        </header>
        <p
          className="nft-countdown nft-countdown--running"
          aria-live="off"
          data-testid="nft-series-countdown"
        >
          {countdown}
        </p>
        <p className="nft-series__text">{series.description}</p>
        <TermsGrid cells={cells} testIdPrefix="nft-series" />
        <progress
          className="wealth-progress__bar"
          max={series.size}
          value={series.sold}
          aria-label={t('nft.series.left')}
        />
        <Rarities series={series} />
        <Commitment series={series} />
        {buying === undefined ? (
          <div className="nft-actions">
            <LoginToBuy />
          </div>
        ) : (
          <BuyBox
            series={series}
            currency={currency}
            nowMs={nowMs}
            available={buying.available}
            onBought={buying.onBought}
          />
        )}
      </div>
    </article>
  );
};

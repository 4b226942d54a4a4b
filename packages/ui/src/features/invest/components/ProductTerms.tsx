import type { DualProduct } from '@tessera/core';
import { type TFunction, useFormat, useTranslation } from '../../../i18n';
import { ProgressMeter } from '../../finance/components/ProgressMeter';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { closureOf, linkedOffsetOf } from '../products';

/** A product's direction and holding days, as an order and a confirmation name them: "Sell high · 7 days". */
export const termName = (t: TFunction, terms: Pick<DualProduct, 'direction' | 'days'>): string =>
  `${t(`invest.direction.${terms.direction}`)} · ${t('invest.daysValue', { days: terms.days })}`;

/**
 * A product's published terms (spec §3): its direction and holding days, the annual rate, the
 * linked price, maturity, the recorded price the linked price was set from (with the offset), the
 * size of a share, when its subscription ends and the shares remaining of all issued. A product
 * that can no longer be bought at the exchange's `nowMs` says why (sold out, subscription closed).
 */
export const ProductTerms = ({
  product,
  nowMs,
  withMarket,
}: {
  product: DualProduct;
  nowMs: number;
  /** Headed by its market (on its own); else by its holding days, under a heading naming the market. */
  withMarket: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const closure = closureOf(product, nowMs);
  const offset = linkedOffsetOf(product);
  const cells: TermCell[] = [
    {
      key: 'linked',
      label: t('invest.linkedPrice'),
      value: `${format.price(product.linkedPrice)} ${product.quote}`,
    },
    { key: 'matures', label: t('invest.maturesAt'), value: format.dateTime(product.maturesAt) },
    {
      key: 'issued',
      label: t('invest.setFrom', {
        offset: `${offset.greaterThan(0) ? '+' : ''}${format.percent(offset)}`,
      }),
      value: <RecordedPrice price={product.issuedAt} dated testId="invest-product-issued-price" />,
      wide: true,
    },
    {
      key: 'share',
      label: t('invest.perShare'),
      value: `${format.amount(product.shareSize)} ${product.investAsset}`,
    },
    {
      key: 'until',
      label: t('invest.subscribeUntil'),
      value: format.dateTime(product.subscriptionEndsAt),
    },
  ];
  const remaining = t('invest.sharesOf', {
    remaining: format.integer(String(product.remainingShares)),
    total: format.integer(String(product.totalShares)),
  });
  return (
    <>
      <header className="wealth-card__head">
        <span className="wealth-card__title" data-testid="invest-product-title">
          {withMarket ? product.symbol : t('invest.daysValue', { days: product.days })}
        </span>
        <span className="wealth-card__sub" data-testid="invest-product-term">
          {withMarket ? termName(t, product) : t(`invest.direction.${product.direction}`)}
        </span>
        {closure ? (
          <StatusBadge tone="warn" label={t(closure.messageKey)} testId="invest-product-closed" />
        ) : null}
      </header>
      <p className="wealth-card__label">{t('invest.annualRate')}</p>
      <p className="wealth-card__rate" data-testid="invest-product-rate">
        {format.percent(product.annualRate)}
      </p>
      <TermsGrid cells={cells} testIdPrefix="invest-product" />
      <ProgressMeter
        label={t('invest.remaining')}
        count={remaining}
        value={product.remainingShares}
        max={product.totalShares}
        testId="invest-product-remaining"
      />
    </>
  );
};

import type { DualDirection, DualProduct } from '@tessera/core';
import { useState } from 'react';
import { useExchangeClock } from '../../app/exchange-clock';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { ProductIntro } from '../finance/components/ProductIntro';
import { ProductTerms } from './components/ProductTerms';
import { useDualProducts } from './data';
import { investPurchasePath } from './links';
import { closureOf, marketsOf } from './products';
import '../finance/wealth.css';
import './invest.css';

/** One direction's products, market by market, each with its terms and, while it can be bought, its purchase page. */
const Markets = ({
  products,
  direction,
  nowMs,
}: {
  products: readonly DualProduct[];
  direction: DualDirection;
  nowMs: number;
}) => {
  const { t } = useTranslation();
  const markets = marketsOf(products, direction);
  if (markets.length === 0)
    return <EmptyState text={t('invest.noProducts')} testId="invest-products-empty" />;
  return (
    <>
      {markets.map((market) => (
        <section key={market.symbol} className="invest-market" data-testid="invest-market">
          <h2 className="invest-market__title">{market.symbol}</h2>
          <ul className="wealth-list">
            {market.products.map((product) => (
              <li
                key={product.id}
                className="card wealth-card"
                data-testid="invest-product"
                data-id={product.id}
                data-base={product.base}
                data-days={product.days}
              >
                <ProductTerms product={product} nowMs={nowMs} withMarket={false} />
                {closureOf(product, nowMs) === undefined ? (
                  <ButtonLink
                    to={investPurchasePath(product.id)}
                    tone="primary"
                    data-testid="invest-product-buy"
                  >
                    {t('invest.invest')}
                  </ButtonLink>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
};

/**
 * Spec §2 `pages/invest/invest`: today's products, "Sell high" (calls) or "Buy low" (puts), grouped
 * by market, each with its terms and its purchase page; the way to the user's investments and to
 * how dual investment works.
 */
export default function InvestPage({ route }: PageProps) {
  const { t } = useTranslation();
  const products = useDualProducts();
  // Whether a product's day is over is the exchange's to say, under a simulated clock too.
  const clock = useExchangeClock();
  const [direction, setDirection] = useState<DualDirection>('call');
  return (
    <Screen route={route} testId="page-invest">
      <ProductIntro text={t('invest.intro')}>
        <ButtonLink to={Paths.investMine} tone="primary" data-testid="invest-open-mine">
          {t('invest.myInvestments')}
        </ButtonLink>
        <ButtonLink to={Paths.investHelp} tone="ghost" data-testid="invest-open-help">
          {t('invest.howItWorks')}
        </ButtonLink>
      </ProductIntro>
      <div className="screen__tabs">
        <Segmented<DualDirection>
          options={[
            { key: 'call', label: t('invest.direction.call') },
            { key: 'put', label: t('invest.direction.put') },
          ]}
          value={direction}
          onChange={setDirection}
          testId="invest-direction"
        />
      </div>
      <p className="invest-lead" data-testid="invest-direction-lead">
        {t(`invest.directionLead.${direction}`)}
      </p>
      <Loaded data={products.data} onRetry={products.reload}>
        {(list) =>
          clock.known ? (
            <Markets products={list} direction={direction} nowMs={clock.now().getTime()} />
          ) : (
            <Loading />
          )
        }
      </Loaded>
    </Screen>
  );
}

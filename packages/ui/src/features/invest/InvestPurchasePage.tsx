import { combineLoadables, type DualProduct, type WalletOverview } from '@tessera/core';
import { useExchangeClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { availableIn } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { ProductTerms } from './components/ProductTerms';
import { PurchaseForm } from './components/PurchaseForm';
import { useDualProducts } from './data';
import { productNamed } from './links';
import '../finance/wealth.css';
import './invest.css';

/** The product `?product=` names, with its terms and the form over the balance account. */
const Purchase = ({ products, overview }: { products: readonly DualProduct[]; overview: WalletOverview }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Under a simulated clock the exchange's time runs ahead: whether the product is open waits for it.
  const clock = useExchangeClock();
  const product = productNamed(products, params.get('product'));
  if (product === undefined)
    return (
      <div className="card">
        <EmptyState text={t('invest.productNotFound')} testId="invest-product-missing" />
        <div className="inline-actions inline-actions--pad">
          <ButtonLink to={Paths.invest} replace tone="ghost">
            {t('invest.seeProducts')}
          </ButtonLink>
        </div>
      </div>
    );
  if (!clock.known) return <Loading />;
  return (
    <>
      <section className="card wealth-card wealth-card--summary" data-testid="invest-purchase-product">
        <ProductTerms product={product} nowMs={clock.now().getTime()} withMarket />
      </section>
      <PurchaseForm
        key={product.id}
        product={product}
        available={availableIn(overview, 'balance', product.investAssetId)}
        now={clock.now}
      />
    </>
  );
};

/**
 * Spec §2 `pages/invest/purchase?product=<id>`: one product's terms, the whole shares to buy from
 * the balance account, what they invest and both outcomes, and a confirmation before the money is
 * frozen until maturity.
 */
export default function InvestPurchasePage({ route }: PageProps) {
  const products = useDualProducts();
  const overview = useWalletOverview();
  return (
    <Screen route={route} testId="page-invest-purchase">
      <Loaded
        data={combineLoadables(products.data, overview.data)}
        onRetry={() => {
          products.reload();
          overview.reload();
        }}
      >
        {([list, balances]) => <Purchase products={list} overview={balances} />}
      </Loaded>
    </Screen>
  );
}

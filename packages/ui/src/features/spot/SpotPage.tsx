import type { Decimal, SpotMarket, WalletOverview } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useState } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { Link, useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { isSignedIn } from '../../app/session';
import { IconLink } from '../../components/IconLink';
import { Loaded } from '../../components/Loaded';
import { LoginToTrade } from '../../components/LoginToTrade';
import { MarketHeader } from '../../components/MarketHeader';
import { IconReceipt } from '../../components/MenuIcons';
import { NavBar } from '../../components/NavBar';
import { Loading } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { TradeKinds } from '../../components/TradeKinds';
import { useFormat, useTranslation } from '../../i18n';
import { KlineChart } from '../chart/KlineChart';
import { availableIn, precisionOf } from '../wallet/balances';
import { useAssets, useWalletOverview } from '../wallet/data';
import { useCancelOrder } from './cancel';
import { DepthBook } from './components/DepthBook';
import { OrderCard } from './components/OrderCard';
import { OrderForm, type PickedPrice } from './components/OrderForm';
import { RecentTrades } from './components/RecentTrades';
import { useLiveMarket, useOrdersChanged, useQuote, useSpotMarkets } from './data';
import { marketQuery, pickMarket, stepDecimals } from './market';

/** How many open orders the trade screen lists; the orders page has them all. */
const OPEN_ORDERS_SHOWN = 10;

const loadOpenOrders = (api: Api) => api.spot.orders('open', { page: 1, limit: OPEN_ORDERS_SHOWN });

/** The screen's parts, placed: the form beside the book, then the open orders and the trades. */
const Layout = ({
  form,
  book,
  below,
  trades,
}: {
  form: ReactNode;
  book: ReactNode;
  below?: ReactNode;
  trades: ReactNode;
}) => (
  <>
    <div className="spot__main">
      <section className="card spot__form">{form}</section>
      {book}
    </div>
    {below}
    {trades}
  </>
);

/** The signed-in screen: the form over the balances, and the open orders with their cancel buttons. */
const Trading = ({
  market,
  referencePrice,
  picked,
  book,
  trades,
}: {
  market: SpotMarket;
  referencePrice: Decimal | undefined;
  picked: PickedPrice | undefined;
  book: ReactNode;
  trades: ReactNode;
}) => {
  const { t } = useTranslation();
  const overview = useWalletOverview();
  const assets = useAssets();
  const openOrders = useRemote(loadOpenOrders);
  const reloadOrders = openOrders.reload;
  const cancel = useCancelOrder(reloadOrders);
  // A fill of a resting order (by the market maker or another user) comes only as a push; the
  // overview follows the `balances` push the same change sends.
  useOrdersChanged(reloadOrders);
  const assetList = assets.data.status === 'ready' ? assets.data.value : undefined;
  const precision = useCallback(
    (symbol: string) => (assetList === undefined ? undefined : precisionOf(assetList, symbol)),
    [assetList],
  );

  const form = (
    <Loaded data={overview.data} onRetry={overview.reload}>
      {(balances: WalletOverview) =>
        referencePrice === undefined ? (
          <Loading />
        ) : (
          <OrderForm
            key={market.symbol}
            market={market}
            referencePrice={referencePrice}
            availableOf={(asset) =>
              availableIn(balances, 'balance', asset === 'base' ? market.baseId : market.quoteId)
            }
            precisionOf={precision}
            picked={picked}
            onPlaced={reloadOrders}
          />
        )
      }
    </Loaded>
  );
  const below = (
    <section className="card open-orders" data-testid="open-orders">
      <div className="section-head">
        <h2 className="section-head__title">{t('spot.openOrders')}</h2>
        <Link to={Paths.spotOrders} className="section-head__link" data-testid="spot-all-orders">
          {t('spot.allOrders')}
        </Link>
      </div>
      <Loaded data={openOrders.data} onRetry={reloadOrders}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState text={t('spot.noOpenOrders')} testId="open-orders-empty" />
          ) : (
            <ul className="list open-orders__list">
              {page.items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} onCancel={cancel.ask} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {cancel.dialog}
    </section>
  );
  return <Layout form={form} book={book} below={below} trades={trades} />;
};

/**
 * Spec §2 `pages/transaction/currency`, the Trade tab's spot view: the market (`?symbol=`), the
 * order form, the book's best levels, the open orders and the latest trades.
 */
export default function SpotPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const markets = useSpotMarkets();
  const [params, setParams] = useSearchParams();
  return (
    <div className="screen spot" data-testid="page-spot">
      <NavBar
        titleKey={route.titleKey}
        back={route.tab === undefined}
        right={
          signedIn ? (
            <IconLink to={Paths.spotOrders} label={t('spot.ordersTitle')} testId="open-spot-orders">
              <IconReceipt />
            </IconLink>
          ) : null
        }
      />
      <TradeKinds current="spot" />
      <Loaded data={markets.data} onRetry={markets.reload}>
        {(list) => {
          const market = pickMarket(list, params.get('symbol'));
          return market === undefined ? (
            <EmptyState text={t('spot.noMarkets')} testId="spot-no-markets" />
          ) : (
            <MarketView
              // Another market is another screen: its book, its trades, a fresh form.
              key={market.symbol}
              markets={list}
              market={market}
              signedIn={signedIn}
              onPick={(symbol) => setParams(new URLSearchParams(marketQuery(symbol)), { replace: true })}
            />
          );
        }}
      </Loaded>
    </div>
  );
}

const MarketView = ({
  markets,
  market,
  signedIn,
  onPick,
}: {
  markets: readonly SpotMarket[];
  market: SpotMarket;
  signedIn: boolean;
  onPick: (symbol: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const quote = useQuote(market.symbol);
  const live = useLiveMarket(market.symbol);
  const [picked, setPicked] = useState<PickedPrice>();
  const lastPrice = quote ? format.value(quote.price, stepDecimals(market.priceStep)) : undefined;
  const book = (
    <DepthBook
      depth={live.depth}
      onRetry={live.retry}
      market={market}
      lastPrice={lastPrice}
      onPick={(price) => setPicked((previous) => ({ price, seq: (previous?.seq ?? 0) + 1 }))}
    />
  );
  const recent = <RecentTrades trades={live.trades} onRetry={live.retry} market={market} />;
  return (
    <>
      <MarketHeader
        symbols={markets.map((candidate) => candidate.symbol)}
        symbol={market.symbol}
        priceDecimals={stepDecimals(market.priceStep)}
        quote={quote}
        onPick={onPick}
        testId="spot"
      />
      <KlineChart symbol={market.symbol} priceDecimals={stepDecimals(market.priceStep)} />
      {signedIn ? (
        <Trading market={market} referencePrice={quote?.price} picked={picked} book={book} trades={recent} />
      ) : (
        <Layout
          form={
            <LoginToTrade hint={t('spot.loginHint')} label={t('spot.loginToTrade')} testId="spot-login" />
          }
          book={book}
          trades={recent}
        />
      )}
    </>
  );
};

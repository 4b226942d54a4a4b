import type { FuturesMarket, WalletOverview } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useSearchParams } from '../../app/navigation';
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
import { Segmented } from '../../components/Segmented';
import { EmptyState } from '../../components/States';
import { TradeKinds } from '../../components/TradeKinds';
import { useTranslation } from '../../i18n';
import { useQuote } from '../spot/data';
import { stepDecimals } from '../spot/market';
import { availableIn } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { FuturesOrderForm } from './components/FuturesOrderForm';
import { MarketHours } from './components/MarketHours';
import { Positions } from './components/Positions';
import { useFuturesMarkets } from './data';
import { type FuturesTab, FuturesTabs, pickFuturesMarket, tabOf } from './markets';
import './futures.css';

/** The order form over the market's margin account, once the balances and a price are known. */
const OrderPanel = ({ market }: { market: FuturesMarket }) => {
  const overview = useWalletOverview();
  const price = useQuote(market.symbol)?.price;
  return (
    <section className="card spot__form">
      <Loaded data={overview.data} onRetry={overview.reload}>
        {(balances: WalletOverview) =>
          price === undefined ? (
            <Loading />
          ) : (
            <FuturesOrderForm
              // Another market is a fresh form.
              key={market.symbol}
              market={market}
              referencePrice={price}
              available={availableIn(balances, market.account, market.quoteId)}
              onOpened={overview.reload}
            />
          )
        }
      </Loaded>
    </section>
  );
};

/** One tab's market: its head (and hours), the form, and the user's positions. */
const MarketView = ({
  markets,
  tab,
  signedIn,
}: {
  markets: readonly FuturesMarket[];
  tab: FuturesTab;
  signedIn: boolean;
}) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const market = pickFuturesMarket(markets, tab, params.get('symbol'));
  const quote = useQuote(market?.symbol ?? '');
  if (market === undefined) return <EmptyState text={t('futures.noMarkets')} testId="futures-none" />;
  return (
    <>
      <MarketHeader
        symbols={markets.filter((candidate) => tabOf(candidate) === tab).map((candidate) => candidate.symbol)}
        symbol={market.symbol}
        priceDecimals={stepDecimals(market.priceStep)}
        quote={quote}
        onPick={(symbol) => setParams(new URLSearchParams({ tab, symbol }), { replace: true })}
        testId="futures-market"
      >
        <MarketHours market={market} />
      </MarketHeader>
      {signedIn ? (
        <>
          <OrderPanel market={market} />
          <Positions markets={markets} />
        </>
      ) : (
        <section className="card spot__form">
          <LoginToTrade
            hint={t('futures.loginHint')}
            label={t('futures.loginToTrade')}
            testId="futures-login"
          />
        </section>
      )}
    </>
  );
};

/**
 * Spec §2 `pages/transaction/contract`, the Trade tab's futures view: crypto contracts and the
 * stock tab's contracts (`?tab=stock`, with their exchange's hours), the order form with what
 * opening takes, and the positions, live.
 */
export default function FuturesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const markets = useFuturesMarkets();
  const [params, setParams] = useSearchParams();
  const tab: FuturesTab = params.get('tab') === 'stock' ? 'stock' : 'crypto';
  return (
    <div className="screen futures" data-testid="page-futures">
      <NavBar
        titleKey={route.titleKey}
        back={route.tab === undefined}
        right={
          signedIn ? (
            <IconLink
              to={Paths.futuresHistory}
              label={t('futures.historyTitle')}
              testId="open-futures-history"
            >
              <IconReceipt />
            </IconLink>
          ) : null
        }
      />
      <TradeKinds current="futures" />
      <div className="screen__tabs">
        <Segmented<FuturesTab>
          size="small"
          options={FuturesTabs.map((key) => ({ key, label: t(`futures.kinds.${key}`) }))}
          value={tab}
          onChange={(next) => setParams(new URLSearchParams({ tab: next }), { replace: true })}
          testId="futures-tab"
        />
      </div>
      <Loaded data={markets.data} onRetry={markets.reload}>
        {(list) => <MarketView markets={list} tab={tab} signedIn={signedIn} />}
      </Loaded>
    </div>
  );
}

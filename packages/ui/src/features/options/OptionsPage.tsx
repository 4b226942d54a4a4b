import type { OptionMarket, OptionsOffer, PayableCurrency, WalletOverview } from '@tessera/core';
import { useState } from 'react';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { MarketPicker } from '../../components/MarketPicker';
import { NavBar } from '../../components/NavBar';
import { EmptyState } from '../../components/States';
import { TradeKinds } from '../../components/TradeKinds';
import { useTranslation } from '../../i18n';
import { availableIn } from '../wallet/balances';
import { useWalletOverview } from '../wallet/data';
import { OptionLists } from './components/OptionLists';
import { OptionSheet } from './components/OptionSheet';
import { PriceLine } from './components/PriceLine';
import { useOptionsOffer, usePayableCurrencies } from './data';
import './options.css';

/** The market in `?symbol=`, else the first on offer. */
const pickMarket = (markets: readonly OptionMarket[], symbol: string | null) =>
  markets.find((market) => market.symbol === symbol) ?? markets[0];

/** The market's price line, the order sheet over the options balance, and the order lists. */
const Trading = ({ offer, currency }: { offer: OptionsOffer; currency: PayableCurrency }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const overview = useWalletOverview();
  // An order placed or settled: the lists start over (the balance follows the `balances` push).
  const [version, setVersion] = useState(0);
  const market = pickMarket(offer.markets, params.get('symbol'));
  if (market === undefined || offer.durations.length === 0)
    return <EmptyState text={t('options.noMarkets')} testId="options-none" />;
  return (
    <>
      <PriceLine
        symbol={market.symbol}
        picker={
          <MarketPicker
            symbols={offer.markets.map((offered) => offered.symbol)}
            symbol={market.symbol}
            onPick={(symbol) => setParams(new URLSearchParams({ symbol }), { replace: true })}
            testId="options-symbol"
          />
        }
      />
      <section className="card spot__form">
        <Loaded data={overview.data} onRetry={overview.reload}>
          {(balances: WalletOverview) => (
            <OptionSheet
              // Another market is a fresh sheet; an order running on the last one goes on in the list.
              key={market.symbol}
              market={market}
              currency={currency}
              durations={offer.durations}
              available={availableIn(balances, 'options', currency.id)}
              onChanged={() => setVersion((current) => current + 1)}
            />
          )}
        </Loaded>
      </section>
      <OptionLists version={version} />
    </>
  );
};

/**
 * Spec §2 `pages/transaction/seconds_order`, the Trade tab's options view: call a market's price
 * up or down over a few seconds, staked from the options account.
 */
export default function OptionsPage({ route }: PageProps) {
  const offer = useOptionsOffer();
  const currencies = usePayableCurrencies();
  const { t } = useTranslation();
  return (
    <div className="screen options" data-testid="page-options">
      <NavBar titleKey={route.titleKey} back={route.tab === undefined} />
      <TradeKinds current="options" />
      <Loaded data={offer.data} onRetry={offer.reload}>
        {(published) => (
          <Loaded data={currencies.data} onRetry={currencies.reload}>
            {(payable) => {
              const currency = payable[0];
              return currency === undefined ? (
                <EmptyState text={t('options.noMarkets')} testId="options-none" />
              ) : (
                <Trading offer={published} currency={currency} />
              );
            }}
          </Loaded>
        )}
      </Loaded>
    </div>
  );
}

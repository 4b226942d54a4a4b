import {
  failureMessage,
  isOnTab,
  type MarketTab,
  MarketTabs,
  type QuoteSort,
  type QuotesContext,
  quotesInOrder,
  sortQuotes,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { useOwnedActor, useTessera } from '../../app/services';
import { isSignedIn } from '../../app/session';
import { ButtonLink } from '../../components/ButtonLink';
import { IconLink } from '../../components/IconLink';
import { IconSearch } from '../../components/Icons';
import { NavBar } from '../../components/NavBar';
import { type QuoteRowExtras, QuotesCard } from '../../components/QuoteList';
import { Loading } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { EmptyState, ErrorState } from '../../components/States';
import { noticeText, useTranslation } from '../../i18n';
import { FavouriteStar } from './components/FavouriteStar';
import { SortHead } from './components/SortHead';
import { StockSession } from './components/StockSession';
import { type FavouritesView, useFavourites } from './data';
import { MARKET_TAB_PARAM, marketTabOf, tradePathOf } from './links';

/** The favourites tab for a visitor: what it is for, and the way to log in. */
const LoginForFavourites = () => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="inline-state" data-testid="favourites-login">
      <p className="inline-state__title">{t('market.favouritesLogin')}</p>
      <p className="inline-state__detail">{t('market.favouritesLoginHint')}</p>
      <ButtonLink to={Paths.login} state={{ from: `${location.pathname}${location.search}` }} tone="primary">
        {t('market.logIn')}
      </ButtonLink>
    </div>
  );
};

const NO_FAVOURITES: ReadonlySet<string> = new Set();

/** The markets on `tab`, in the order `sort` asks for; read once a frame from the quotes. */
const pickerFor =
  (tab: MarketTab, favourites: ReadonlySet<string>, sort: QuoteSort) =>
  (context: QuotesContext): readonly string[] => {
    const listed = quotesInOrder(context).filter((quote) => isOnTab(quote, tab, favourites));
    return sortQuotes(listed, sort).map((quote) => quote.symbol);
  };

/**
 * Market (`pages/market/market`): every market's live quote on four tabs (favourites, coins,
 * futures, stock), sortable by last price and 24 h change. A tap opens the market's trade view;
 * signed-in users star their favourites. The tab is kept in the address.
 */
export default function MarketPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  const signedIn = useSelector(tessera.session, isSignedIn);
  const favourites = useFavourites();
  const [params, setParams] = useSearchParams();
  const tab = marketTabOf(params.get(MARKET_TAB_PARAM));
  const [sort, setSort] = useState<QuoteSort>(null);
  const starred = favourites.symbols.status === 'ready' ? favourites.symbols.value : undefined;

  const pick = useMemo(() => pickerFor(tab, starred ?? NO_FAVOURITES, sort), [tab, starred, sort]);
  const kindOf = (symbol: string) => quotes?.getSnapshot().context.quotes[symbol]?.kind ?? 'crypto';
  const extras = (symbol: string): QuoteRowExtras => {
    const to = tradePathOf(symbol, kindOf(symbol), tab);
    return {
      to,
      ...(tab === 'futures' ? { tag: t('market.perpetual') } : {}),
      ...(signedIn && starred
        ? {
            aside: (
              <FavouriteStar
                symbol={symbol}
                on={starred.has(symbol)}
                busy={favourites.pending.has(symbol)}
                onToggle={() => favourites.toggle(symbol)}
              />
            ),
          }
        : {}),
    };
  };

  return (
    <div className="screen" data-testid="page-market">
      <NavBar
        titleKey={route.titleKey}
        back={route.tab === undefined}
        right={
          <IconLink to={Paths.search} label={t('market.search')} testId="market-search">
            <IconSearch />
          </IconLink>
        }
      />
      <div className="market-tabs">
        <Segmented
          options={MarketTabs.map((key) => ({ key, label: t(`market.tabs.${key}`) }))}
          value={tab}
          onChange={(next) => setParams({ [MARKET_TAB_PARAM]: next }, { replace: true })}
          testId="market-tab"
        />
      </div>
      {tab === 'stock' ? <StockSession /> : null}
      {tab === 'favourites' && !signedIn ? (
        <section className="card">
          <LoginForFavourites />
        </section>
      ) : tab === 'favourites' && starred === undefined ? (
        <FavouritesNotLoaded favourites={favourites} />
      ) : (
        <QuotesCard
          actor={quotes}
          title={t(`market.titles.${tab}`)}
          pick={pick}
          head={<SortHead sort={sort} onSort={setSort} withAside={signedIn && starred !== undefined} />}
          empty={
            tab === 'favourites' ? (
              <EmptyState
                testId="favourites-empty"
                text={t('market.noFavourites')}
                hint={t('market.noFavouritesHint')}
              />
            ) : undefined
          }
          extras={extras}
        />
      )}
    </div>
  );
}

/** The favourites list on its way or failed: the favourites tab can show nothing else yet. */
const FavouritesNotLoaded = ({ favourites }: { favourites: FavouritesView }) => {
  const { t } = useTranslation();
  return (
    <section className="card">
      {favourites.symbols.status === 'failed' ? (
        <ErrorState
          testId="favourites-error"
          title={t('market.favouritesFailed')}
          detail={noticeText(t, failureMessage(favourites.symbols.failure))}
          onRetry={favourites.retry}
        />
      ) : (
        <Loading testId="favourites-loading" />
      )}
    </section>
  );
};

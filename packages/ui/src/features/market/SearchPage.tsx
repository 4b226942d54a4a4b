import { latestValue, type QuotesContext, quotesInOrder, searchQuotes } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { useOwnedActor, useTessera } from '../../app/services';
import { IconSearch } from '../../components/Icons';
import { NavBar } from '../../components/NavBar';
import { type QuoteRowExtras, type QuotesActor, QuotesCard } from '../../components/QuoteList';
import { EmptyState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { useHotSearches, useRecentSearches } from './data';
import { SEARCH_QUERY_PARAM, tradePathOf } from './links';

/** The markets answering `query`, best first, in the exchange's order within each group. */
const resultsFor =
  (query: string) =>
  (context: QuotesContext): readonly string[] =>
    searchQuotes(quotesInOrder(context), query).map((quote) => quote.symbol);

/**
 * One suggested market: a tradable one opens its trade view (and is remembered); a share, which
 * has no trade view yet, is searched for so its live quote shows.
 */
const MarketChip = ({
  symbol,
  quotes,
  onOpen,
  onSearch,
  testId,
}: {
  symbol: string;
  quotes: QuotesActor | undefined;
  onOpen: (symbol: string) => void;
  onSearch: (query: string) => void;
  testId: string;
}) => {
  const kind = useSelector(quotes, (snapshot) => snapshot?.context.quotes[symbol]?.kind);
  // A hot search the quotes do not know yet is searched for instead of opened.
  const to = kind === undefined ? undefined : tradePathOf(symbol, kind);
  return to === undefined ? (
    <button type="button" className="chips__item" onClick={() => onSearch(symbol)} data-testid={testId}>
      {symbol}
    </button>
  ) : (
    <Link to={to} className="chips__item" onClick={() => onOpen(symbol)} data-testid={testId}>
      {symbol}
    </Link>
  );
};

/** A titled card of suggested markets (`<testId>es` on the card, `<testId>` on each chip). */
const Suggestions = ({
  title,
  action,
  symbols,
  chip,
  testId,
}: {
  title: string;
  action?: ReactNode;
  symbols: readonly string[];
  chip: (symbol: string, testId: string) => ReactNode;
  testId: string;
}) => (
  <section className="card suggestions" data-testid={`${testId}es`}>
    <div className="section-head">
      <h2 className="section-head__title">{title}</h2>
      {action}
    </div>
    <div className="chips chips--wrap">{symbols.map((symbol) => chip(symbol, testId))}</div>
  </section>
);

/**
 * Market search (`pages/market/search`): results as the user types (base symbol or pair, any
 * case), with live prices; before typing, the recent searches kept on this device and the
 * exchange's hot searches. The query is kept in the address, so going back shows the same results.
 */
export default function SearchPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  const [params, setParams] = useSearchParams();
  // The field reads its own state: a router round trip per keystroke would drop fast typing.
  const [query, setQuery] = useState(() => params.get(SEARCH_QUERY_PARAM) ?? '');
  const kept = params.get(SEARCH_QUERY_PARAM) ?? '';
  useEffect(() => {
    if (kept !== query) setParams(query === '' ? {} : { [SEARCH_QUERY_PARAM]: query }, { replace: true });
  }, [kept, query, setParams]);
  const { recent, remember, clear } = useRecentSearches();
  const hot = latestValue(useHotSearches().data) ?? [];
  const pick = useMemo(() => resultsFor(query), [query]);
  const kindOf = (symbol: string) => quotes?.getSnapshot().context.quotes[symbol]?.kind ?? 'crypto';
  const extras = (symbol: string): QuoteRowExtras => ({
    to: tradePathOf(symbol, kindOf(symbol)),
    onOpen: () => remember(symbol),
  });
  const chip = (symbol: string, testId: string) => (
    <MarketChip
      key={symbol}
      symbol={symbol}
      quotes={quotes}
      onOpen={remember}
      onSearch={setQuery}
      testId={testId}
    />
  );

  return (
    <div className="screen" data-testid="page-market-search">
      <NavBar titleKey={route.titleKey} />
      <div className="search">
        <IconSearch />
        <input
          className="search__input"
          type="search"
          // The page exists to type into: the keyboard opens with it.
          // biome-ignore lint/a11y/noAutofocus: the search page's one purpose is this field.
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('market.searchPlaceholder')}
          aria-label={t('market.search')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="search-input"
        />
      </div>
      {query.trim() !== '' ? (
        <QuotesCard
          actor={quotes}
          title={t('market.results')}
          pick={pick}
          empty={<EmptyState testId="search-empty" text={t('market.noResults', { query: query.trim() })} />}
          extras={extras}
        />
      ) : (
        <>
          {recent.length > 0 ? (
            <Suggestions
              title={t('market.recent')}
              action={
                <button type="button" className="link-button" onClick={clear} data-testid="recent-clear">
                  {t('market.clearRecent')}
                </button>
              }
              symbols={recent}
              chip={chip}
              testId="recent-search"
            />
          ) : null}
          {hot.length > 0 ? (
            <Suggestions title={t('market.hot')} symbols={hot} chip={chip} testId="hot-search" />
          ) : null}
        </>
      )}
    </div>
  );
}

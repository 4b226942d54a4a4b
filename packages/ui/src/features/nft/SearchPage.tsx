import { useMemo } from 'react';
import { useTickingClock } from '../../app/exchange-clock';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { type ArtworkFilter, ArtworkList } from './components/ArtworkList';
import { SearchBox } from './components/SearchBox';
import { useNftCurrency } from './data';
import '../finance/wealth.css';
import './nft.css';

/**
 * Spec §2 `pages/nft/components/search` (`?q=` the words): the marketplace's search over artworks'
 * names and codes and their artists' and collections' names, the results as the marketplace lists
 * them. Open to everyone.
 */
export default function SearchPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const words = (params.get('q') ?? '').trim();
  const currency = useNftCurrency();
  const clock = useTickingClock();
  const filter = useMemo<ArtworkFilter>(() => ({ search: words }), [words]);
  return (
    <Screen route={route} testId="page-nft-search">
      <SearchBox
        initial={words}
        autoFocus={words === ''}
        onSearch={(next) => setParams(next === '' ? {} : { q: next }, { replace: true })}
      />
      {words === '' ? (
        <p className="screen__hint" data-testid="nft-search-hint">
          {t('nft.searchHint')}
        </p>
      ) : (
        <>
          <p className="screen__hint" data-testid="nft-search-for">
            {t('nft.resultsFor', { words })}
          </p>
          <Loaded data={currency.data} onRetry={currency.reload}>
            {(money) =>
              clock.known ? (
                <ArtworkList
                  key={words}
                  filter={filter}
                  currency={money}
                  nowMs={clock.now().getTime()}
                  emptyText={t('nft.noResults', { words })}
                  testId="nft-results"
                />
              ) : (
                <Loading />
              )
            }
          </Loaded>
        </>
      )}
    </Screen>
  );
}

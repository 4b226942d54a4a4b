import { useTranslation } from 'react-i18next';
import { type PageProps, Paths } from '../app/routes';
import { useOwnedActor, useTessera } from '../app/services';
import { IconLink } from '../components/IconLink';
import { IconSearch } from '../components/Icons';
import { NavBar } from '../components/NavBar';
import { QuotesCard } from '../components/QuoteList';

/** Market: every market's live quote. */
export default function MarketPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  return (
    <div className="screen" data-testid="page-market">
      <NavBar
        titleKey={route.titleKey}
        back={route.tab === undefined}
        right={
          <IconLink to={Paths.search} label={t('market.search')}>
            <IconSearch />
          </IconLink>
        }
      />
      <QuotesCard actor={quotes} title={t('market.allMarkets')} />
    </div>
  );
}

import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { Link, useLocation } from '../app/navigation';
import { isNewAccountState, type PageProps, Paths } from '../app/routes';
import { useOwnedActor, useTessera } from '../app/services';
import { isSignedIn, selectUser } from '../app/session';
import { displayName } from '../components/Avatar';
import { ButtonLink } from '../components/ButtonLink';
import { IconLink } from '../components/IconLink';
import { IconGlobe } from '../components/Icons';
import {
  IconBuyCrypto,
  IconCopy,
  IconFutures,
  IconGem,
  IconInvest,
  IconLoan,
  IconMining,
  IconRocket,
  IconUser,
} from '../components/MenuIcons';
import { QuotesCard } from '../components/QuoteList';
import { SiteBrand } from '../components/SiteBrand';
import { BannerCarousel, NoticeTicker, PopupAnnouncement } from '../features/content/components/HomeContent';
import { MessagesBell } from '../features/messages/components/MessagesBell';
import { useTranslation } from '../i18n';

/**
 * The shortcuts, four to a row. Buy crypto comes first (where most users start); Deposit, which the
 * signed-in hero above offers too, keeps its place on the assets page and in the hero.
 */
const ENTRIES: readonly { key: string; path: string; Icon: () => ReactElement }[] = [
  { key: 'buyCrypto', path: Paths.quickBuy, Icon: IconBuyCrypto },
  { key: 'futures', path: Paths.futures, Icon: IconFutures },
  { key: 'copyTrading', path: Paths.copyTrading, Icon: IconCopy },
  { key: 'mining', path: Paths.mining, Icon: IconMining },
  { key: 'invest', path: Paths.invest, Icon: IconInvest },
  { key: 'ieo', path: Paths.ieo, Icon: IconRocket },
  { key: 'nft', path: Paths.nft, Icon: IconGem },
  { key: 'loans', path: Paths.loans, Icon: IconLoan },
];

/**
 * Home: greeting, the banners and the notice ticker, shortcuts and the live market list; the
 * pop-up announcement once per version. The exchange's `/menu` lists the same shortcuts as
 * `ENTRIES` (with their titles in each language): the app keeps its own, with their icons.
 */
export default function HomePage(_: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  const signedIn = useSelector(tessera.session, isSignedIn);
  const user = useSelector(tessera.session, selectUser);
  const name = user ? displayName(user) : '';
  const newAccount = isNewAccountState(useLocation().state);

  return (
    <div className="screen screen--home" data-testid="page-home">
      <header className="navbar navbar--brand">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            T
          </span>
          <SiteBrand />
        </div>
        <div className="navbar__side navbar__side--end">
          <MessagesBell />
          <IconLink to={Paths.language} label={t('home.language')} testId="open-language">
            <IconGlobe />
          </IconLink>
          <IconLink to={Paths.setting} label={t('home.account')} testId="open-account">
            <IconUser />
          </IconLink>
        </div>
      </header>

      <section className="hero" data-testid="home-hero">
        {signedIn ? (
          <>
            {user ? (
              <h2 className="hero__title" data-testid="home-greeting">
                {t(newAccount ? 'home.newUserTitle' : 'home.userTitle', { name })}
              </h2>
            ) : (
              // Signed in, the user not loaded yet: an empty line of the same height, not "Welcome back, ".
              <h2 className="hero__title" aria-busy="true">
                {'\u00a0'}
              </h2>
            )}
            <p className="hero__subtitle">{t(newAccount ? 'home.newUserSubtitle' : 'home.userSubtitle')}</p>
            <div className="hero__actions">
              <ButtonLink to={Paths.deposit} tone="light">
                {t('home.entries.deposit')}
              </ButtonLink>
              <ButtonLink to={Paths.assets} tone="outline-light">
                {t('tabs.assets')}
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h2 className="hero__title">{t('home.guestTitle')}</h2>
            <p className="hero__subtitle">{t('home.guestSubtitle')}</p>
            <div className="hero__actions">
              <ButtonLink to={Paths.register} tone="light" data-testid="home-register">
                {t('auth.submitRegister')}
              </ButtonLink>
              <ButtonLink to={Paths.login} tone="outline-light" data-testid="home-login">
                {t('auth.submitLogin')}
              </ButtonLink>
            </div>
          </>
        )}
      </section>

      <BannerCarousel />
      <NoticeTicker />

      <nav className="entries" aria-label={t('app.name')}>
        {ENTRIES.map(({ key, path, Icon }) => (
          <Link key={key} to={path} className="entries__item" data-testid={`entry-${key}`}>
            <span className="entries__icon">
              <Icon />
            </span>
            <span className="entries__label">{t(`home.entries.${key}`)}</span>
          </Link>
        ))}
      </nav>

      <QuotesCard actor={quotes} title={t('home.markets')} />
      <PopupAnnouncement />
    </div>
  );
}

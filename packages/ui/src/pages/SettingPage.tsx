import { LANGUAGE_NAMES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type PageProps, Paths } from '../app/routes';
import { useServices } from '../app/services';
import { selectUser } from '../app/session';
import {
  IconBell,
  IconChevron,
  IconGift,
  IconGlobe,
  IconIdCard,
  IconInfo,
  IconShield,
} from '../components/Icons';
import { NavBar } from '../components/NavBar';
import { Spinner } from '../components/States';

const ROWS: readonly { key: string; path: string; Icon: () => ReactElement }[] = [
  { key: 'security', path: Paths.security, Icon: IconShield },
  { key: 'verification', path: Paths.verification, Icon: IconIdCard },
  { key: 'share', path: Paths.share, Icon: IconGift },
  { key: 'messages', path: Paths.messages, Icon: IconBell },
  { key: 'about', path: Paths.about, Icon: IconInfo },
];

/** The signed-in user's page: profile summary, settings entries, language, log out. */
export default function SettingPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const user = useSelector(tessera.session, selectUser);
  const loadingUser = useSelector(tessera.session, (snapshot) =>
    snapshot.matches({ signedIn: 'loadingUser' }),
  );
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);

  const logout = () => {
    tessera.session.send({ type: 'session.logout' });
    toasts.show({ key: 'auth.loggedOut' });
    navigate(Paths.home, { replace: true });
  };

  const name = user?.nickname || user?.username || user?.email || user?.mobile || '';
  return (
    <div className="screen" data-testid="page-setting">
      <NavBar titleKey={route.titleKey} />
      <section className="card profile" data-testid="profile">
        {user === null ? (
          loadingUser ? (
            <div className="profile__loading">
              <Spinner small />
              <span>{t('common.loading')}</span>
            </div>
          ) : (
            <p className="profile__name">{t('common.noData')}</p>
          )
        ) : (
          <>
            <span className="avatar" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
            <div className="profile__body">
              <p className="profile__name" data-testid="profile-name">
                {name}
              </p>
              <p className="profile__meta">
                <span>{t('settings.uid', { id: user.id })}</span>
                <span className="badge badge--vip">{t('settings.vip', { level: user.vipLevel })}</span>
                <span className={user.verificationLevel > 0 ? 'badge badge--ok' : 'badge'}>
                  {t(`settings.level${user.verificationLevel}`)}
                </span>
              </p>
              <p className="profile__meta">
                {t('settings.inviteCode')}:{' '}
                <strong data-testid="profile-invite-code">{user.inviteCode}</strong>
              </p>
            </div>
          </>
        )}
      </section>

      <ul className="card list">
        <li>
          <Link to={Paths.language} className="list__row" data-testid="setting-language">
            <span className="list__icon">
              <IconGlobe />
            </span>
            <span className="list__text">{t('settings.language')}</span>
            <span className="list__value">{LANGUAGE_NAMES[language]}</span>
            <IconChevron />
          </Link>
        </li>
        {ROWS.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link to={path} className="list__row">
              <span className="list__icon">
                <Icon />
              </span>
              <span className="list__text">{t(`settings.${key}`)}</span>
              <IconChevron />
            </Link>
          </li>
        ))}
      </ul>

      <div className="screen__actions">
        <button type="button" className="button button--danger-ghost" onClick={logout} data-testid="logout">
          {t('settings.logout')}
        </button>
      </div>
    </div>
  );
}

import { LANGUAGE_NAMES } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { Link, useNavigate } from '../app/navigation';
import { type PageProps, Paths } from '../app/routes';
import { useServices } from '../app/services';
import { selectUser } from '../app/session';
import { Avatar, displayName } from '../components/Avatar';
import { IconChevron, IconGlobe } from '../components/Icons';
import { LinkRow } from '../components/LinkRow';
import {
  IconBank,
  IconBell,
  IconCoins,
  IconCurrency,
  IconGem,
  IconGift,
  IconIdCard,
  IconInfo,
  IconReceipt,
  IconScales,
  IconShield,
  IconTicket,
} from '../components/MenuIcons';
import { NavBar } from '../components/NavBar';
import { Spinner } from '../components/States';
import { useTranslation } from '../i18n';

interface Row {
  readonly key: string;
  readonly to: string;
  readonly Icon: () => ReactElement;
  readonly value?: string;
  readonly testId: string;
}

const Rows = ({ rows }: { rows: readonly Row[] }) => {
  const { t } = useTranslation();
  return (
    <ul className="card list">
      {rows.map(({ key, ...row }) => (
        <LinkRow key={key} label={t(`settings.${key}`)} {...row} />
      ))}
    </ul>
  );
};

/** The signed-in user's hub: profile, security, payout details, verification, preferences, log out. */
export default function SettingPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const user = useSelector(tessera.session, selectUser);
  const loadingUser = useSelector(tessera.session, (snapshot) =>
    snapshot.matches({ signedIn: 'loadingUser' }),
  );
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const fiat = useSelector(tessera.fiat, (snapshot) => snapshot.context.fiat);

  const logout = () => {
    tessera.session.send({ type: 'session.logout' });
    toasts.show({ key: 'auth.loggedOut' });
    navigate(Paths.home, { replace: true });
  };

  return (
    <div className="screen" data-testid="page-setting">
      <NavBar titleKey={route.titleKey} />
      {user === null ? (
        <section className="card profile" data-testid="profile">
          {loadingUser ? (
            <div className="profile__loading">
              <Spinner small />
              <span>{t('common.loading')}</span>
            </div>
          ) : (
            <p className="profile__name">{t('common.noData')}</p>
          )}
        </section>
      ) : (
        <Link to={Paths.userInfo} className="card profile profile--link" data-testid="profile">
          <Avatar user={user} />
          <div className="profile__body">
            <p className="profile__name" data-testid="profile-name">
              {displayName(user)}
            </p>
            <p className="profile__meta">
              <span>{t('settings.uid', { id: user.id })}</span>
              <span className="badge badge--vip">{t('settings.vip', { level: user.vipLevel })}</span>
              <span className={user.verificationLevel > 0 ? 'badge badge--ok' : 'badge'}>
                {t(`settings.level${user.verificationLevel}`)}
              </span>
            </p>
            <p className="profile__meta">
              {t('settings.inviteCode')}: <strong data-testid="profile-invite-code">{user.inviteCode}</strong>
            </p>
          </div>
          <IconChevron />
        </Link>
      )}

      <Rows
        rows={[
          { key: 'security', to: Paths.security, Icon: IconShield, testId: 'setting-security' },
          {
            key: 'verification',
            to: Paths.real,
            Icon: IconIdCard,
            testId: 'setting-verification',
            ...(user ? { value: t(`settings.level${user.verificationLevel}`) } : {}),
          },
        ]}
      />
      <Rows
        rows={[
          { key: 'bank', to: Paths.bank, Icon: IconBank, testId: 'setting-bank' },
          {
            key: 'bankInternational',
            to: Paths.bankInternational,
            Icon: IconBank,
            testId: 'setting-bank-international',
          },
          { key: 'wallet', to: Paths.wallet, Icon: IconCoins, testId: 'setting-wallet' },
          { key: 'bill', to: Paths.bill, Icon: IconReceipt, testId: 'setting-bill' },
        ]}
      />
      <Rows
        rows={[
          {
            key: 'language',
            to: Paths.language,
            Icon: IconGlobe,
            value: LANGUAGE_NAMES[language],
            testId: 'setting-language',
          },
          { key: 'fiat', to: Paths.fiat, Icon: IconCurrency, value: fiat, testId: 'setting-fiat' },
          { key: 'share', to: Paths.share, Icon: IconGift, testId: 'setting-share' },
          { key: 'coupons', to: Paths.coupons, Icon: IconTicket, testId: 'setting-coupons' },
          { key: 'reserves', to: Paths.reserves, Icon: IconScales, testId: 'setting-reserves' },
          {
            key: 'vipLevel',
            to: Paths.vip,
            Icon: IconGem,
            testId: 'setting-vip',
            ...(user ? { value: t('settings.vip', { level: user.vipLevel }) } : {}),
          },
          { key: 'messages', to: Paths.messages, Icon: IconBell, testId: 'setting-messages' },
          { key: 'about', to: Paths.about, Icon: IconInfo, testId: 'setting-about' },
        ]}
      />

      <div className="screen__actions">
        <button type="button" className="button button--danger-ghost" onClick={logout} data-testid="logout">
          {t('settings.logout')}
        </button>
      </div>
    </div>
  );
}

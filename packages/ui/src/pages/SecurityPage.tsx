import { isHeld, type User } from '@tessera/core';
import { useRemote } from '../app/forms';
import { type PageProps, Paths } from '../app/routes';
import { LinkRow } from '../components/LinkRow';
import { IconDevices, IconFish, IconKey, IconMail, IconPhone, IconShield } from '../components/MenuIcons';
import { Screen, WithUser } from '../components/Screen';
import { useFormat, useTranslation } from '../i18n';

/** Spec: after a password or payment-password change, withdrawals are held for 24 hours. Say so. */
export const WithdrawalHoldNotice = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const until = user.withdrawalsHeldUntil;
  if (until === null || !isHeld({ until, now: new Date() })) return null;
  return (
    <p className="notice notice--warning" role="status" data-testid="withdrawals-held">
      {t('security.withdrawalsHeld', { time: format.dateTime(until) })}
    </p>
  );
};

/** Two-factor authentication: on, off, or nothing while its status loads. */
const TwoFactorRow = () => {
  const { t } = useTranslation();
  const { data } = useRemote((api) => api.account.twoFactorStatus());
  const enabled = data.status === 'ready' ? data.value.enabled : undefined;
  return (
    <LinkRow
      to={Paths.twoFactor}
      Icon={IconShield}
      label={t('twoFactor.title')}
      value={enabled === undefined ? '' : enabled ? t('twoFactor.on') : t('twoFactor.off')}
      warn={enabled === false}
      testId="security-two-factor"
    />
  );
};

const SecurityList = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  return (
    <>
      <WithdrawalHoldNotice user={user} />
      <ul className="card list">
        <LinkRow
          to={Paths.password}
          Icon={IconShield}
          label={t('security.loginPassword')}
          value={t('security.change')}
          testId="security-password"
        />
        <LinkRow
          to={Paths.payPassword}
          Icon={IconKey}
          label={t('security.payPassword')}
          value={user.hasPayPassword ? t('security.change') : t('security.notSet')}
          warn={!user.hasPayPassword}
          testId="security-pay-password"
        />
        <TwoFactorRow />
        <LinkRow
          to={Paths.bindMobile}
          Icon={IconPhone}
          label={t('security.mobile')}
          detail={user.mobile ?? undefined}
          value={user.mobile === null ? t('security.notBound') : t('security.change')}
          warn={user.mobile === null}
          testId="security-mobile"
        />
        <LinkRow
          to={Paths.bindEmail}
          Icon={IconMail}
          label={t('security.email')}
          detail={user.email ?? undefined}
          value={user.email === null ? t('security.notBound') : t('security.change')}
          warn={user.email === null}
          testId="security-email"
        />
        <LinkRow
          to={Paths.antiPhishing}
          Icon={IconFish}
          label={t('security.antiPhishing')}
          value={user.hasAntiPhishingCode ? t('security.change') : t('security.notSet')}
          testId="security-anti-phishing"
        />
        <LinkRow
          to={Paths.devices}
          Icon={IconDevices}
          label={t('security.devices')}
          testId="security-devices"
        />
      </ul>
      <p className="screen__hint">{t('security.hint')}</p>
    </>
  );
};

/** Spec §2 security: login and payment passwords, two-factor authentication, the bound mobile and email; issue 11: the anti-phishing code and the signed-in devices. */
export default function SecurityPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-security">
      <WithUser>{(user) => <SecurityList user={user} />}</WithUser>
    </Screen>
  );
}

import { isHeld, type User } from '@tessera/core';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { IconChevron, IconKey, IconMail, IconPhone, IconShield } from '../components/Icons';
import { Screen, WithUser } from '../components/Screen';
import { formatDateTime } from '../i18n';

/** Spec: after a password or payment-password change, withdrawals are held for 24 hours. Say so. */
export const WithdrawalHoldNotice = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const language = useSelector(tessera.language, (snapshot) => snapshot.context.language);
  const until = user.withdrawalsHeldUntil;
  if (until === null || !isHeld({ until, now: new Date() })) return null;
  return (
    <p className="notice notice--warning" role="status" data-testid="withdrawals-held">
      {t('security.withdrawalsHeld', { time: formatDateTime(until, language) })}
    </p>
  );
};

const Row = ({
  to,
  Icon,
  label,
  value,
  warn = false,
  testId,
}: {
  to: string;
  Icon: () => ReactElement;
  label: string;
  value: string;
  warn?: boolean;
  testId: string;
}) => (
  <li>
    <Link to={to} className="list__row" data-testid={testId}>
      <span className="list__icon">
        <Icon />
      </span>
      <span className="list__text">{label}</span>
      <span className={warn ? 'list__value list__value--warn' : 'list__value'}>{value}</span>
      <IconChevron />
    </Link>
  </li>
);

const SecurityList = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  return (
    <>
      <WithdrawalHoldNotice user={user} />
      <ul className="card list">
        <Row
          to={Paths.password}
          Icon={IconShield}
          label={t('security.loginPassword')}
          value={t('security.change')}
          testId="security-password"
        />
        <Row
          to={Paths.payPassword}
          Icon={IconKey}
          label={t('security.payPassword')}
          value={user.hasPayPassword ? t('security.change') : t('security.notSet')}
          warn={!user.hasPayPassword}
          testId="security-pay-password"
        />
        <Row
          to={Paths.bindMobile}
          Icon={IconPhone}
          label={t('security.mobile')}
          value={user.mobile ?? t('security.notBound')}
          warn={user.mobile === null}
          testId="security-mobile"
        />
        <Row
          to={Paths.bindEmail}
          Icon={IconMail}
          label={t('security.email')}
          value={user.email ?? t('security.notBound')}
          warn={user.email === null}
          testId="security-email"
        />
      </ul>
      <p className="screen__hint">{t('security.hint')}</p>
    </>
  );
};

/** Spec §2 security: login and payment passwords, the bound mobile and email. */
export default function SecurityPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-security">
      <WithUser>{(user) => <SecurityList user={user} />}</WithUser>
    </Screen>
  );
}

import type { User } from '@tessera/core';
import { useCopy } from '../app/clipboard';
import { type PageProps, Paths } from '../app/routes';
import { QrCode } from '../components/QrCode';
import { Screen, WithUser } from '../components/Screen';
import { InviteRebate } from '../features/rewards/components/InviteRebate';
import { useTranslation } from '../i18n';

/** The sign-up link with the user's code: the register page prefills it from `?invite=`. */
export const inviteUrl = (code: string, base: string = `${location.origin}${location.pathname}`): string =>
  `${base}#${Paths.register}?invite=${encodeURIComponent(code)}`;

const Invite = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const copy = useCopy();
  const url = inviteUrl(user.inviteCode);
  return (
    <section className="card share" data-testid="share">
      <p className="share__lead">{t('share.lead')}</p>
      <QrCode text={url} alt={t('share.qrAlt')} testId="share-qr" />
      <p className="share__label">{t('settings.inviteCode')}</p>
      <p className="share__code" data-testid="share-code">
        {user.inviteCode}
      </p>
      <p className="share__url" data-testid="share-url">
        {url}
      </p>
      <div className="share__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void copy(user.inviteCode)}
          data-testid="share-copy-code"
        >
          {t('share.copyCode')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void copy(url)}
          data-testid="share-copy-link"
        >
          {t('share.copyLink')}
        </button>
      </div>
    </section>
  );
};

/**
 * Spec §2 share: the invitation code, a QR code of the sign-up link with it, and copy buttons; then
 * the rebate the code earns (the rate, the friends it brought, what they paid so far) and the way to
 * its records.
 */
export default function SharePage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-share">
      <WithUser>{(user) => <Invite user={user} />}</WithUser>
      <InviteRebate />
    </Screen>
  );
}

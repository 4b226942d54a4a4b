import type { User } from '@tessera/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageProps, Paths } from '../app/routes';
import { useServices } from '../app/services';
import { Loading, Screen, WithUser } from '../components/Screen';

/** The sign-up link with the user's code: the register page prefills it from `?invite=`. */
export const inviteUrl = (code: string, base: string = `${location.origin}${location.pathname}`): string =>
  `${base}#${Paths.register}?invite=${encodeURIComponent(code)}`;

const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the async clipboard (insecure origin), fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
};

const Invite = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const url = inviteUrl(user.inviteCode);
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 440, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setQr(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  const copy = (text: string) => async () =>
    toasts.show({ key: (await copyText(text)) ? 'share.copied' : 'share.copyFailed' });
  return (
    <section className="card share" data-testid="share">
      <p className="share__lead">{t('share.lead')}</p>
      <div className="share__qr">
        {qr ? <img src={qr} alt={t('share.qrAlt')} data-testid="share-qr" /> : <Loading />}
      </div>
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
          onClick={copy(user.inviteCode)}
          data-testid="share-copy-code"
        >
          {t('share.copyCode')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={copy(url)}
          data-testid="share-copy-link"
        >
          {t('share.copyLink')}
        </button>
      </div>
    </section>
  );
};

/** Spec §2 share: the invitation code, a QR code of the sign-up link with it, and copy buttons. */
export default function SharePage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-share">
      <WithUser>{(user) => <Invite user={user} />}</WithUser>
    </Screen>
  );
}

import { type DeviceSession, failureMessage } from '@tessera/core';
import { useState } from 'react';
import { deviceName } from '../app/device-name';
import { useSubmitter } from '../app/forms';
import { useNavigate } from '../app/navigation';
import { usePagedList } from '../app/paged';
import { type PageProps, Paths } from '../app/routes';
import { useServices } from '../app/services';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormNotice } from '../components/FormNotice';
import { PagedList } from '../components/PagedList';
import { Screen } from '../components/Screen';
import { useFormat, useTranslation } from '../i18n';

const DeviceRow = ({ session, onSignOut }: { session: DeviceSession; onSignOut: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="address" data-testid="device-row">
      <div className="address__head">
        <span className="address__name" data-testid="device-name">
          {deviceName(t, session)}
        </span>
        {session.current ? (
          <span className="badge badge--ok" data-testid="device-current">
            {t('security.thisDevice')}
          </span>
        ) : null}
      </div>
      {session.ip !== null ? (
        <p className="address__value" data-testid="device-ip">
          {t('security.ipAddress', { ip: session.ip })}
        </p>
      ) : null}
      <p className="device__line">{t('security.signedInAt', { time: format.dateTime(session.createdAt) })}</p>
      <p className="device__line">
        {t('security.lastActive', { time: format.dateTime(session.lastUsedAt) })}
      </p>
      <div className="inline-actions">
        <button
          type="button"
          className="button button--danger-ghost button--inline"
          onClick={onSignOut}
          data-testid="device-sign-out"
        >
          {t('security.signOut')}
        </button>
      </div>
    </div>
  );
};

/**
 * Issue 11 (ASVS 7.5.2): the devices signed in to the account, this one first, each with a sign-out
 * after a confirmation. Signing this device out is signing out.
 */
export default function DevicesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const list = usePagedList(tessera.api.account.sessions);
  const [asked, setAsked] = useState<DeviceSession>();
  const revoke = useSubmitter(
    (api) => (session: DeviceSession) => api.account.revokeSession(session.id),
    () => {
      const current = asked?.current === true;
      setAsked(undefined);
      if (current) {
        // The server has ended this session already: the logout only forgets it here.
        tessera.session.send({ type: 'session.logout' });
        toasts.show({ key: 'auth.loggedOut' });
        navigate(Paths.home, { replace: true });
        return;
      }
      toasts.show({ key: 'security.signedOut' });
      list.reload();
    },
  );
  return (
    <Screen route={route} testId="page-devices">
      <p className="screen__hint">{t('security.devicesLead')}</p>
      <PagedList
        view={list}
        renderItem={(session) => <DeviceRow session={session} onSignOut={() => setAsked(session)} />}
        keyOf={(session) => session.id}
        emptyText={t('security.devicesEmpty')}
        testId="devices"
      />
      <ConfirmDialog
        open={asked !== undefined}
        title={t('security.signOutTitle')}
        confirmLabel={revoke.busy ? t('security.signingOut') : t('security.signOut')}
        busy={revoke.busy}
        onConfirm={() => {
          if (asked !== undefined) revoke.submit(asked);
        }}
        onCancel={() => setAsked(undefined)}
      >
        {asked !== undefined ? (
          <p>
            <strong>{deviceName(t, asked)}</strong>
            {asked.ip !== null ? ` · ${asked.ip}` : ''}
          </p>
        ) : null}
        <p>{t(asked?.current ? 'security.signOutCurrentBody' : 'security.signOutBody')}</p>
        <FormNotice notice={revoke.failure ? failureMessage(revoke.failure) : null} />
      </ConfirmDialog>
    </Screen>
  );
}

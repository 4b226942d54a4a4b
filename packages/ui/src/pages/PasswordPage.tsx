import { type LoginPasswordChange, type User, validateLoginPasswordChange } from '@tessera/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onSubmit, useForm, useSubmitter } from '../app/forms';
import type { PageProps } from '../app/routes';
import { useServices } from '../app/services';
import { Checkbox } from '../components/Checkbox';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { NeedsContact } from '../components/NeedsContact';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { Screen, WithUser } from '../components/Screen';
import { SecurityCodeField, securityContact } from '../components/SecurityCodeField';
import { SubmitButton } from '../components/SubmitButton';

const PasswordForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const contact = securityContact(user);
  const [confirming, setConfirming] = useState<LoginPasswordChange>();
  const view = useForm(
    { password: '', rePassword: '', code: '', endOtherSessions: true },
    validateLoginPasswordChange,
  );
  const save = useSubmitter(
    (api) => api.account.changeLoginPassword,
    () => {
      toasts.show({ key: 'security.passwordChanged' });
      tessera.session.send({ type: 'session.refresh' });
      navigate(-1);
    },
  );
  if (contact === null) return <NeedsContact />;
  return (
    <form className="card form form--card" onSubmit={onSubmit(() => setConfirming(view.check()))} noValidate>
      <NewPasswordFields
        labelKey="auth.newPassword"
        password={view.form.password}
        rePassword={view.form.rePassword}
        onPassword={view.set('password')}
        onRePassword={view.set('rePassword')}
        errors={view.errors}
        passwordTestId="password-new"
        confirmTestId="password-confirm"
      />
      <SecurityCodeField
        contact={contact}
        value={view.form.code}
        onValue={view.set('code')}
        error={view.errors.code}
        testId="password-code"
      />
      <Checkbox
        checked={view.form.endOtherSessions}
        onChange={view.set('endOtherSessions')}
        label={t('security.endOtherSessions')}
        testId="password-end-sessions"
      />
      <p className="notice">{t('security.holdWarning')}</p>
      <SubmitButton
        submitter={save}
        label={t('security.changePassword')}
        busyLabel={t('common.saving')}
        testId="password-submit"
      />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('security.confirmTitle')}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) save.submit(confirming);
          setConfirming(undefined);
        }}
      >
        {t('security.holdWarning')}
      </ConfirmDialog>
    </form>
  );
};

/** Spec §2 password: change the login password with a fresh code; other devices can be signed out. */
export default function PasswordPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-password">
      <WithUser>{(user) => <PasswordForm user={user} />}</WithUser>
    </Screen>
  );
}

import { type PasswordChange, type User, validatePayPasswordChange } from '@tessera/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onSubmit, useForm, useSubmitter } from '../app/forms';
import type { PageProps } from '../app/routes';
import { useServices } from '../app/services';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Field } from '../components/Field';
import { NeedsContact } from '../components/NeedsContact';
import { Screen, WithUser } from '../components/Screen';
import { SecurityCodeField, securityContact } from '../components/SecurityCodeField';
import { SubmitButton } from '../components/SubmitButton';
import { validationText } from '../i18n';

const digitsOnly = (set: (value: string) => void) => (value: string) =>
  set(value.replace(/\D/g, '').slice(0, 6));

const PayPasswordForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const contact = securityContact(user);
  const [confirming, setConfirming] = useState<PasswordChange>();
  const view = useForm({ password: '', rePassword: '', code: '' }, validatePayPasswordChange);
  const save = useSubmitter(
    (api) => api.account.setPayPassword,
    () => {
      toasts.show({ key: 'security.payPasswordSaved' });
      tessera.session.send({ type: 'session.refresh' });
      navigate(-1);
    },
  );
  if (contact === null) return <NeedsContact />;
  return (
    <form className="card form form--card" onSubmit={onSubmit(() => setConfirming(view.check()))} noValidate>
      <p className="form__lead">
        {t(user.hasPayPassword ? 'security.payPasswordChangeLead' : 'security.payPasswordSetLead')}
      </p>
      <Field
        label={t('security.payPasswordNew')}
        placeholder={t('security.payPasswordPlaceholder')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={view.form.password}
        onValue={digitsOnly(view.set('password'))}
        error={validationText(t, view.errors.password)}
        testId="pay-password"
      />
      <Field
        label={t('auth.confirmPassword')}
        placeholder={t('security.payPasswordPlaceholder')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={view.form.rePassword}
        onValue={digitsOnly(view.set('rePassword'))}
        error={validationText(t, view.errors.rePassword)}
        testId="pay-password-confirm"
      />
      <SecurityCodeField
        contact={contact}
        value={view.form.code}
        onValue={view.set('code')}
        error={view.errors.code}
        testId="pay-password-code"
      />
      <p className="notice">{t('security.holdWarning')}</p>
      <SubmitButton
        submitter={save}
        label={t(user.hasPayPassword ? 'security.changePayPassword' : 'security.setPayPassword')}
        busyLabel={t('common.saving')}
        testId="pay-password-submit"
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

/** Spec §2 payPassword: the six-digit payment password, set once and changed with a fresh code. */
export default function PayPasswordPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-pay-password">
      <WithUser>{(user) => <PayPasswordForm user={user} />}</WithUser>
    </Screen>
  );
}

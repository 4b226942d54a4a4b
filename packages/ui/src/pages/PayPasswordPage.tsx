import { type User, validatePayPasswordChange } from '@tessera/core';
import { useForm } from '../app/forms';
import type { PageProps } from '../app/routes';
import { NewSecretForm } from '../components/NewSecretForm';
import { PinField } from '../components/PinField';
import { Screen, WithUser } from '../components/Screen';
import { useTranslation } from '../i18n';

const PayPasswordForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const view = useForm({ password: '', rePassword: '', code: '' }, validatePayPasswordChange);
  return (
    <NewSecretForm
      user={user}
      view={view}
      submit={(api) => api.account.setPayPassword}
      savedKey="security.payPasswordSaved"
      submitLabel={t(user.hasPayPassword ? 'security.changePayPassword' : 'security.setPayPassword')}
      testId="pay-password"
    >
      <p className="form__lead">
        {t(user.hasPayPassword ? 'security.payPasswordChangeLead' : 'security.payPasswordSetLead')}
      </p>
      <PinField
        label={t('security.payPasswordNew')}
        value={view.form.password}
        onValue={view.set('password')}
        error={view.errors.password}
        testId="pay-password"
      />
      <PinField
        label={t('auth.confirmPassword')}
        value={view.form.rePassword}
        onValue={view.set('rePassword')}
        error={view.errors.rePassword}
        testId="pay-password-confirm"
      />
    </NewSecretForm>
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

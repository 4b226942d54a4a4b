import { type User, validateLoginPasswordChange } from '@tessera/core';
import { useForm } from '../app/forms';
import type { PageProps } from '../app/routes';
import { Checkbox } from '../components/Checkbox';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { NewSecretForm } from '../components/NewSecretForm';
import { Screen, WithUser } from '../components/Screen';
import { useTranslation } from '../i18n';

const PasswordForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const view = useForm(
    { password: '', rePassword: '', code: '', endOtherSessions: true },
    validateLoginPasswordChange,
  );
  return (
    <NewSecretForm
      user={user}
      view={view}
      submit={(api) => api.account.changeLoginPassword}
      savedKey="security.passwordChanged"
      submitLabel={t('security.changePassword')}
      testId="password"
      afterCode={
        <Checkbox
          checked={view.form.endOtherSessions}
          onChange={view.set('endOtherSessions')}
          label={t('security.endOtherSessions')}
          testId="password-end-sessions"
        />
      }
    >
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
    </NewSecretForm>
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

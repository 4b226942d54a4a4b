import { type User, type ValidationError, validatePayPasswordChange } from '@tessera/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '../app/forms';
import type { PageProps } from '../app/routes';
import { Field } from '../components/Field';
import { NewSecretForm } from '../components/NewSecretForm';
import { Screen, WithUser } from '../components/Screen';
import { validationText } from '../i18n';

const digitsOnly = (set: (value: string) => void) => (value: string) =>
  set(value.replace(/\D/g, '').slice(0, 6));

/** One box of the six-digit payment password: anything but digits is dropped as it is typed. */
const PinField = ({
  label,
  value,
  onValue,
  error,
  testId,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: ValidationError | undefined;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      placeholder={t('security.payPasswordPlaceholder')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onValue={digitsOnly(onValue)}
      error={validationText(t, error)}
      testId={testId}
    />
  );
};

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

import type { FieldErrors } from '@tessera/core';
import { useTranslation, validationText } from '../i18n';
import { Field } from './Field';

interface NewPasswordFieldsProps {
  /** i18n key of the first field's label ("Password" on sign-up, "New password" on reset). */
  readonly labelKey: string;
  readonly password: string;
  readonly rePassword: string;
  readonly onPassword: (value: string) => void;
  readonly onRePassword: (value: string) => void;
  readonly errors: FieldErrors<'password' | 'rePassword'>;
  readonly passwordTestId: string;
  readonly confirmTestId: string;
}

/** A new password and its confirmation; both rules (length, sameness) are core's. */
export const NewPasswordFields = ({
  labelKey,
  password,
  rePassword,
  onPassword,
  onRePassword,
  errors,
  passwordTestId,
  confirmTestId,
}: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t(labelKey)}
        placeholder={t('auth.newPasswordPlaceholder')}
        type="password"
        value={password}
        onValue={onPassword}
        error={validationText(t, errors.password)}
        autoComplete="new-password"
        testId={passwordTestId}
      />
      <Field
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        type="password"
        value={rePassword}
        onValue={onRePassword}
        error={validationText(t, errors.rePassword)}
        autoComplete="new-password"
        testId={confirmTestId}
      />
    </>
  );
};

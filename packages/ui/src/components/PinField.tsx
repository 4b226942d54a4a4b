import type { ValidationError } from '@tessera/core';
import { useTranslation, validationText } from '../i18n';
import { Field } from './Field';

const digitsOnly = (set: (value: string) => void) => (value: string) =>
  set(value.replace(/\D/g, '').slice(0, 6));

/** One box of the six-digit payment password: anything but digits is dropped as it is typed. */
export const PinField = ({
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

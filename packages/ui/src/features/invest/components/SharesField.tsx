import type { ValidationError } from '@tessera/core';
import { Field } from '../../../components/Field';
import { useTranslation, validationText } from '../../../i18n';

/**
 * A whole number of shares, typed as text (core's rule reads it), with an "All" button that types
 * `most`: as many shares as the balance pays for and remain.
 */
export const SharesField = ({
  value,
  onValue,
  error,
  most,
  hint,
}: {
  value: string;
  onValue: (value: string) => void;
  error: ValidationError | undefined;
  most: number;
  /** What a share is, under the field while it has no error. */
  hint: string;
}) => {
  const { t } = useTranslation();
  return (
    <Field
      label={t('invest.shares')}
      value={value}
      onValue={(typed) => onValue(typed.trim())}
      error={validationText(t, error)}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('invest.sharesPlaceholder')}
      testId="invest-shares"
      after={
        <button
          type="button"
          className="field__addon-text"
          onClick={() => onValue(String(most))}
          data-testid="invest-shares-all"
        >
          {t('funds.all')}
        </button>
      }
    />
  );
};

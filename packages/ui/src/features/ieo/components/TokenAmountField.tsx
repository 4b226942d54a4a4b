import type { ValidationError } from '@tessera/core';
import { Field } from '../../../components/Field';
import { useTranslation, validationText } from '../../../i18n';

/**
 * The tokens to apply for, typed as text (core's rule reads it, never a float; a decimal comma some
 * keyboards type is read as a point), the token's name after it and a "Max" button that types
 * `most`: as many tokens as the balance pays for.
 */
export const TokenAmountField = ({
  value,
  onValue,
  error,
  token,
  most,
  hint,
  placeholder,
  disabled,
}: {
  value: string;
  onValue: (value: string) => void;
  error: ValidationError | undefined;
  token: string;
  /** What "Max" types, already on the token's step. */
  most: string;
  /** The step and the minimum, under the field while it has no error. */
  hint: string;
  placeholder: string;
  /** The subscription is not open: nothing to type. */
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Field
      label={t('ieo.amount')}
      value={value}
      onValue={(typed) => onValue(typed.replace(',', '.').trim())}
      error={validationText(t, error)}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      testId="ieo-amount"
      after={
        <>
          <span className="field__unit">{token}</span>
          <button
            type="button"
            className="field__addon-text"
            onClick={() => onValue(most)}
            disabled={disabled}
            data-testid="ieo-amount-max"
          >
            {t('ieo.max')}
          </button>
        </>
      }
    />
  );
};

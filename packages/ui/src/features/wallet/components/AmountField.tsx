import { amountText, type Decimal, type ValidationError } from '@tessera/core';
import { Field } from '../../../components/Field';
import { useFormat, useTranslation, validationText } from '../../../i18n';

/**
 * The amount of a money move: typed as text (core's rules read it, never a float), an "All" button
 * that types everything available, and the available balance under it. A decimal comma, which
 * some keyboards type, is read as a point.
 */
export const AmountField = ({
  label,
  value,
  onValue,
  error,
  available,
  asset,
  precision,
  placeholder,
  testId,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: ValidationError | undefined;
  available: Decimal;
  asset: string;
  precision: number;
  placeholder?: string;
  /** `<testId>` on the input, `<testId>-all`, `<testId>-available`. */
  testId: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="amount">
      <Field
        label={label}
        value={value}
        onValue={(typed) => onValue(typed.replace(',', '.').trim())}
        error={validationText(t, error)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        testId={testId}
        after={
          <>
            <span className="field__unit">{asset}</span>
            <button
              type="button"
              className="field__addon-text"
              onClick={() => onValue(amountText(available, precision))}
              data-testid={`${testId}-all`}
            >
              {t('funds.all')}
            </button>
          </>
        }
      />
      <p className="amount__available" data-testid={`${testId}-available`}>
        {t('funds.available', { amount: format.amount(available, precision), asset })}
      </p>
    </div>
  );
};

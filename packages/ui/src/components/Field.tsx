import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { IconEye } from './Icons';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** Shown under the input, in place (already translated). */
  readonly error?: string | undefined;
  /** Help shown under the input while there is no error. */
  readonly hint?: string | undefined;
  /** Base of the test ids: `<testId>` on the input, `<testId>-error` on the error. */
  readonly testId: string;
  /** Inside the box, before the input (e.g. the area code). */
  readonly before?: ReactNode;
  /** Inside the box, after the input (e.g. the send-code button). */
  readonly after?: ReactNode;
}

/** A labelled input with its error shown in place under it. Passwords get a show/hide toggle. */
export const Field = ({
  label,
  value,
  onValue,
  error,
  hint,
  testId,
  before,
  after,
  type = 'text',
  ...input
}: FieldProps) => {
  const id = useId();
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box">
        {before}
        <input
          id={id}
          className="field__input"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__addon-button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={t(revealed ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={revealed}
          >
            <IconEye open={revealed} />
          </button>
        ) : null}
        {after}
      </div>
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={errorId} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
};

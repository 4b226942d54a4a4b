import { useId } from 'react';

export interface SelectOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

/**
 * A labelled native select (the phone's own picker): for short lists such as accounts, assets and
 * filters. Values may be numbers (ids); the element itself only holds text.
 */
export const SelectField = <V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** Shown under the select, in place (already translated). */
  error?: string | undefined;
  testId: string;
}) => {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__box field__box--select">
        <select
          id={id}
          className="field__select"
          value={String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
};

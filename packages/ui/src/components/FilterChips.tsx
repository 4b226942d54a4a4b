/** A row of filter chips that scrolls sideways when it is wider than the screen; one is chosen. */
export const FilterChips = <K extends string>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: readonly { readonly key: K; readonly label: string }[];
  value: K;
  onChange: (key: K) => void;
  /** What the chips filter by, for screen readers. */
  label: string;
  testId: string;
}) => (
  <fieldset className="chips" data-testid={testId}>
    <legend className="visually-hidden">{label}</legend>
    {options.map((option) => (
      <button
        key={option.key}
        type="button"
        className={option.key === value ? 'chips__item chips__item--active' : 'chips__item'}
        aria-pressed={option.key === value}
        onClick={() => onChange(option.key)}
        data-testid={`${testId}-${option.key}`}
      >
        {option.label}
      </button>
    ))}
  </fieldset>
);

interface SegmentedProps<K extends string> {
  readonly options: readonly { readonly key: K; readonly label: string }[];
  readonly value: K;
  readonly onChange: (key: K) => void;
  readonly testId: string;
  /**
   * `fill` shares the row between the tabs; `scroll` keeps each tab its width and scrolls the row
   * sideways (more tabs than fit, as translated); `small` is a compact switch inside a card.
   */
  readonly size?: 'fill' | 'scroll' | 'small';
}

/** A row of tabs inside a page (e.g. register by username / email / mobile). */
export const Segmented = <K extends string>({
  options,
  value,
  onChange,
  testId,
  size = 'fill',
}: SegmentedProps<K>) => (
  <div
    className={size === 'fill' ? 'segmented' : `segmented segmented--${size}`}
    role="tablist"
    data-testid={testId}
  >
    {options.map((option) => (
      <button
        key={option.key}
        type="button"
        role="tab"
        aria-selected={option.key === value}
        className={option.key === value ? 'segmented__item segmented__item--active' : 'segmented__item'}
        onClick={() => onChange(option.key)}
        data-testid={`${testId}-${option.key}`}
      >
        {option.label}
      </button>
    ))}
  </div>
);

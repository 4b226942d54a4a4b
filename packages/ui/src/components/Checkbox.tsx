/** A labelled checkbox with a 44 px touch target. */
export const Checkbox = ({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) => (
  <label className="checkbox">
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      data-testid={testId}
    />
    <span>{label}</span>
  </label>
);

/**
 * One option of a radio list (`.choices`): a title, a detail under it and, when something holds
 * it back, a note; the whole row is the tap target. Options of one list share `name`.
 */
export const Choice = ({
  name,
  checked,
  disabled = false,
  onChoose,
  title,
  detail,
  note,
  testId,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: string;
  detail: string;
  note?: string;
  testId: string;
}) => (
  <label className={disabled ? 'choice choice--disabled' : 'choice'}>
    <input
      type="radio"
      name={name}
      className="choice__radio"
      checked={checked}
      disabled={disabled}
      onChange={onChoose}
      data-testid={testId}
    />
    <span className="choice__body">
      <span className="choice__title">{title}</span>
      <span className="choice__detail">{detail}</span>
      {note ? <span className="choice__note">{note}</span> : null}
    </span>
  </label>
);

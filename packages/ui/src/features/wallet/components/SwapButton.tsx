import { IconSwap } from '../../../components/MenuIcons';

/** The round button between two pickers (from / to) that exchanges them. */
export const SwapButton = ({
  label,
  onSwap,
  testId,
}: {
  label: string;
  onSwap: () => void;
  testId: string;
}) => (
  <button
    type="button"
    className="swap"
    onClick={onSwap}
    aria-label={label}
    title={label}
    data-testid={testId}
  >
    <IconSwap />
  </button>
);

import { useTranslation } from 'react-i18next';
import { IconStar } from '../../../components/Icons';

/** The star that adds a market to the favourites or takes it off; pressed while it is one. */
export const FavouriteStar = ({
  symbol,
  on,
  busy,
  onToggle,
}: {
  symbol: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={on ? 'star star--on' : 'star'}
      aria-pressed={on}
      aria-label={t(on ? 'market.unstar' : 'market.star', { symbol })}
      disabled={busy}
      onClick={onToggle}
      data-testid="favourite-star"
    >
      <IconStar on={on} />
    </button>
  );
};

import { useTranslation } from '../i18n';

/** The market a trade view shows, picked from its markets by symbol (spot's and options' heads). */
export const MarketPicker = ({
  symbols,
  symbol,
  onPick,
  testId,
}: {
  symbols: readonly string[];
  symbol: string;
  onPick: (symbol: string) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <label className="market-head__pick">
      <span className="visually-hidden">{t('spot.market')}</span>
      <select
        className="market-head__select"
        value={symbol}
        onChange={(event) => onPick(event.target.value)}
        data-testid={testId}
      >
        {symbols.map((candidate) => (
          <option key={candidate} value={candidate}>
            {candidate}
          </option>
        ))}
      </select>
    </label>
  );
};

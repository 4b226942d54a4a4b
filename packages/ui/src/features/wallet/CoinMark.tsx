/** A round mark with an asset's first letter: the exchange sends no coin images. */
export const CoinMark = ({ symbol }: { symbol: string }) => (
  <span className="coin-mark" aria-hidden="true">
    {symbol.slice(0, 1)}
  </span>
);

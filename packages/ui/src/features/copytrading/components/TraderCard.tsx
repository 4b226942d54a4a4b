import type { Trader } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { useTranslation } from '../../../i18n';
import { type CopyGroup, traderPath } from '../links';
import { TraderMark, TraderRecord } from './Record';

/** One trader in the list: their nickname and record, the whole card a link to their page. */
export const TraderCard = ({ trader, group }: { trader: Trader; group: CopyGroup }) => {
  const { t } = useTranslation();
  return (
    <Link
      to={traderPath(trader.userId, group)}
      className="copy-trader"
      aria-label={t('copy.openTrader', { nickname: trader.nickname })}
      data-testid="copy-trader"
      data-id={trader.userId}
    >
      <span className="copy-trader__head">
        <TraderMark nickname={trader.nickname} small />
        <span className="copy-trader__name" data-testid="copy-trader-nickname">
          {trader.nickname}
        </span>
      </span>
      <TraderRecord trader={trader} testIdPrefix="copy-trader" />
    </Link>
  );
};

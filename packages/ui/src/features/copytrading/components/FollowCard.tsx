import type { Follow } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';
import { say, sizingWords } from '../copies';
import { traderPath } from '../links';
import { CancelFollow } from './CancelFollow';

/**
 * One of the user's follows: the trader (a link to their page), how copies are sized, since when
 * (and until when, once stopped), and while it is in force the way to stop it, asked first.
 */
export const FollowCard = ({ follow, onCancelled }: { follow: Follow; onCancelled: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const cells: TermCell[] = [
    {
      key: 'sizing',
      label: t('copy.sizing.label'),
      value: say(t, sizingWords(follow.mode, follow.value, language)),
      wide: true,
    },
    { key: 'since', label: t('copy.startedAt'), value: format.dateTime(follow.startedAt) },
  ];
  if (follow.endedAt !== null)
    cells.push({ key: 'ended', label: t('copy.endedAt'), value: format.dateTime(follow.endedAt) });
  return (
    <article
      className="order copy-follow-card"
      data-testid="copy-follow-row"
      data-state={follow.state}
      data-trader={follow.traderUserId}
    >
      <header className="order__head">
        <Link
          to={traderPath(follow.traderUserId)}
          className="order__symbol copy-link"
          data-testid="copy-follow-trader"
        >
          {follow.traderNickname}
        </Link>
        <StatusBadge
          tone={follow.state === 'following' ? 'active' : 'muted'}
          label={t(`copy.followState.${follow.state}`)}
          testId="copy-follow-state"
        />
      </header>
      <TermsGrid cells={cells} testIdPrefix="copy-follow" />
      {follow.state === 'following' ? <CancelFollow follow={follow} onCancelled={onCancelled} /> : null}
    </article>
  );
};

import type { CopiedPosition, FuturesPosition } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { PositionCard } from '../../futures/components/PositionCard';
import { useQuote } from '../../spot/data';
import { useLanguage } from '../../wallet/data';
import { COPY_STATE_KEYS, COPY_STATE_TONES, canSelfHold, copyNote, lotsWords, say } from '../copies';
import { SelfHold } from './SelfHold';

/** An open position with its market's live price, for its P&L. */
const LivePosition = ({ position }: { position: FuturesPosition }) => {
  const price = useQuote(position.symbol)?.price;
  return <PositionCard position={position} {...(price === undefined ? {} : { price })} />;
};

const NOTE_CLASSES = {
  open: 'notice',
  closed: 'notice notice--success',
  self_held: 'notice',
  skipped: 'notice notice--warning',
} as const;

/**
 * One copy of a trader's position: whose, how many lots and when, its state; the user's position
 * it opened (lots, open price, margin; once closed the close, who closed it and the P&L); what its
 * state means, a skipped one's reason in words; and "Hold myself" while it mirrors.
 */
export const CopyCard = ({ copy, onHeld }: { copy: CopiedPosition; onHeld: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const ownOpen = copy.state === 'self_held' && copy.position?.state === 'open';
  return (
    <article
      className="order copy-card"
      data-testid="copy"
      data-id={copy.id}
      data-state={copy.state}
      data-trader={copy.traderUserId}
    >
      <header className="order__head">
        <span className="order__symbol" data-testid="copy-trader-name">
          {copy.traderNickname}
        </span>
        <span className="order__kind" data-testid="copy-lots">
          {say(t, lotsWords(copy.lots, language))}
        </span>
        <StatusBadge
          tone={COPY_STATE_TONES[copy.state]}
          label={t(COPY_STATE_KEYS[copy.state])}
          testId="copy-state"
        />
      </header>
      {copy.position === null ? (
        <p className="order__time copy-card__time">{format.dateTime(copy.createdAt)}</p>
      ) : null}
      {copy.position === null ? null : copy.position.state === 'open' ? (
        <LivePosition position={copy.position} />
      ) : (
        <PositionCard position={copy.position} />
      )}
      <p className={NOTE_CLASSES[copy.state]} data-testid="copy-note">
        {say(t, copyNote(copy, language))}
      </p>
      {canSelfHold(copy) ? <SelfHold copy={copy} onHeld={onHeld} /> : null}
      {ownOpen ? (
        <div className="copy-actions">
          <Link to={Paths.futures} className="button button--ghost button--inline" data-testid="copy-manage">
            {t('copy.manage')}
          </Link>
        </div>
      ) : null}
    </article>
  );
};

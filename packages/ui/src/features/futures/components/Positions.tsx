import {
  type BatchCloseScope,
  type FuturesMarket,
  type FuturesPosition,
  failureMessage,
} from '@tessera/core';
import { useState } from 'react';
import { useSubmitter } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useServices } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { Loaded } from '../../../components/Loaded';
import { EmptyState } from '../../../components/States';
import { useTranslation } from '../../../i18n';
import { useQuote } from '../../spot/data';
import { usePositions } from '../data';
import { type PositionActions, PositionCard } from './PositionCard';
import { StopsDialog } from './StopsDialog';

/** A position's card with its market's live price (a quote the page follows anyway) and step. */
const LivePosition = ({
  position,
  market,
  actions,
}: {
  position: FuturesPosition;
  market: FuturesMarket | undefined;
  actions: PositionActions;
}) => {
  const price = useQuote(position.symbol)?.price;
  return (
    <PositionCard
      position={position}
      {...(price === undefined ? {} : { price })}
      {...(market === undefined ? {} : { priceStep: market.priceStep })}
      actions={actions}
    />
  );
};

/** The stops dialog of one position, with its market's live price. */
const LiveStops = ({
  position,
  market,
  onDone,
}: {
  position: FuturesPosition;
  market: FuturesMarket;
  onDone: () => void;
}) => (
  <StopsDialog position={position} market={market} price={useQuote(position.symbol)?.price} onDone={onDone} />
);

/**
 * The user's open positions and waiting orders, live: each closes (or, waiting, cancels) after a
 * confirmation and has its TP/SL editor; all of them, only the longs or only the shorts close at
 * once. Reloaded on every `positions` push (a trigger that fired, an overnight fee).
 */
export const Positions = ({ markets }: { markets: readonly FuturesMarket[] }) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const positions = usePositions();
  const [closing, setClosing] = useState<FuturesPosition>();
  const [batch, setBatch] = useState<BatchCloseScope>();
  const [editing, setEditing] = useState<FuturesPosition>();
  const close = useSubmitter(
    (api) => (position: FuturesPosition) => api.futures.close(position.id),
    () => {
      toasts.show({ key: closing?.state === 'pending' ? 'futures.cancelledNotice' : 'futures.closedNotice' });
      setClosing(undefined);
      positions.reload();
    },
  );
  const closeMany = useSubmitter(
    (api) => (scope: BatchCloseScope) => api.futures.batchClose(scope),
    () => {
      toasts.show({ key: 'futures.closedNotice' });
      setBatch(undefined);
      positions.reload();
    },
  );
  const actions: PositionActions = { onClose: setClosing, onStops: setEditing };
  const editedMarket = markets.find((market) => market.symbol === editing?.symbol);
  return (
    <section className="card open-orders" data-testid="futures-positions">
      <div className="section-head">
        <h2 className="section-head__title">{t('futures.positions')}</h2>
        <Link to={Paths.futuresHistory} className="section-head__link" data-testid="futures-history-link">
          {t('futures.history')}
        </Link>
      </div>
      <Loaded data={positions.data} onRetry={positions.reload}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('futures.noPositions')} testId="futures-positions-empty" />
          ) : (
            <>
              <div className="position__batch">
                {(['all', 'long', 'short'] as const).map((scope) => (
                  <button
                    key={scope}
                    type="button"
                    className="button button--ghost button--inline"
                    onClick={() => setBatch(scope)}
                    data-testid={`futures-close-${scope}`}
                  >
                    {t(
                      scope === 'all'
                        ? 'futures.closeAll'
                        : scope === 'long'
                          ? 'futures.closeLongs'
                          : 'futures.closeShorts',
                    )}
                  </button>
                ))}
              </div>
              <ul className="list open-orders__list">
                {list.map((position) => (
                  <li key={position.id}>
                    <LivePosition
                      position={position}
                      market={markets.find((market) => market.symbol === position.symbol)}
                      actions={actions}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={closing !== undefined}
        title={t(closing?.state === 'pending' ? 'futures.cancelTitle' : 'futures.closeTitle')}
        confirmLabel={
          close.busy
            ? t('futures.closing')
            : t(closing?.state === 'pending' ? 'futures.cancel' : 'futures.close')
        }
        cancelLabel={t('futures.keep')}
        busy={close.busy}
        onConfirm={() => {
          if (closing !== undefined) close.submit(closing);
        }}
        onCancel={() => setClosing(undefined)}
      >
        {closing !== undefined ? <PositionCard position={closing} /> : null}
        <p className="dialog__note">
          {t(closing?.state === 'pending' ? 'futures.cancelText' : 'futures.closeText')}
        </p>
        <FormNotice notice={close.failure ? failureMessage(close.failure) : null} />
      </ConfirmDialog>
      <ConfirmDialog
        open={batch !== undefined}
        title={t(`futures.batchTitle.${batch ?? 'all'}`)}
        confirmLabel={closeMany.busy ? t('futures.closing') : t('futures.close')}
        cancelLabel={t('futures.keep')}
        busy={closeMany.busy}
        onConfirm={() => {
          if (batch !== undefined) closeMany.submit(batch);
        }}
        onCancel={() => setBatch(undefined)}
      >
        <p className="dialog__note">{t('futures.batchText')}</p>
        <FormNotice notice={closeMany.failure ? failureMessage(closeMany.failure) : null} />
      </ConfirmDialog>
      {editing !== undefined && editedMarket !== undefined ? (
        <LiveStops
          position={editing}
          market={editedMarket}
          onDone={() => {
            setEditing(undefined);
            positions.reload();
          }}
        />
      ) : null}
    </section>
  );
};

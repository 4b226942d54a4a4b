import {
  type Failure,
  failureMessage,
  type MiningOrder,
  miningRedemptionPreview,
  validateMiningRedemption,
} from '@tessera/core';
import { useEffect, useState } from 'react';
import { leftOf, rightOf } from '../../../app/either';
import { useExchangeClock } from '../../../app/exchange-clock';
import { useTessera } from '../../../app/services';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { Loading } from '../../../components/Screen';
import { useFormat, useTranslation, validationText } from '../../../i18n';
import { useOrderMachine } from '../../trade/order-machine';
import { Lines } from '../../wallet/components/Lines';
import { redemptionKey } from '../orders';

/**
 * Redeeming one order early over core's redemption machine (`createMiningRedemption`), open for as
 * long as it is mounted: the exact penalty at the exchange's `now` (core's `miningRedemptionPreview`:
 * days left, penalty, what comes back, the yields kept), confirmed, the order redeemed once at that
 * penalty. If a day ended meanwhile the exchange refuses with the new penalty in its own words:
 * they stay on screen over the preview drawn afresh, to confirm again.
 */
export const RedemptionDialog = ({
  order,
  onRedeemed,
  onClose,
}: {
  order: MiningOrder;
  onRedeemed: (redeemed: MiningOrder) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  // The exchange charges the penalty by its clock, asked afresh at each opening: the page may have
  // been open across a day's end (or a simulated clock's jump).
  const clock = useExchangeClock();
  // Read at every rendering: a refusal re-renders the dialog, with the penalty as it is now.
  const nowMs = clock.now().getTime();
  const checked = validateMiningRedemption(order, nowMs);
  const draft = clock.known ? (rightOf(checked) ?? null) : null;
  const redemption = useOrderMachine({
    create: tessera.createMiningRedemption,
    draft,
    market: order,
    keyOf: redemptionKey,
    onPlaced: onRedeemed,
  });
  const { ready, failure, review } = redemption;
  const key = redemptionKey(draft);

  // The dialog is the review: each penalty shown (the first, and a new one after a refusal) is
  // put to the machine for confirmation.
  useEffect(() => {
    if (ready && key !== '') review();
  }, [ready, key]);

  // The machine forgets a refusal when the penalty changes; the user still needs to read why.
  const [refusal, setRefusal] = useState<Failure | null>(null);
  useEffect(() => {
    if (failure !== null) setRefusal(failure);
  }, [failure]);

  const preview = miningRedemptionPreview(order, nowMs);
  const money = (amount: MiningOrder['amount']) => `${format.amount(amount, order.decimals)} ${order.asset}`;
  const invalid = leftOf(checked);
  return (
    <ConfirmDialog
      open
      title={t('mining.redeemTitle')}
      confirmLabel={t(redemption.placing ? 'mining.redeeming' : 'mining.redeemConfirm')}
      cancelLabel={t('mining.keep')}
      confirmTone="down"
      busy={!redemption.confirming}
      onConfirm={() => {
        setRefusal(null);
        redemption.confirm();
      }}
      onCancel={onClose}
    >
      {clock.known ? (
        <>
          <Lines
            boxed
            lines={[
              {
                label: t('mining.order'),
                value: `${money(order.amount)} · ${t('mining.lockDays', { days: order.days })}`,
              },
              {
                label: t('mining.daysLeft'),
                value: String(preview.remainingDays),
                testId: 'mining-redeem-days-left',
              },
              {
                label: t('mining.penalty'),
                value: money(preview.penalty),
                tone: 'warn',
                testId: 'mining-redeem-penalty',
              },
              {
                label: t('mining.youGetBack'),
                value: money(preview.returned),
                testId: 'mining-redeem-returned',
              },
              { label: t('mining.yieldsKept'), value: money(order.earned), testId: 'mining-redeem-kept' },
            ]}
          />
          <p className="dialog__note">
            {t('mining.redeemNote', { rate: format.percent(order.penaltyRate) })}
          </p>
          <FormNotice notice={refusal ? failureMessage(refusal) : null} />
          {invalid ? (
            <p className="form-notice form-notice--error" role="alert" data-testid="mining-redeem-invalid">
              {validationText(t, invalid)}
            </p>
          ) : null}
        </>
      ) : (
        <Loading />
      )}
    </ConfirmDialog>
  );
};

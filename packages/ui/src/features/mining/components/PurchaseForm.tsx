import {
  type Decimal,
  failureMessage,
  type MiningDraft,
  type MiningOrder,
  type MiningPlan,
  type MiningPurchaseField,
  type MiningPurchaseForm,
  type MiningPurchasePreview,
  miningPurchasePreview,
  validateMiningPurchase,
} from '@tessera/core';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { FormNotice } from '../../../components/FormNotice';
import type { TFunction } from '../../../i18n';
import { type Formats, useFormat, useTranslation } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { needsMoreFunds } from '../../wallet/balances';
import { AmountField } from '../../wallet/components/AmountField';
import { type Line, Lines } from '../../wallet/components/Lines';
import { transferPath } from '../../wallet/links';
import { purchaseKey } from '../orders';
import { rateRange } from './PlanTerms';

/** What a purchase would earn and when (core's `miningPurchasePreview`), for the form and its confirmation. */
const previewLines = (
  t: TFunction,
  format: Formats,
  preview: MiningPurchasePreview,
  plan: MiningPlan,
): Line[] => [
  {
    label: t('mining.estimatedYield'),
    value: t('mining.yieldRange', {
      min: format.amount(preview.minYield, plan.decimals),
      max: format.amount(preview.maxYield, plan.decimals),
      asset: plan.asset,
    }),
    tone: 'up',
    testId: 'mining-preview-yield',
  },
  {
    label: t('mining.firstYield'),
    value: format.dateTime(preview.firstYieldAt),
    testId: 'mining-preview-first',
  },
  {
    label: t('mining.releasedAt'),
    value: format.dateTime(preview.maturesAt),
    testId: 'mining-preview-release',
  },
];

/**
 * Buying a plan over core's purchase machine (`createMiningPurchase`): the amount, checked in place
 * by core's `validateMiningPurchase` against the mining account's balance; what it would earn and
 * when it is released (core's `miningPurchasePreview`, from the exchange's `now`); a confirmation
 * before the amount is locked, once, under that confirmation's request id; then the order list.
 */
export const PurchaseForm = ({
  plan,
  plans,
  available,
  now,
}: {
  plan: MiningPlan;
  plans: readonly MiningPlan[];
  /** What the mining account holds available in the plan's asset. */
  available: Decimal;
  /** The exchange's clock: an order starts, and its days end, by it. */
  now: () => Date;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const { view, checked, order } = useProductOrderForm<
    MiningPurchaseForm,
    MiningPurchaseField,
    MiningDraft,
    MiningPlan,
    MiningOrder
  >({
    initial: { planId: plan.id, amount: '' },
    validate: (form) => validateMiningPurchase(form, { plans, available }),
    create: tessera.createMiningPurchase,
    market: plan,
    keyOf: purchaseKey,
    placedNotice: 'mining.boughtNotice',
    then: Paths.miningOrders,
  });

  if (!order.ready) return null;

  // The preview needs a well-formed amount, not the balance: it says what the amount would earn.
  const previewable = rightOf(validateMiningPurchase(view.form, { plans }));
  const startedAt = now().toISOString();
  const preview = previewable ? miningPurchasePreview(plan, previewable.amount, startedAt) : undefined;
  const { failure, reviewed } = order;
  const penaltyRule = t('mining.penaltyRule', { rate: format.percent(plan.penaltyRate) });

  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="mining-buy-form"
    >
      <AmountField
        label={t('funds.amount')}
        value={view.form.amount}
        onValue={view.set('amount')}
        error={view.errors.amount}
        available={available}
        asset={plan.asset}
        precision={plan.decimals}
        placeholder={t('mining.amountPlaceholder', { minimum: format.amount(plan.minAmount, plan.decimals) })}
        testId="mining-amount"
      />
      {needsMoreFunds(available, plan.minAmount, leftOf(checked)?.amount) ? (
        <p className="notice notice--action" data-testid="mining-short">
          <span>{t('mining.transferHint', { asset: plan.asset })}</span>
          <Link to={transferPath('mining', plan.asset)} data-testid="mining-transfer">
            {t('mining.transferIn')}
          </Link>
        </p>
      ) : null}
      <div className="wealth-preview" aria-live="polite" data-testid="mining-preview">
        {preview ? (
          <Lines lines={previewLines(t, format, preview, plan)} />
        ) : (
          <p className="wealth-hint">{t('mining.previewHint')}</p>
        )}
      </div>
      <p className="wealth-hint" data-testid="mining-penalty-rule">
        {penaltyRule}
      </p>
      <OrderSubmit
        order={order}
        label={t('mining.buy')}
        buying
        title={t('mining.confirmTitle')}
        placingLabel={t('mining.buying')}
        testId="mining-buy-submit"
      >
        {reviewed !== null ? (
          <Lines
            boxed
            lines={[
              {
                label: t('mining.plan'),
                value: `${plan.asset} · ${t('mining.lockDays', { days: plan.days })}`,
                testId: 'mining-confirm-plan',
              },
              {
                label: t('funds.amount'),
                value: `${format.amount(reviewed.amount, plan.decimals)} ${plan.asset}`,
                testId: 'mining-confirm-amount',
              },
              { label: t('mining.dailyRate'), value: rateRange(t, format, plan) },
              ...previewLines(t, format, miningPurchasePreview(plan, reviewed.amount, startedAt), plan),
            ]}
          />
        ) : null}
        <p className="dialog__note">{penaltyRule}</p>
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};

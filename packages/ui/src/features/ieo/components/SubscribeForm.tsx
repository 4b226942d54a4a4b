import {
  type Decimal,
  failureMessage,
  type IeoDraft,
  type IeoProject,
  type IeoSubscription,
  type IeoSubscriptionField,
  type IeoSubscriptionForm,
  type IeoSubscriptionPreview,
  ieoPhaseOf,
  ieoRefundOf,
  ieoSubscriptionPreview,
  validateIeoSubscription,
} from '@tessera/core';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { FormNotice } from '../../../components/FormNotice';
import { type Formats, type TFunction, useFormat, useTranslation } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { needsMoreFunds } from '../../wallet/balances';
import { type Line, Lines } from '../../wallet/components/Lines';
import { transferPath } from '../../wallet/links';
import { leastCost, mostTokens, subscriptionKey, tokenStep } from '../projects';
import { payment, tokens } from './ProjectTerms';
import { TokenAmountField } from './TokenAmountField';

/**
 * What an application would pass if the subscription closed now (core's `ieoSubscriptionPreview`):
 * all of it while everyone's applications fit the issuance, else its pro-rata share, and then
 * what of the payment would come back.
 */
const IfClosedNow = ({
  t,
  project,
  amount,
  preview,
  testId,
}: {
  t: TFunction;
  project: IeoProject;
  amount: Decimal;
  preview: IeoSubscriptionPreview;
  testId: string;
}) => {
  const format = useFormat();
  const refund = ieoRefundOf(preview.cost, preview.passedIfClosedNow, project.price, project.payDecimals);
  return (
    <p className="ieo-if-closed" data-testid={testId}>
      {t('ieo.ifClosedNow', {
        passed: format.amount(preview.passedIfClosedNow, project.tokenDecimals),
        amount: tokens(project, amount, format),
      })}
      {preview.oversubscribed
        ? ` ${t('ieo.refundIfClosedNow', { refund: payment(project, refund, format) })}`
        : ''}
    </p>
  );
};

/** The cost and the applications in all, this one included, for the form's preview and the confirmation. */
const previewLines = (
  t: TFunction,
  format: Formats,
  project: IeoProject,
  preview: IeoSubscriptionPreview,
  /** `<testIdPrefix>-cost` and `<testIdPrefix>-applied` on the values. */
  testIdPrefix: string,
): Line[] => [
  { label: t('ieo.cost'), value: payment(project, preview.cost, format), testId: `${testIdPrefix}-cost` },
  {
    label: t('ieo.appliedWith'),
    value: t('ieo.ofIssuance', {
      applied: format.amount(preview.appliedWith, project.tokenDecimals),
      total: tokens(project, project.totalIssuance, format),
    }),
    tone: preview.oversubscribed ? 'warn' : undefined,
    testId: `${testIdPrefix}-applied`,
  },
];

/** What the confirmation shows of the application: the project, tokens, price, cost and the outcome if it closed now. */
const ConfirmSummary = ({ t, project, amount }: { t: TFunction; project: IeoProject; amount: Decimal }) => {
  const format = useFormat();
  const preview = ieoSubscriptionPreview(project, amount);
  return (
    <>
      <Lines
        boxed
        lines={[
          {
            label: t('ieo.project'),
            value: `${project.name} · ${project.token}`,
            testId: 'ieo-confirm-project',
          },
          { label: t('ieo.amount'), value: tokens(project, amount, format), testId: 'ieo-confirm-amount' },
          {
            label: t('ieo.price'),
            value: `${format.amount(project.price)} ${project.payAsset}`,
            testId: 'ieo-confirm-price',
          },
          ...previewLines(t, format, project, preview, 'ieo-confirm'),
          { label: t('ieo.allocationAt'), value: format.dateTime(project.endsAt) },
          { label: t('ieo.unlocksAt'), value: format.dateTime(project.unlocksAt) },
        ]}
      />
      <IfClosedNow t={t} project={project} amount={amount} preview={preview} testId="ieo-confirm-passed" />
    </>
  );
};

/**
 * Subscribing to a project over core's subscription machine (`createIeoSubscription`): the tokens
 * to apply for, checked in place by core's `validateIeoSubscription` against the project (open,
 * the token's step, the minimum) and the balance account; the cost and what the application would
 * pass if the subscription closed now, with the pro-rata rule in a sentence (core's
 * `ieoSubscriptionPreview`); a confirmation before the cost is frozen, subscribed once under that
 * confirmation's request id; then the user's subscriptions. In warm-up and once finished the form
 * says why it cannot be sent.
 */
export const SubscribeForm = ({
  project,
  available,
  now,
}: {
  project: IeoProject;
  /** What the balance account holds available in the project's pay asset. */
  available: Decimal;
  /** The exchange's clock: a project opens and closes by it. */
  now: () => Date;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const projects = [project];
  const nowMs = now().getTime();
  const { view, checked, order } = useProductOrderForm<
    IeoSubscriptionForm,
    IeoSubscriptionField,
    IeoDraft,
    IeoProject,
    IeoSubscription
  >({
    initial: { projectId: project.id, amount: '' },
    validate: (form) => validateIeoSubscription(form, { projects, now: now().getTime(), available }),
    create: tessera.createIeoSubscription,
    market: project,
    keyOf: subscriptionKey,
    placedNotice: 'ieo.subscribedNotice',
    then: Paths.ieoOrders,
  });

  if (!order.ready) return null;

  // The preview needs an amount the project takes, not the balance: it says what it would cost.
  const previewable = rightOf(validateIeoSubscription(view.form, { projects, now: nowMs }));
  const preview = previewable ? ieoSubscriptionPreview(project, previewable.amount) : undefined;
  // In warm-up or finished, the form says so at once and sends nothing.
  const closure = leftOf(checked)?.project;
  const phase = ieoPhaseOf(project, nowMs);
  const { failure, reviewed } = order;
  const frozenNote = t('ieo.frozenNote', {
    asset: project.payAsset,
    time: format.dateTime(project.endsAt),
    unlock: format.dateTime(project.unlocksAt),
  });
  const proRata = t('ieo.proRataRule');

  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="ieo-form"
    >
      {closure ? (
        <div className="notice notice--warning ieo-closed" role="status" data-testid="ieo-closed">
          <p className="ieo-closed__reason">{t(closure.messageKey)}</p>
          <p>
            {phase === 'warmup'
              ? t('ieo.opensOn', { time: format.dateTime(project.startsAt) })
              : t('ieo.closedOn', { time: format.dateTime(project.endsAt) })}
          </p>
        </div>
      ) : null}
      <TokenAmountField
        value={view.form.amount}
        onValue={view.set('amount')}
        error={view.errors.amount}
        token={project.token}
        most={mostTokens(project, available).toFixed()}
        hint={t('ieo.amountHint', {
          step: format.amount(tokenStep(project)),
          minimum: tokens(project, project.minAmount, format),
        })}
        placeholder={t('ieo.amountPlaceholder', { minimum: format.amount(project.minAmount) })}
        disabled={closure !== undefined}
      />
      <div className="ieo-funds">
        <p className="amount__available" data-testid="ieo-available">
          {t('ieo.available', {
            amount: format.amount(available, project.payDecimals),
            asset: project.payAsset,
          })}
        </p>
        <span className="wealth-links">
          <Link to={Paths.deposit} data-testid="ieo-deposit">
            {t('ieo.deposit')}
          </Link>
          <Link to={transferPath('balance', project.payAsset)} data-testid="ieo-transfer">
            {t('ieo.transferIn')}
          </Link>
        </span>
      </div>
      {closure === undefined && needsMoreFunds(available, leastCost(project), leftOf(checked)?.amount) ? (
        <p className="notice notice--warning" data-testid="ieo-short">
          {t('ieo.fundHint', {
            asset: project.payAsset,
            amount: payment(project, leastCost(project), format),
          })}
        </p>
      ) : null}
      {closure === undefined ? (
        <div className="wealth-preview" aria-live="polite" data-testid="ieo-preview">
          {preview && previewable ? (
            <>
              <Lines lines={previewLines(t, format, project, preview, 'ieo-preview')} />
              <IfClosedNow
                t={t}
                project={project}
                amount={previewable.amount}
                preview={preview}
                testId="ieo-preview-passed"
              />
            </>
          ) : (
            <p className="wealth-hint">{t('ieo.previewHint')}</p>
          )}
        </div>
      ) : null}
      <p className="wealth-hint" data-testid="ieo-pro-rata">
        {proRata}
      </p>
      {phase === 'finished' ? null : (
        <p className="wealth-hint" data-testid="ieo-frozen-note">
          {frozenNote}
        </p>
      )}
      <OrderSubmit
        order={order}
        label={t('ieo.subscribe')}
        buying
        title={t('ieo.confirmTitle')}
        placingLabel={t('ieo.subscribing')}
        testId="ieo-submit"
        disabled={closure !== undefined}
      >
        {reviewed !== null ? <ConfirmSummary t={t} project={project} amount={reviewed.amount} /> : null}
        <p className="dialog__note">{frozenNote}</p>
        <p className="dialog__note">{proRata}</p>
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};

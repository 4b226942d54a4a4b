import type { Decimal, IeoSubscription } from '@tessera/core';
import { type Formats, type TFunction, useFormat, useTranslation } from '../../../i18n';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { VerifySettlement } from '../../proofs';
import { checkShare, type ShareCheck, STATE_TONES } from '../subscriptions';
import { ieoRuleLines, ieoSubscriptionClaim } from '../verify';

/** The pro-rata sum with the user's own figures, or that everyone got all they applied for. */
const shareText = (t: TFunction, format: Formats, subscription: IeoSubscription, check: ShareCheck) => {
  const amount = (value: Decimal) => format.amount(value, subscription.tokenDecimals);
  return check.allocation.oversubscribed
    ? t('ieo.check.proRata', {
        amount: amount(subscription.amount),
        total: amount(subscription.totalIssuance),
        applied: amount(check.allocation.applied),
        passed: amount(check.passed),
        token: subscription.token,
      })
    : t('ieo.check.full', { amount: amount(subscription.amount), token: subscription.token });
};

/**
 * The project's allocation as it was published (total issuance, total applied, allocated, the
 * calculator's version; the subscription carries them) and the user's share recomputed here from
 * them by core's pro-rata rule, beside what the exchange passed and refunded: "matches", or what
 * it should have been; and "Verify" against the project's archive record.
 */
const AllocationCheck = ({ subscription }: { subscription: IeoSubscription }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const check = checkShare(subscription);
  const claim = ieoSubscriptionClaim(subscription);
  if (check === undefined || claim === undefined) return null;
  const tokens = (value: Decimal) =>
    `${format.amount(value, subscription.tokenDecimals)} ${subscription.token}`;
  return (
    <section className="ieo-totals" data-testid="ieo-order-totals">
      <h3 className="ieo-totals__title">{t('ieo.totals')}</h3>
      <TermsGrid
        cells={[
          { key: 'issuance', label: t('ieo.totalIssuance'), value: tokens(subscription.totalIssuance) },
          { key: 'total-applied', label: t('ieo.totalApplied'), value: tokens(check.allocation.applied) },
          { key: 'allocated', label: t('ieo.allocated'), value: tokens(check.allocation.allocated) },
          { key: 'calculator', label: t('ieo.calculator'), value: check.allocation.calculatorVersion },
        ]}
        testIdPrefix="ieo-order"
      />
      <p className="ieo-totals__sum" data-testid="ieo-order-share">
        {shareText(t, format, subscription, check)}
      </p>
      <p
        className={check.matches ? 'wealth-check wealth-check--ok' : 'wealth-check wealth-check--off'}
        data-testid="ieo-order-check"
        data-matches={check.matches}
      >
        {check.matches
          ? t('ieo.check.matches')
          : t('ieo.check.differs', {
              passed: tokens(check.passed),
              refund: `${format.amount(check.refunded, subscription.payDecimals)} ${subscription.payAsset}`,
            })}
      </p>
      <VerifySettlement claim={claim} ruleLines={ieoRuleLines(t, format)} />
    </section>
  );
};

/**
 * One subscription as My subscriptions shows it (spec §4): the project and token, its state, the
 * tokens applied for and what was paid for them, when it was made, when the project allocates and
 * when the tokens unlock; once allocated, the tokens passed and what was refunded, with the
 * project's totals so the user can recompute their share.
 */
export const SubscriptionCard = ({ subscription }: { subscription: IeoSubscription }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const cells: TermCell[] = [
    {
      key: 'amount',
      label: t('ieo.appliedNumber'),
      value: `${format.amount(subscription.amount)} ${subscription.token}`,
    },
    {
      key: 'paid',
      label: t('ieo.paid'),
      value: `${format.amount(subscription.paid)} ${subscription.payAsset}`,
    },
  ];
  if (subscription.passed !== null && subscription.refunded !== null)
    cells.push(
      {
        key: 'passed',
        label: t('ieo.passed'),
        value: `${format.amount(subscription.passed)} ${subscription.token}`,
      },
      {
        key: 'refunded',
        label: t('ieo.refunded'),
        value: `${format.amount(subscription.refunded)} ${subscription.payAsset}`,
      },
    );
  cells.push(
    {
      key: 'price',
      label: t('ieo.price'),
      value: `${format.amount(subscription.price)} ${subscription.payAsset}`,
    },
    { key: 'subscribed', label: t('ieo.subscribedAt'), value: format.dateTime(subscription.subscribedAt) },
    { key: 'allocation', label: t('ieo.allocationAt'), value: format.dateTime(subscription.endsAt) },
    { key: 'unlocks', label: t('ieo.unlocksAt'), value: format.dateTime(subscription.unlocksAt) },
  );
  return (
    <article
      className="order ieo-order"
      data-testid="ieo-order"
      data-id={subscription.id}
      data-state={subscription.state}
    >
      <header className="order__head">
        <span className="order__symbol">{subscription.name}</span>
        <span className="order__kind">{subscription.token}</span>
        <StatusBadge
          tone={STATE_TONES[subscription.state]}
          label={t(`ieo.state.${subscription.state}`)}
          testId="ieo-order-state"
        />
      </header>
      <TermsGrid cells={cells} testIdPrefix="ieo-order" />
      <AllocationCheck subscription={subscription} />
    </article>
  );
};

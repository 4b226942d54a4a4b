import type { IeoAllocationRecord, IeoProject, IeoSubscription } from '@tessera/core';
import type { Formats, TFunction } from '../../i18n';
import { type RuleLines, recordInput, type SettlementClaim } from '../proofs';

/** The project's terms and totals its allocation record holds (`ieo/1`), as the app shows them. */
const projectShown = (
  projectId: number,
  terms: Pick<IeoProject, 'token' | 'tokenDecimals' | 'payAsset' | 'payDecimals' | 'price' | 'totalIssuance'>,
  allocation: IeoAllocationRecord,
): Record<string, string> => ({
  'inputs.project': String(projectId),
  'inputs.token': terms.token,
  'inputs.token_decimals': String(terms.tokenDecimals),
  'inputs.pay_asset': terms.payAsset,
  'inputs.pay_decimals': String(terms.payDecimals),
  'inputs.price': terms.price.toFixed(),
  'inputs.total_issuance': terms.totalIssuance.toFixed(),
  'result.applied': allocation.applied.toFixed(),
  'result.allocated': allocation.allocated.toFixed(),
  'result.oversubscribed': String(allocation.oversubscribed),
});

/**
 * An allocated project as its page shows it, as a claim to check against its allocation record
 * (`ieo/1`, no price): its terms and totals. Undefined until the project is allocated.
 */
export const ieoProjectClaim = (project: IeoProject): SettlementClaim | undefined =>
  project.allocation === null
    ? undefined
    : {
        ref: `ieo_project:${project.id}`,
        ticks: [],
        shown: projectShown(project.id, project, project.allocation),
      };

/**
 * One of the user's subscriptions once its project is allocated, as a claim to check against the
 * project's allocation record: the project's terms and totals, and this subscription's own entry
 * in the record's lists (by its id): what it applied for and paid, what it passed and got back.
 * Undefined until allocated.
 */
export const ieoSubscriptionClaim = (subscription: IeoSubscription): SettlementClaim | undefined => {
  const { allocation, passed, refunded } = subscription;
  if (allocation === null || passed === null || refunded === null) return undefined;
  const own = `subscriptions[id=${subscription.id}]`;
  return {
    ref: `ieo_project:${subscription.projectId}`,
    ticks: [],
    shown: {
      ...projectShown(subscription.projectId, subscription, allocation),
      [`inputs.${own}.amount`]: subscription.amount.toFixed(),
      [`inputs.${own}.paid`]: subscription.paid.toFixed(),
      [`result.${own}.passed`]: passed.toFixed(),
      [`result.${own}.refunded`]: refunded.toFixed(),
    },
  };
};

/**
 * The published terms an allocation follows, with the record's figures: the issuance shared out,
 * the issue price the payments were made at, and how many applications it shared it among.
 */
export const ieoRuleLines =
  (t: TFunction, format: Formats): RuleLines =>
  (inputs) => {
    const token = recordInput(inputs, 'token', String);
    const payAsset = recordInput(inputs, 'pay_asset', String);
    const applications = inputs.subscriptions;
    return [
      {
        label: t('ieo.totalIssuance'),
        value: recordInput(inputs, 'total_issuance', (text) => `${format.amount(text)} ${token}`),
        testId: 'verify-ieo-issuance',
      },
      {
        label: t('ieo.price'),
        value: recordInput(inputs, 'price', (text) => `${format.amount(text)} ${payAsset}`),
        testId: 'verify-ieo-price',
      },
      {
        label: t('ieo.applicationCount'),
        value: Array.isArray(applications) ? format.integer(String(applications.length)) : '—',
        testId: 'verify-ieo-applications',
      },
    ];
  };

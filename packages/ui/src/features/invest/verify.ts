import { DualDirections, type DualOrder } from '@tessera/core';
import type { Formats, TFunction } from '../../i18n';
import { archivedInstant, type RuleLines, recordInput, type SettlementClaim } from '../proofs';

/**
 * What the app shows of a dual-investment order, as a claim to check against its archive record
 * (`dual/1`): the order's terms, and once settled the price in force at maturity (the record's
 * close tick) and what was paid, in which asset.
 */
export const dualClaim = (order: DualOrder): SettlementClaim => ({
  ref: `dual_order:${order.id}`,
  ticks: [{ labelKey: 'invest.settlementPrice', idField: 'close_tick_id', priceField: 'close_price' }],
  shown: {
    'inputs.symbol': order.symbol,
    'inputs.direction': order.direction,
    'inputs.invested': order.invested.toFixed(),
    'inputs.linked_price': order.linkedPrice.toFixed(),
    'inputs.annual_rate': order.annualRate.toFixed(),
    'inputs.days': String(order.days),
    'inputs.base': order.base,
    'inputs.quote': order.quote,
    'inputs.base_decimals': String(order.baseDecimals),
    'inputs.quote_decimals': String(order.quoteDecimals),
    'inputs.matures_at': archivedInstant(order.maturesAt),
    ...(order.settlement === null
      ? {}
      : {
          'inputs.close_tick_id': String(order.settlement.price.tickId),
          'inputs.close_price': order.settlement.price.price.toFixed(),
          'result.asset': order.settlement.payout.asset,
          'result.payout': order.settlement.payout.amount.toFixed(),
        }),
  },
});

/**
 * The published terms a dual record was settled by, beside its price: the product (direction and
 * holding days), what was invested, the linked price, the annual rate and the maturity the price
 * was taken at.
 */
export const dualRuleLines =
  (t: TFunction, format: Formats): RuleLines =>
  (inputs) => {
    const direction = DualDirections.find((known) => known === inputs.direction);
    const base = recordInput(inputs, 'base', (text) => text);
    const quote = recordInput(inputs, 'quote', (text) => text);
    const days = recordInput(inputs, 'days', (text) => t('invest.daysValue', { days: text }));
    return [
      {
        label: t('invest.product'),
        value: `${recordInput(inputs, 'symbol', (text) => text)} · ${
          direction === undefined ? '—' : t(`invest.direction.${direction}`)
        } · ${days}`,
        testId: 'verify-dual-product',
      },
      {
        label: t('invest.invested'),
        value: recordInput(
          inputs,
          'invested',
          (text) => `${format.amount(text)} ${direction === 'put' ? quote : base}`,
        ),
        testId: 'verify-dual-invested',
      },
      {
        label: t('invest.linkedPrice'),
        value: recordInput(inputs, 'linked_price', (text) => `${format.price(text)} ${quote}`),
        testId: 'verify-dual-linked',
      },
      {
        label: t('invest.annualRate'),
        value: recordInput(inputs, 'annual_rate', format.percent),
        testId: 'verify-dual-rate',
      },
      {
        label: t('invest.maturesAt'),
        value: recordInput(inputs, 'matures_at', format.dateTime),
        testId: 'verify-dual-maturity',
      },
    ];
  };

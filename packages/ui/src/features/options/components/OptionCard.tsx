import type { OptionOrder } from '@tessera/core';
import { type Formats, type TFunction, useFormat, useTranslation } from '../../../i18n';
import { type RuleLines, VerifySettlement } from '../../proofs';
import { RecordedPrice } from '../../trade/RecordedPrice';
import { type Line, Lines } from '../../wallet/components/Lines';
import { optionClaim } from '../verify';

/** An order's lines: the stake and open price, then, once settled, the close price, outcome and payout. */
export const optionLines = (t: TFunction, format: Formats, order: OptionOrder): Line[] => [
  {
    label: t('options.stake'),
    value: `${format.amount(order.stake)} ${order.asset}`,
    testId: 'option-stake',
  },
  { label: t('options.openPrice'), value: <RecordedPrice price={order.open} testId="option-open" /> },
  ...(order.settlement === null
    ? []
    : [
        {
          label: t('options.closePrice'),
          value: <RecordedPrice price={order.settlement.close} testId="option-close" />,
        },
        {
          label: t('options.outcome'),
          value: t(`options.outcomes.${order.settlement.outcome}`),
          ...(order.settlement.outcome === 'draw'
            ? {}
            : { tone: order.settlement.outcome === 'win' ? 'up' : 'down' }),
          testId: 'option-outcome',
        } satisfies Line,
        {
          label: t('options.payout'),
          value: `${format.amount(order.settlement.payout)} ${order.asset}`,
          testId: 'option-payout',
        },
      ]),
];

/** The head of an order: direction (up green, down red), market and duration. */
export const OptionHead = ({ order }: { order: OptionOrder }) => {
  const { t } = useTranslation();
  return (
    <header className="order__head">
      <span className={`order__side option__direction--${order.direction}`}>
        {t(`options.directions.${order.direction}`)}
      </span>
      <span className="order__symbol">{order.symbol}</span>
      <span className="order__kind">{t('options.seconds', { seconds: String(order.seconds) })}</span>
    </header>
  );
};

/** "Verify" on a settled option: its archive record and ticks checked in the browser. */
export const VerifyOption = ({ order }: { order: OptionOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (order.settlement === null) return null;
  const ruleLines: RuleLines = (inputs) => [
    {
      label: t('proofs.payoutRate'),
      value: typeof inputs.payout_rate === 'string' ? format.percent(inputs.payout_rate) : '—',
      testId: 'verify-payout-rate',
    },
  ];
  return <VerifySettlement claim={optionClaim(order)} ruleLines={ruleLines} />;
};

/** One order as the lists show it. */
export const OptionCard = ({ order }: { order: OptionOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="order" data-testid="option-row" data-state={order.state}>
      <OptionHead order={order} />
      <Lines lines={optionLines(t, format, order)} />
      <p className="order__time">{format.dateTime(order.openedAt)}</p>
      <VerifyOption order={order} />
    </article>
  );
};

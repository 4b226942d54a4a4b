import type { DualDirection, DualSettlement } from '@tessera/core';
import { type PageProps, Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Screen } from '../../components/Screen';
import { useFormat, useTranslation } from '../../i18n';
import { Lines } from '../wallet/components/Lines';
import { exampleFigures, HELP_EXAMPLE } from './example';
import '../finance/wealth.css';
import './invest.css';

/**
 * Spec §9's example worked through for one direction, its figures by core's calculators: the
 * terms, then what comes back on each side of the linked price, the side the linked price itself
 * falls on saying "at or".
 */
const WorkedExample = ({ direction }: { direction: DualDirection }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { factor, outcomes } = exampleFigures();
  const { base, quote, linkedPrice, days, annualRate, invested } = HELP_EXAMPLE;
  const linked = format.amount(linkedPrice);
  const paid = (settlement: DualSettlement) =>
    `${format.amount(settlement.amount)} ${settlement.currency === 'base' ? base : quote}`;
  const { below, above } = outcomes[direction];
  return (
    <>
      <p>
        {t(`invest.help.example.${direction}`, {
          amount: `${format.amount(invested[direction])} ${direction === 'call' ? base : quote}`,
          price: `${linked} ${quote}`,
          days,
          rate: format.percent(annualRate),
          factor: format.amount(factor),
        })}
      </p>
      <Lines
        boxed
        lines={[
          {
            label: t(direction === 'call' ? 'invest.help.below' : 'invest.help.atOrBelow', { price: linked }),
            value: paid(below),
            testId: `invest-example-${direction}-below`,
          },
          {
            label: t(direction === 'call' ? 'invest.help.atOrAbove' : 'invest.help.above', { price: linked }),
            value: paid(above),
            testId: `invest-example-${direction}-above`,
          },
        ]}
      />
    </>
  );
};

/**
 * Spec §2 `pages/invest/help`: what dual investment is (Sell high, Buy low), where a linked price
 * comes from, what is paid at maturity (the formula, with spec §9's example computed here), when the
 * price it is paid on is final, and the risks, then the way to the products.
 */
export default function InvestHelpPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen route={route} testId="page-invest-help">
      <article className="card wealth-article">
        <h2>{t('invest.help.whatTitle')}</h2>
        <p>{t('invest.help.what')}</p>
        <h2>{t('invest.direction.call')}</h2>
        <p>{t('invest.help.call')}</p>
        <h2>{t('invest.direction.put')}</h2>
        <p>{t('invest.help.put')}</p>

        <h2>{t('invest.help.linkedTitle')}</h2>
        <p>{t('invest.help.linked')}</p>

        <h2>{t('invest.help.payoutTitle')}</h2>
        <p>{t('invest.help.payout')}</p>
        <div className="wealth-article__formula" data-testid="invest-formula">
          <p>{t('invest.help.formula.factor')}</p>
          <p>{t('invest.help.formula.call')}</p>
          <p>{t('invest.help.formula.put')}</p>
        </div>
        <WorkedExample direction="call" />
        <WorkedExample direction="put" />

        <h2>{t('invest.help.finalTitle')}</h2>
        <p>{t('invest.help.final')}</p>

        <h2>{t('invest.help.risksTitle')}</h2>
        <p>{t('invest.help.risks')}</p>
      </article>
      <div className="screen__actions wealth-cta">
        <ButtonLink to={Paths.invest} tone="primary" data-testid="invest-see-products">
          {t('invest.seeProducts')}
        </ButtonLink>
      </div>
    </Screen>
  );
}

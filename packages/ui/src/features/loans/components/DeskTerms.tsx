import {
  LOAN_DEFAULT_TERM_DAYS,
  LOAN_LIQUIDATION_RISK_RATE,
  LOAN_MAX_LEVERAGE,
  LOAN_MAX_TERM_DAYS,
  LOAN_MAX_USDT,
  LOAN_MIN_TERM_DAYS,
  LOAN_MIN_USDT,
  LOAN_MIN_VIP_LEVEL,
  LOAN_OVERDUE_DAILY_RATE,
  LOAN_WARNING_RISK_RATE,
  type LoanContext,
  LoanCurrencies,
} from '@tessera/core';
import { useFormat, useTranslation, validationText } from '../../../i18n';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { useLanguage } from '../../wallet/data';
import { formatDays, formatRiskRate } from '../format';
import { eligibilityRefusal } from '../states';
import { SeeVipLevels } from './Refused';

/** The thresholds of the risk rate as every loan text says them: `120%`, `110%`. */
export const useThresholds = () => {
  const language = useLanguage();
  return {
    warning: formatRiskRate(LOAN_WARNING_RISK_RATE, language),
    liquidation: formatRiskRate(LOAN_LIQUIDATION_RISK_RATE, language),
  };
};

/**
 * The desk's terms (spec §9), from core's constants: 500,000 to 10,000,000 USDT worth, up to 3×,
 * 7 days to a year (30 by default), BTC, ETH, USDT and USDC, reviewed in 1–3 days, 0.5 % of the
 * loan a day once overdue, warned below 120 % and closed below 110 %, with what the risk rate is.
 */
export const DeskTerms = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const thresholds = useThresholds();
  const cells: TermCell[] = [
    {
      key: 'amount',
      label: t('loans.terms.amount'),
      value: t('loans.terms.amountValue', {
        min: format.amount(LOAN_MIN_USDT),
        max: format.amount(LOAN_MAX_USDT),
      }),
      wide: true,
    },
    {
      key: 'leverage',
      label: t('loans.terms.leverage'),
      value: t('loans.terms.leverageValue', { max: LOAN_MAX_LEVERAGE }),
    },
    { key: 'review', label: t('loans.terms.review'), value: t('loans.terms.reviewValue') },
    {
      key: 'term',
      label: t('loans.terms.term'),
      value: t('loans.terms.termValue', {
        min: LOAN_MIN_TERM_DAYS,
        max: LOAN_MAX_TERM_DAYS,
        default: formatDays(LOAN_DEFAULT_TERM_DAYS, language),
      }),
      wide: true,
    },
    { key: 'currencies', label: t('loans.terms.currencies'), value: LoanCurrencies.join(', '), wide: true },
    {
      key: 'overdue',
      label: t('loans.terms.overdue'),
      value: t('loans.terms.overdueValue', { rate: format.percent(LOAN_OVERDUE_DAILY_RATE) }),
      wide: true,
    },
    {
      key: 'risk',
      label: t('loans.terms.risk'),
      value: t('loans.terms.riskValue', thresholds),
      wide: true,
    },
  ];
  return (
    <section className="card wealth-card wealth-card--summary" data-testid="loans-terms">
      <h2 className="form__title">{t('loans.terms.title')}</h2>
      <TermsGrid cells={cells} testIdPrefix="loans-terms" />
      <p className="wealth-hint loans-explain" data-testid="loans-risk-explained">
        {t('loans.terms.riskExplained', thresholds)}
      </p>
    </section>
  );
};

/**
 * Who may borrow (spec §6: VIP level 2 or more, or a market maker) and where the user stands: their
 * VIP level, whether they are a market maker, and core's verdict on it.
 */
export const Standing = ({ context }: { context: LoanContext }) => {
  const { t } = useTranslation();
  const refusal = eligibilityRefusal(context);
  return (
    <section className="card wealth-card wealth-card--summary loans-standing" data-testid="loans-standing">
      <h2 className="form__title">{t('loans.who.title')}</h2>
      <p className="wealth-hint">{t('loans.who.rule', { vip: LOAN_MIN_VIP_LEVEL })}</p>
      <TermsGrid
        cells={[
          {
            key: 'vip',
            label: t('loans.who.vipLevel'),
            value: t('settings.vip', { level: context.vipLevel }),
          },
          {
            key: 'maker',
            label: t('loans.who.marketMaker'),
            value: t(context.isMarketMaker ? 'loans.who.yes' : 'loans.who.no'),
          },
        ]}
        testIdPrefix="loans-standing"
      />
      <p
        className={refusal ? 'notice notice--warning' : 'notice notice--success'}
        data-testid="loans-eligibility"
        data-eligible={refusal === undefined}
      >
        {refusal ? (
          <>
            {validationText(t, refusal)} <SeeVipLevels />
          </>
        ) : (
          t('loans.who.eligible')
        )}
      </p>
    </section>
  );
};

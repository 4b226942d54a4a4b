import type { LoanRisk } from '@tessera/core';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { formatRiskRate } from '../format';
import { RISK_KEYS } from '../states';
import { useThresholds } from './DeskTerms';

/**
 * An active loan's risk rate at the latest recorded prices (what its margin account is worth ÷ what
 * it owes), large, with its level (safe, warning in amber, liquidate in red) and what that level
 * means for the user: warned below 120 %, closed below 110 %. Without a recorded price, says so.
 */
export const RiskPanel = ({ risk }: { risk: LoanRisk | null }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const thresholds = useThresholds();
  if (risk === null)
    return (
      <p className="notice notice--warning" data-testid="loan-risk-unknown">
        {t('loans.riskUnknown')}
      </p>
    );
  const keys = RISK_KEYS[risk.level];
  return (
    <div
      className={`loans-risk loans-risk--${risk.level}`}
      role={risk.level === 'safe' ? undefined : 'alert'}
      data-testid="loan-risk"
      data-level={risk.level}
    >
      <div className="loans-risk__head">
        <span className="loans-risk__label">{t('loans.riskRate')}</span>
        <span className="badge loans-risk__badge" data-testid="loan-risk-level">
          {t(keys.badge)}
        </span>
      </div>
      <p className="loans-risk__rate" data-testid="loan-risk-rate">
        {formatRiskRate(risk.rate, language)}
      </p>
      <p className="loans-risk__note" data-testid="loan-risk-note">
        {t(keys.note, thresholds)}
      </p>
    </div>
  );
};

import type { WalletOverview } from '@tessera/core';
import { Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { Segmented } from '../../components/Segmented';
import { type Formats, useFormat, useTranslation } from '../../i18n';
import { selectPath } from './links';
import { otherValuation, shownValue, type Valuation, Valuations } from './valuation';

const totalOf = (overview: WalletOverview, valuation: Valuation, format: Formats) =>
  shownValue(valuation, { usdt: overview.totalUsdt, inFiat: overview.total, fiat: overview.fiat }, format);

/**
 * The top of the assets page: every account's total under the chosen valuation, the other one
 * beneath it, the "crypto / fiat" tabs, and the ways money comes in, goes out and moves.
 */
export const TotalCard = ({
  overview,
  valuation,
  onValuation,
}: {
  /** Undefined until the first overview arrives: the total shows as a placeholder. */
  overview: WalletOverview | undefined;
  valuation: Valuation;
  onValuation: (valuation: Valuation) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const total = overview ? totalOf(overview, valuation, format) : undefined;
  const other = overview ? totalOf(overview, otherValuation(valuation), format) : undefined;
  return (
    <section className="card overview" data-testid="assets-total-card">
      <div className="overview__top">
        <p className="overview__label">{t('assets.total')}</p>
        <Segmented<Valuation>
          testId="assets-valuation"
          size="small"
          value={valuation}
          onChange={onValuation}
          options={Valuations.map((key) => ({ key, label: t(`assets.valuation.${key}`) }))}
        />
      </div>
      {total && other ? (
        <>
          <p className="overview__total" data-testid="assets-total">
            {total.amount} <span className="overview__unit">{total.unit}</span>
          </p>
          <p className="overview__other" data-testid="assets-total-other">
            ≈ {other.amount} {other.unit}
          </p>
        </>
      ) : (
        <>
          <span className="skeleton overview__skeleton" />
          <span className="skeleton overview__skeleton overview__skeleton--small" />
        </>
      )}
      <div className="overview__actions">
        <ButtonLink to={Paths.deposit} tone="primary" data-testid="assets-deposit">
          {t('assets.deposit')}
        </ButtonLink>
        <ButtonLink to={selectPath('withdraw')} tone="ghost" data-testid="assets-withdraw">
          {t('assets.withdraw')}
        </ButtonLink>
        <ButtonLink to={Paths.transfer} tone="ghost" data-testid="assets-transfer">
          {t('assets.transfer')}
        </ButtonLink>
      </div>
    </section>
  );
};

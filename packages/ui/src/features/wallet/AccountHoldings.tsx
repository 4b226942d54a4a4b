import {
  type AccountBalances,
  type FiatBalance,
  type FiatCode,
  SMALL_BALANCE_USDT,
  visibleBalances,
} from '@tessera/core';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { CoinMark } from './CoinMark';
import { shownValue, type Valuation } from './valuation';

const HoldingRow = ({
  balance,
  valuation,
  fiat,
}: {
  balance: FiatBalance;
  valuation: Valuation;
  fiat: FiatCode;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const value = shownValue(valuation, { usdt: balance.valueUsdt, inFiat: balance.value, fiat }, format);
  return (
    <li className="holding" data-testid={`holding-${balance.asset}`}>
      <div className="holding__asset">
        <CoinMark symbol={balance.asset} />
        {balance.asset}
      </div>
      <dl className="holding__figures">
        <div>
          <dt>{t('assets.available')}</dt>
          <dd data-testid={`holding-${balance.asset}-available`}>{format.amount(balance.available)}</dd>
        </div>
        <div>
          <dt>{t('assets.frozen')}</dt>
          <dd data-testid={`holding-${balance.asset}-frozen`}>{format.amount(balance.frozen)}</dd>
        </div>
        <div>
          <dt>{t('assets.value', { unit: value.unit })}</dt>
          <dd data-testid={`holding-${balance.asset}-value`}>{value.amount}</dd>
        </div>
      </dl>
    </li>
  );
};

/** One account's assets with what is available, frozen and their value; small ones hidden on request. */
export const AccountHoldings = ({
  account,
  hideSmall,
  valuation,
  fiat,
}: {
  account: AccountBalances;
  hideSmall: boolean;
  valuation: Valuation;
  fiat: FiatCode;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = visibleBalances(account.balances, hideSmall);
  const total = shownValue(valuation, { usdt: account.totalUsdt, inFiat: account.total, fiat }, format);
  return (
    <section className="card holdings" data-testid={`assets-account-${account.account}`}>
      <div className="holdings__head">
        <h2 className="holdings__title">{t(`accounts.${account.account}`)}</h2>
        <span className="holdings__total" data-testid="assets-account-total">
          {total.amount} {total.unit}
        </span>
      </div>
      {balances.length === 0 ? (
        <EmptyState
          text={
            hideSmall
              ? t('assets.emptySmall', { minimum: format.amount(SMALL_BALANCE_USDT) })
              : t('assets.empty')
          }
          testId="assets-empty"
        />
      ) : (
        <ul className="list holdings__list">
          {balances.map((balance) => (
            <HoldingRow key={balance.asset} balance={balance} valuation={valuation} fiat={fiat} />
          ))}
        </ul>
      )}
    </section>
  );
};

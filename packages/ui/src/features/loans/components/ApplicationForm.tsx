import {
  Decimal,
  failureMessage,
  type Language,
  LOAN_MAX_TERM_DAYS,
  LOAN_MAX_USDT,
  LOAN_MIN_TERM_DAYS,
  LOAN_MIN_USDT,
  LOAN_OVERDUE_DAILY_RATE,
  type Loan,
  type LoanContext,
  LoanCurrencies,
  type LoanDraft,
  type LoanField,
  type LoanForm,
  validateLoanApplication,
} from '@tessera/core';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { Choice } from '../../../components/Choice';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { SelectField } from '../../../components/SelectField';
import { formatsFor, type TFunction, useFormat, useTranslation, validationText } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { transferPath } from '../../wallet/links';
import {
  applicationKey,
  draftOpening,
  initialLoanForm,
  LEVERAGES,
  type OpeningPosition,
  openingRateOf,
  previewOf,
} from '../application';
import { formatDays, formatLeverage, formatRiskRate, money, withAmountParams } from '../format';
import { RISK_KEYS } from '../states';
import { useThresholds } from './DeskTerms';

/** The leverages as radio rows: what margin each asks for, and the risk rate it opens at. */
const Leverages = ({
  t,
  value,
  onChange,
  error,
}: {
  t: TFunction;
  value: string;
  onChange: (leverage: string) => void;
  error: string | undefined;
}) => {
  const language = useLanguage();
  return (
    <fieldset className={error ? 'choices choices--invalid loans-leverages' : 'choices loans-leverages'}>
      <legend className="field__label">{t('loans.leverage')}</legend>
      {LEVERAGES.map((leverage) => (
        <Choice
          key={leverage}
          name="loan-leverage"
          checked={value === String(leverage)}
          onChoose={() => onChange(String(leverage))}
          title={formatLeverage(String(leverage))}
          detail={t('loans.leverageDetail', {
            leverage,
            rate: formatRiskRate(openingRateOf(leverage), language),
          })}
          testId={`loan-leverage-${leverage}`}
        />
      ))}
      {error ? (
        <p className="field__error" data-testid="loan-leverage-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

/** The lines of a loan's margin and opening position, for the preview and the confirmation. */
const openingLines = (
  t: TFunction,
  language: Language,
  opening: OpeningPosition,
  marginCurrency: string,
  testIdPrefix: string,
): Line[] => [
  {
    label: t('loans.loanValue'),
    value: money(
      opening.risk.debtValueUsdt.toDecimalPlaces(2, Decimal.ROUND_DOWN),
      'USDT',
      formatsFor(language),
    ),
    testId: `${testIdPrefix}-value`,
  },
  {
    label: t('loans.marginRequired'),
    value: money(opening.margin, marginCurrency, formatsFor(language)),
    testId: `${testIdPrefix}-margin`,
  },
  {
    label: t('loans.openingRisk'),
    value: `${formatRiskRate(opening.risk.rate, language)} · ${t(RISK_KEYS[opening.risk.level].badge)}`,
    tone: opening.risk.level === 'safe' ? 'up' : 'warn',
    testId: `${testIdPrefix}-risk`,
  },
];

/**
 * The borrowing form over core's loan-application machine (`createLoanApplication`): the currency
 * and amount to borrow, the leverage (each with the risk rate it opens at), the term in days, the
 * margin currency with what the balance account holds of it, and the contact UID; every broken
 * term shown at once on its field by core's `validateLoanApplication` against the desk's terms;
 * a live preview of the margin required (core's `loanMarginRequired` at the recorded prices) and
 * the opening risk rate; a confirmation that says what will be frozen, the application sent once
 * under its request id; then the OTC desk with the loan under review.
 */
export const ApplicationForm = ({ context }: { context: LoanContext }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const tessera = useTessera();
  const thresholds = useThresholds();
  const { view, order } = useProductOrderForm<LoanForm, LoanField, LoanDraft, LoanContext, Loan>({
    initial: initialLoanForm(),
    validate: (form) => validateLoanApplication(form, context),
    create: tessera.createLoanApplication,
    market: context,
    keyOf: applicationKey,
    placedNotice: 'loans.appliedNotice',
    then: Paths.loans,
  });

  if (!order.ready) return null;

  const error = (field: LoanField) => validationText(t, withAmountParams(view.errors[field], format));
  const { form } = view;
  const preview = previewOf(form, context);
  const { failure, reviewed } = order;
  const confirmed = reviewed === null ? undefined : draftOpening(reviewed, context);
  const choose = { value: '', label: t('loans.choose') };
  const currencies = [choose, ...LoanCurrencies.map((currency) => ({ value: currency, label: currency }))];
  const marginCurrency = LoanCurrencies.find((currency) => currency === form.marginCurrency);
  const available = marginCurrency === undefined ? undefined : context.available?.[marginCurrency];
  const loanCurrency = LoanCurrencies.find((currency) => currency === form.currency);
  const loanPriceUsdt = loanCurrency === undefined ? undefined : context.pricesUsdt[loanCurrency];
  const overdueNote = t('loans.overdueRule', {
    ...thresholds,
    rate: format.percent(LOAN_OVERDUE_DAILY_RATE),
  });

  return (
    <form
      className="loans-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="loan-form"
    >
      {view.errors.account ? (
        <p className="notice notice--warning" role="alert" data-testid="loan-account-error">
          {validationText(t, view.errors.account)}
        </p>
      ) : null}
      <section className="card form form--card">
        <h2 className="form__title">{t('loans.borrowTitle')}</h2>
        <SelectField
          label={t('loans.currency')}
          value={form.currency}
          options={currencies}
          onChange={view.set('currency')}
          error={error('currency')}
          testId="loan-currency"
        />
        <Field
          label={t('loans.amount')}
          value={form.amount}
          onValue={(typed) => view.set('amount')(typed.replace(',', '.').trim())}
          error={error('amount')}
          hint={t('loans.amountHint', {
            min: format.amount(LOAN_MIN_USDT),
            max: format.amount(LOAN_MAX_USDT),
          })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('loans.amountPlaceholder')}
          testId="loan-amount"
          after={loanCurrency === undefined ? undefined : <span className="field__unit">{loanCurrency}</span>}
        />
        {loanPriceUsdt !== undefined && loanCurrency !== 'USDT' ? (
          <p className="amount__available loans-price" data-testid="loan-price">
            {t('loans.recordedPrice', {
              currency: loanCurrency,
              price: money(loanPriceUsdt, 'USDT', format),
            })}
          </p>
        ) : null}
        <Leverages t={t} value={form.leverage} onChange={view.set('leverage')} error={error('leverage')} />
        <Field
          label={t('loans.term')}
          value={form.termDays}
          onValue={(typed) => view.set('termDays')(typed.trim())}
          error={error('termDays')}
          hint={t('loans.termHint', { min: LOAN_MIN_TERM_DAYS, max: LOAN_MAX_TERM_DAYS })}
          inputMode="numeric"
          autoComplete="off"
          testId="loan-term"
          after={<span className="field__unit">{t('loans.daysUnit')}</span>}
        />
      </section>
      <section className="card form form--card">
        <h2 className="form__title">{t('loans.marginTitle')}</h2>
        <SelectField
          label={t('loans.marginCurrency')}
          value={form.marginCurrency}
          options={currencies}
          onChange={view.set('marginCurrency')}
          error={error('marginCurrency')}
          testId="loan-margin-currency"
        />
        {marginCurrency === undefined ? null : (
          <div className="loans-funds">
            <p className="amount__available" data-testid="loan-available">
              {t('loans.available', { amount: money(available ?? '0', marginCurrency, format) })}
            </p>
            <span className="wealth-links">
              <Link to={Paths.deposit} data-testid="loan-deposit">
                {t('loans.deposit')}
              </Link>
              <Link to={transferPath('balance', marginCurrency)} data-testid="loan-transfer">
                {t('loans.transferIn')}
              </Link>
            </span>
          </div>
        )}
        <div className="wealth-preview" aria-live="polite" data-testid="loan-preview">
          {preview ? (
            <>
              <Lines lines={openingLines(t, language, preview, preview.marginCurrency, 'loan-preview')} />
              {preview.short ? (
                <p className="field__error" data-testid="loan-preview-short">
                  {t('loans.marginShort', {
                    margin: format.amount(preview.margin),
                    currency: preview.marginCurrency,
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="wealth-hint">{t('loans.previewHint')}</p>
          )}
        </div>
      </section>
      <section className="card form form--card">
        <h2 className="form__title">{t('loans.contactTitle')}</h2>
        <Field
          label={t('loans.contactUid')}
          value={form.contactUid}
          onValue={(typed) => view.set('contactUid')(typed.trim())}
          error={error('contactUid')}
          hint={t('loans.contactHint')}
          inputMode="numeric"
          autoComplete="off"
          testId="loan-contact"
        />
        <p className="wealth-hint" data-testid="loan-review-note">
          {t('loans.reviewNote')}
        </p>
        <p className="wealth-hint" data-testid="loan-overdue-rule">
          {overdueNote}
        </p>
        <OrderSubmit
          order={order}
          label={t('loans.applySubmit')}
          buying
          title={t('loans.confirmTitle')}
          placingLabel={t('loans.applying')}
          testId="loan-submit"
        >
          {reviewed !== null ? (
            <>
              <p className="loans-frozen" data-testid="loan-confirm-frozen">
                {t('loans.frozenNote', { margin: money(reviewed.margin, reviewed.marginCurrency, format) })}
              </p>
              <Lines
                boxed
                lines={[
                  {
                    label: t('loans.borrow'),
                    value: money(reviewed.amount, reviewed.currency, format),
                    testId: 'loan-confirm-amount',
                  },
                  {
                    label: t('loans.leverage'),
                    value: formatLeverage(reviewed.leverage),
                    testId: 'loan-confirm-leverage',
                  },
                  {
                    label: t('loans.term'),
                    value: formatDays(reviewed.termDays, language),
                    testId: 'loan-confirm-term',
                  },
                  ...(confirmed === undefined
                    ? [
                        {
                          label: t('loans.marginRequired'),
                          value: money(reviewed.margin, reviewed.marginCurrency, format),
                          testId: 'loan-confirm-margin',
                        },
                      ]
                    : openingLines(t, language, confirmed, reviewed.marginCurrency, 'loan-confirm')),
                  {
                    label: t('loans.contactUid'),
                    value: reviewed.contactUid,
                    testId: 'loan-confirm-contact',
                  },
                ]}
              />
            </>
          ) : null}
          <p className="dialog__note">{t('loans.frozenBack')}</p>
          <p className="dialog__note">{overdueNote}</p>
          <FormNotice notice={failure ? failureMessage(failure) : null} />
        </OrderSubmit>
      </section>
    </form>
  );
};

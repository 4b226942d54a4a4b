import {
  failureMessage,
  LOCALES,
  type QuickBuyDraft,
  type QuickBuyField,
  type QuickBuyForm,
  type QuickBuyMethod,
  type QuickBuyOffer,
  type QuickBuyOrder,
  quickBuyQuote,
  validateQuickBuy,
} from '@tessera/core';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit, useForm } from '../../../app/forms';
import { Link, useNavigate } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useServices, useTessera } from '../../../app/services';
import { Choice } from '../../../components/Choice';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { SelectField } from '../../../components/SelectField';
import { type TFunction, useTranslation, validationText } from '../../../i18n';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { useOrderMachine } from '../../trade/order-machine';
import { Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { formatUsd, formatUsdt, withUsdParams } from '../format';
import { quickBuyOrderPath } from '../links';
import {
  canRaiseLimit,
  countryOptions,
  currencyName,
  draftKey,
  initialForm,
  OTHER_COUNTRY,
  quoteFor,
  regionRefusal,
  servedCountries,
} from '../offer';

/** The payment methods as radio rows: what each is, and how long the money takes (spec §9). */
const Methods = ({
  t,
  methods,
  value,
  onChange,
  error,
}: {
  t: TFunction;
  methods: readonly QuickBuyMethod[];
  value: string;
  onChange: (method: QuickBuyMethod) => void;
  error: string | undefined;
}) => (
  <fieldset
    className={error ? 'choices choices--invalid quickbuy-methods' : 'choices quickbuy-methods'}
    data-testid="quickbuy-methods"
  >
    <legend className="field__label">{t('quickbuy.method')}</legend>
    {methods.map((method) => (
      <Choice
        key={method}
        name="quickbuy-method"
        checked={value === method}
        onChoose={() => onChange(method)}
        title={t(`quickbuy.methods.${method}.title`)}
        detail={t(`quickbuy.methods.${method}.detail`)}
        testId={`quickbuy-method-${method}`}
      />
    ))}
    {error ? (
      <p className="field__error" data-testid="quickbuy-method-error">
        {error}
      </p>
    ) : null}
  </fieldset>
);

/** Another country than those served: what core's rule says, where quick buy is offered, and the other way in. */
const RegionRefused = ({ t, text, offer }: { t: TFunction; text: string; offer: QuickBuyOffer }) => {
  const locale = LOCALES[useLanguage()];
  return (
    <div className="notice notice--warning quickbuy-refused" role="alert" data-testid="quickbuy-region">
      <p className="quickbuy-refused__title" data-testid="quickbuy-region-title">
        {text}
      </p>
      <p>{t('quickbuy.regionServed', { countries: servedCountries(offer.countries, locale) })}</p>
      <Link to={Paths.deposit} data-testid="quickbuy-region-deposit">
        {t('quickbuy.depositInstead')}
      </Link>
    </div>
  );
};

/**
 * The purchase sheet over core's quick-buy machine (`createQuickBuy`): the country (the served ones
 * by name in the user's language, or another, which core's rule answers with "your region is not
 * supported"), the currency, the payment method, whole dollars within the user's limit and what
 * they buy (`quickBuyQuote`, USDT 1:1), the payer's details; every wrong field shown at once by
 * `validateQuickBuy`; a confirmation, the order placed once under its request id; then the order's
 * page with the account to pay into.
 */
export const BuyForm = ({
  offer,
  contacts,
}: {
  offer: QuickBuyOffer;
  /** The user's own email and mobile, filled in as the payer's. */
  contacts: { readonly email: string | null; readonly mobile: string | null };
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = LOCALES[language];
  const tessera = useTessera();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const validate = (form: QuickBuyForm) => validateQuickBuy(form, offer);
  const view = useForm<QuickBuyForm, QuickBuyField, QuickBuyDraft>(initialForm(offer, contacts), validate);
  const checked = validate(view.form);
  const order = useOrderMachine({
    create: tessera.createQuickBuy,
    draft: rightOf(checked) ?? null,
    market: offer,
    keyOf: draftKey,
    onPlaced: (placed: QuickBuyOrder) => {
      toasts.show({ key: 'quickbuy.placedNotice' });
      navigate(quickBuyOrderPath(placed.id), { replace: true });
    },
  });

  if (!order.ready) return null;

  const refusal = regionRefusal(leftOf(checked));
  const error = (field: QuickBuyField) => validationText(t, withUsdParams(view.errors[field], language));
  const usd = (amount: QuickBuyOffer['minUsd']) => formatUsd(amount, language);
  const quote = quoteFor(view.form.usd, offer);
  const { failure, reviewed } = order;
  const windowNote = t('quickbuy.windowNote', { hours: offer.paymentWindowHours });
  const countries = [
    { value: '', label: t('quickbuy.countryChoose') },
    ...countryOptions(offer.countries, locale),
    { value: OTHER_COUNTRY, label: t('quickbuy.otherCountry') },
  ];
  const currencies = [
    ...(offer.currencies.length === 1 ? [] : [{ value: '', label: t('quickbuy.currencyChoose') }]),
    ...offer.currencies.map((code) => ({
      value: code,
      label: t('quickbuy.currencyValue', { code, name: currencyName(code, locale) }),
    })),
  ];

  return (
    <form
      className="quickbuy-form"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="quickbuy-form"
    >
      <section className="card form form--card">
        <h2 className="form__title">{t('quickbuy.purchase')}</h2>
        <SelectField
          label={t('quickbuy.country')}
          value={view.form.country}
          options={countries}
          onChange={view.set('country')}
          // Another country is answered by the notice below, at once.
          error={refusal ? undefined : error('country')}
          testId="quickbuy-country"
        />
        {refusal ? <RegionRefused t={t} text={validationText(t, refusal) ?? ''} offer={offer} /> : null}
        {refusal ? null : (
          <>
            <SelectField
              label={t('quickbuy.currency')}
              value={view.form.currency}
              options={currencies}
              onChange={view.set('currency')}
              error={error('currency')}
              testId="quickbuy-currency"
            />
            <Methods
              t={t}
              methods={offer.methods}
              value={view.form.method}
              onChange={view.set('method')}
              error={error('method')}
            />
            <Field
              label={t('quickbuy.amount')}
              value={view.form.usd}
              onValue={(typed) => view.set('usd')(typed.trim())}
              error={error('usd')}
              hint={t('quickbuy.amountHint', { min: usd(offer.minUsd) })}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('quickbuy.amountPlaceholder', { min: usd(offer.minUsd) })}
              testId="quickbuy-amount"
              after={<span className="field__unit">USD</span>}
            />
            <p className="amount__available quickbuy-limit" data-testid="quickbuy-limit">
              <span>{t('quickbuy.limit', { max: usd(offer.maxUsd) })}</span>
              {canRaiseLimit(offer) ? (
                <Link to={Paths.real} data-testid="quickbuy-raise-limit">
                  {t('quickbuy.raiseLimit')}
                </Link>
              ) : null}
            </p>
            <div className="wealth-preview" aria-live="polite" data-testid="quickbuy-quote">
              {quote ? (
                <Lines
                  lines={[
                    { label: t('quickbuy.rate'), value: t('quickbuy.rateValue') },
                    {
                      label: t('quickbuy.receive'),
                      value: formatUsdt(quote.usdt, language),
                      tone: 'up',
                      testId: 'quickbuy-quote-usdt',
                    },
                  ]}
                />
              ) : (
                <p className="wealth-hint">{t('quickbuy.quoteHint')}</p>
              )}
            </div>
          </>
        )}
      </section>
      {refusal ? null : (
        <section className="card form form--card">
          <div>
            <h2 className="form__title">{t('quickbuy.payer')}</h2>
            <p className="form__lead">{t('quickbuy.payerLead')}</p>
          </div>
          <div className="quickbuy-names">
            <Field
              label={t('quickbuy.firstName')}
              value={view.form.firstName}
              onValue={view.set('firstName')}
              error={error('firstName')}
              autoComplete="given-name"
              testId="quickbuy-first-name"
            />
            <Field
              label={t('quickbuy.lastName')}
              value={view.form.lastName}
              onValue={view.set('lastName')}
              error={error('lastName')}
              autoComplete="family-name"
              testId="quickbuy-last-name"
            />
          </div>
          <Field
            label={t('quickbuy.email')}
            type="email"
            value={view.form.email}
            onValue={view.set('email')}
            error={error('email')}
            autoComplete="email"
            inputMode="email"
            testId="quickbuy-email"
          />
          <Field
            label={t('quickbuy.phone')}
            type="tel"
            value={view.form.phone}
            onValue={view.set('phone')}
            error={error('phone')}
            autoComplete="tel"
            inputMode="tel"
            placeholder="+66 81 234 5678"
            testId="quickbuy-phone"
          />
          <Field
            label={t('quickbuy.taxId')}
            value={view.form.taxId}
            onValue={view.set('taxId')}
            error={error('taxId')}
            hint={t('quickbuy.taxIdHint')}
            autoComplete="off"
            testId="quickbuy-tax-id"
          />
          <p className="wealth-hint" data-testid="quickbuy-window-note">
            {windowNote}
          </p>
          <OrderSubmit
            order={order}
            label={t('quickbuy.buy')}
            buying
            title={t('quickbuy.confirmTitle')}
            placingLabel={t('quickbuy.placing')}
            testId="quickbuy-submit"
          >
            {reviewed !== null ? (
              <Lines
                boxed
                lines={[
                  {
                    label: t('quickbuy.country'),
                    value: countries.find((option) => option.value === reviewed.country)?.label ?? '',
                    testId: 'quickbuy-confirm-country',
                  },
                  {
                    label: t('quickbuy.method'),
                    value: t(`quickbuy.methods.${reviewed.method}.title`),
                    testId: 'quickbuy-confirm-method',
                  },
                  { label: t('quickbuy.amount'), value: usd(reviewed.usd), testId: 'quickbuy-confirm-usd' },
                  {
                    label: t('quickbuy.receive'),
                    // What the order buys, by core's quote (USDT 1:1) of the dollars confirmed.
                    value: formatUsdt(
                      rightOf(quickBuyQuote({ usdAmount: reviewed.usd }))?.usdt ?? reviewed.usd,
                      language,
                    ),
                    tone: 'up',
                    testId: 'quickbuy-confirm-usdt',
                  },
                  {
                    label: t('quickbuy.payerName'),
                    value: `${reviewed.payer.firstName} ${reviewed.payer.lastName}`,
                    testId: 'quickbuy-confirm-payer',
                  },
                ]}
              />
            ) : null}
            <p className="dialog__note">{t('quickbuy.confirmNote')}</p>
            <p className="dialog__note">{windowNote}</p>
            <FormNotice notice={failure ? failureMessage(failure) : null} />
          </OrderSubmit>
        </section>
      )}
    </form>
  );
};

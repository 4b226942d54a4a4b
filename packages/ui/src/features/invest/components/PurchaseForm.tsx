import {
  type Decimal,
  type DualDraft,
  type DualOrder,
  type DualProduct,
  type DualPurchaseField,
  type DualPurchaseForm,
  dualPurchasePreview,
  failureMessage,
  validateDualPurchase,
} from '@tessera/core';
import { leftOf, rightOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { FormNotice } from '../../../components/FormNotice';
import { useFormat, useTranslation } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { needsMoreFunds } from '../../wallet/balances';
import { Lines } from '../../wallet/components/Lines';
import { transferPath } from '../../wallet/links';
import { purchaseKey } from '../orders';
import { investedDecimals, mostShares } from '../products';
import { Outcomes } from './Outcomes';
import { termName } from './ProductTerms';
import { SharesField } from './SharesField';

/**
 * Buying shares of a product over core's purchase machine (`createDualPurchase`): a whole number of
 * shares, checked in place by core's `validateDualPurchase` against the product (still open, shares
 * left) and the balance account; what it invests and both outcomes (core's `dualPurchasePreview`);
 * a confirmation before the money is frozen, bought once under that confirmation's request id;
 * then the user's investments.
 */
export const PurchaseForm = ({
  product,
  available,
  now,
}: {
  product: DualProduct;
  /** What the balance account holds available in the product's invested asset. */
  available: Decimal;
  /** The exchange's clock: a product's subscription ends by it. */
  now: () => Date;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const products = [product];
  const { view, checked, order } = useProductOrderForm<
    DualPurchaseForm,
    DualPurchaseField,
    DualDraft,
    DualProduct,
    DualOrder
  >({
    initial: { productId: product.id, shares: '' },
    validate: (form) => validateDualPurchase(form, { products, now: now().getTime(), available }),
    create: tessera.createDualPurchase,
    market: product,
    keyOf: purchaseKey,
    placedNotice: 'invest.boughtNotice',
    then: Paths.investMine,
  });

  if (!order.ready) return null;

  const decimals = investedDecimals(product);
  const money = (amount: Decimal) => `${format.amount(amount, decimals)} ${product.investAsset}`;
  // The preview needs whole shares of an open product, not the balance: it says what they would pay.
  const previewable = rightOf(validateDualPurchase(view.form, { products, now: now().getTime() }));
  const preview = previewable ? dualPurchasePreview(product, previewable.shares) : undefined;
  // A closed or sold-out product says so at once, not only once the form is sent.
  const closure = leftOf(checked)?.product;
  const { failure, reviewed } = order;
  const frozenNote = t('invest.frozenNote', { asset: product.investAsset });

  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="invest-form"
    >
      {closure ? (
        <p className="form-notice form-notice--error" role="alert" data-testid="invest-closed">
          {t(closure.messageKey)}
        </p>
      ) : null}
      <SharesField
        value={view.form.shares}
        onValue={view.set('shares')}
        error={view.errors.shares}
        most={mostShares(product, available)}
        hint={t('invest.shareHint', { amount: money(product.shareSize) })}
      />
      <p className="amount__available" data-testid="invest-available">
        {t('funds.available', { amount: format.amount(available, decimals), asset: product.investAsset })}
      </p>
      {needsMoreFunds(available, product.shareSize, leftOf(checked)?.shares) ? (
        <p className="notice notice--action" data-testid="invest-short">
          <span>{t('invest.fundHint', { asset: product.investAsset })}</span>
          <span className="wealth-links">
            <Link to={Paths.deposit} data-testid="invest-deposit">
              {t('invest.deposit')}
            </Link>
            <Link to={transferPath('balance', product.investAsset)} data-testid="invest-transfer">
              {t('invest.transferIn')}
            </Link>
          </span>
        </p>
      ) : null}
      <div className="wealth-preview" aria-live="polite" data-testid="invest-preview">
        {preview ? (
          <>
            <Lines
              lines={[
                {
                  label: t('invest.invests'),
                  value: money(preview.invested),
                  testId: 'invest-preview-invested',
                },
              ]}
            />
            <Outcomes product={product} preview={preview} testId="invest-outcome" />
          </>
        ) : (
          <p className="wealth-hint">{t('invest.previewHint')}</p>
        )}
      </div>
      <p className="wealth-hint" data-testid="invest-frozen-note">
        {frozenNote}
      </p>
      <OrderSubmit
        order={order}
        label={t('invest.invest')}
        buying
        title={t('invest.confirmTitle')}
        placingLabel={t('invest.investing')}
        testId="invest-submit"
      >
        {reviewed !== null ? (
          <>
            <Lines
              boxed
              lines={[
                {
                  label: t('invest.product'),
                  value: `${product.symbol} · ${termName(t, product)}`,
                  testId: 'invest-confirm-product',
                },
                {
                  label: t('invest.shares'),
                  value: String(reviewed.shares),
                  testId: 'invest-confirm-shares',
                },
                {
                  label: t('invest.invests'),
                  value: money(product.shareSize.mul(reviewed.shares)),
                  testId: 'invest-confirm-invested',
                },
                { label: t('invest.annualRate'), value: format.percent(product.annualRate) },
                { label: t('invest.maturesAt'), value: format.dateTime(product.maturesAt) },
              ]}
            />
            <Outcomes
              product={product}
              preview={dualPurchasePreview(product, reviewed.shares)}
              testId="invest-confirm-outcome"
            />
          </>
        ) : null}
        <p className="dialog__note">{frozenNote}</p>
        <FormNotice notice={failure ? failureMessage(failure) : null} />
      </OrderSubmit>
    </form>
  );
};

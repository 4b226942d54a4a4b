import {
  type Asset,
  type AssetNetwork,
  type Deposit,
  type DepositRequest,
  validateDepositRequest,
} from '@tessera/core';
import { useConfirmedSubmit, useForm } from '../../app/forms';
import { Paths } from '../../app/routes';
import { ButtonLink } from '../../components/ButtonLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { ImagePicker } from '../../components/ImagePicker';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormat, useTranslation, validationText } from '../../i18n';
import { type MoneyMoveView, useMoneyMove } from './money-move';

interface Coin {
  readonly asset: Asset;
  readonly network: AssetNetwork;
}

/** "I have paid": the amount (the asset's precision) and a payment proof, confirmed before it is sent. */
const RequestForm = ({ asset, network, move }: Coin & { move: MoneyMoveView<DepositRequest, Deposit> }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useForm({ amount: '', proof: '' }, (form) =>
    validateDepositRequest({ coinId: network.coinId, ...form }, { precision: asset.precision }),
  );
  const confirm = useConfirmedSubmit(view, { submit: move.send });
  return (
    <form
      className="card form form--card"
      onSubmit={confirm.onSubmit}
      noValidate
      data-testid="deposit-request"
    >
      <div>
        <h2 className="form__title">{t('receive.requestTitle')}</h2>
        <p className="form__lead">{t('receive.requestLead')}</p>
      </div>
      <Field
        label={t('receive.amount')}
        placeholder={t('receive.amountPlaceholder', { precision: asset.precision })}
        value={view.form.amount}
        onValue={view.set('amount')}
        error={validationText(t, view.errors.amount)}
        inputMode="decimal"
        autoComplete="off"
        after={<span className="field__unit">{asset.symbol}</span>}
        testId="deposit-amount"
      />
      <ImagePicker
        purpose="payment_proof"
        label={t('receive.proof')}
        hint={t('receive.proofHint')}
        onUploaded={view.set('proof')}
        error={view.errors.proof}
        testId="deposit-proof"
      />
      <SubmitButton
        submitter={move}
        label={t('receive.submit')}
        busyLabel={t('common.submitting')}
        testId="deposit-submit"
      />
      <ConfirmDialog {...confirm.dialog} title={t('receive.confirmTitle')}>
        {confirm.pending ? (
          <dl className="summary">
            <dt>{t('receive.asset')}</dt>
            <dd>{asset.symbol}</dd>
            <dt>{t('receive.network')}</dt>
            <dd>{network.network}</dd>
            <dt>{t('receive.amount')}</dt>
            <dd data-testid="deposit-confirm-amount">
              {format.amount(confirm.pending.amount, asset.precision)} {asset.symbol}
            </dd>
          </dl>
        ) : null}
        <p>{t('receive.confirmBody')}</p>
      </ConfirmDialog>
    </form>
  );
};

/**
 * The deposit request, then its result: pending review, with the way to the records or to another
 * request (a fresh form). Each confirmation carries a request id, kept while the same request is
 * sent again.
 */
export const DepositRequestForm = ({ asset, network }: Coin) => {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useMoneyMove((api) => api.wallet.requestDeposit);
  if (move.done === undefined) return <RequestForm asset={asset} network={network} move={move} />;
  return (
    <section className="card requested" data-testid="deposit-requested">
      <p className="notice notice--success">
        {t('receive.requested', {
          amount: format.amount(move.done.answer.amount, asset.precision),
          asset: asset.symbol,
        })}
      </p>
      <p className="requested__body">{t('receive.requestedBody')}</p>
      <div className="requested__actions">
        <ButtonLink to={Paths.fundRecords} tone="ghost" data-testid="deposit-view-records">
          {t('receive.viewRecords')}
        </ButtonLink>
        <button
          type="button"
          className="button button--primary button--inline"
          onClick={move.clear}
          data-testid="deposit-another"
        >
          {t('receive.another')}
        </button>
      </div>
    </section>
  );
};

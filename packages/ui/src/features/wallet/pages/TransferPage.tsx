import {
  type Asset,
  combineLoadables,
  type Transfer,
  type TransferDraft,
  validateTransfer,
  WalletAccounts,
  type WalletOverview,
} from '@tessera/core';
import { useConfirmedSubmit, useForm } from '../../../app/forms';
import { useSearchParams } from '../../../app/navigation';
import { type PageProps, Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { IconLink } from '../../../components/IconLink';
import { Loaded } from '../../../components/Loaded';
import { IconReceipt } from '../../../components/MenuIcons';
import { Screen } from '../../../components/Screen';
import { SelectField } from '../../../components/SelectField';
import { EmptyState } from '../../../components/States';
import { SubmitButton } from '../../../components/SubmitButton';
import type { TFunction } from '../../../i18n';
import { useFormat, useTranslation, validationText } from '../../../i18n';
import { availableIn } from '../balances';
import { AmountField } from '../components/AmountField';
import { Lines } from '../components/Lines';
import { Outcome } from '../components/Outcome';
import { SwapButton } from '../components/SwapButton';
import { useAssets, useWalletOverview } from '../data';
import { transferTargetOf } from '../links';
import { useMoneyMove } from '../money-move';

/** A transfer as the confirmation and the outcome sum it up. */
const TransferSummary = ({ t, transfer, asset }: { t: TFunction; transfer: Transfer; asset: Asset }) => {
  const format = useFormat();
  return (
    <Lines
      boxed
      lines={[
        {
          label: t('funds.amount'),
          value: `${format.amount(transfer.amount, asset.precision)} ${asset.symbol}`,
          testId: 'transfer-summary-amount',
        },
        { label: t('transfer.from'), value: t(`accounts.${transfer.from}`) },
        { label: t('transfer.to'), value: t(`accounts.${transfer.to}`) },
      ]}
    />
  );
};

const TransferForm = ({
  assets,
  first,
  overview,
}: {
  assets: readonly Asset[];
  first: Asset;
  overview: WalletOverview;
}) => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const assetOf = (assetId: number) => assets.find((candidate) => candidate.id === assetId) ?? first;
  const availableOf = (draft: TransferDraft) => availableIn(overview, draft.from, draft.assetId);
  // A product's "transfer in" opens the page set to its account and asset.
  const target = transferTargetOf(search, assets);
  const to = target.to ?? 'futures';
  const view = useForm<TransferDraft, 'amount' | 'to', Transfer>(
    { assetId: (target.asset ?? first).id, amount: '', from: to === 'balance' ? 'futures' : 'balance', to },
    (draft) =>
      validateTransfer(draft, { precision: assetOf(draft.assetId).precision, available: availableOf(draft) }),
  );
  const move = useMoneyMove<Transfer, { readonly id: number }>((api) => api.wallet.transfer);
  const confirm = useConfirmedSubmit(view, { submit: move.send });
  const { form } = view;
  const asset = assetOf(form.assetId);
  const accounts = WalletAccounts.map((account) => ({ value: account, label: t(`accounts.${account}`) }));

  if (move.done !== undefined) {
    const { request } = move.done;
    return (
      <Outcome
        title={t('transfer.done')}
        testId="transfer-done"
        actions={
          <>
            <ButtonLink to={Paths.transferHistory} tone="ghost" data-testid="transfer-history">
              {t('transfer.historyTitle')}
            </ButtonLink>
            <button
              type="button"
              className="button button--primary button--inline"
              onClick={() => {
                view.replace({ ...form, amount: '' });
                move.clear();
              }}
              data-testid="transfer-again"
            >
              {t('transfer.again')}
            </button>
          </>
        }
      >
        <TransferSummary t={t} transfer={request} asset={assetOf(request.assetId)} />
      </Outcome>
    );
  }

  return (
    <form className="card form form--card" onSubmit={confirm.onSubmit} noValidate>
      <div className="route-pick">
        <div className="route-pick__fields">
          <SelectField
            label={t('transfer.from')}
            value={form.from}
            options={accounts}
            onChange={view.set('from')}
            testId="transfer-from"
          />
          <SelectField
            label={t('transfer.to')}
            value={form.to}
            options={accounts}
            onChange={view.set('to')}
            error={validationText(t, view.errors.to)}
            testId="transfer-to"
          />
        </div>
        <SwapButton
          label={t('transfer.swap')}
          onSwap={() => view.replace({ ...form, from: form.to, to: form.from })}
          testId="transfer-swap"
        />
      </div>
      <SelectField
        label={t('funds.asset')}
        value={form.assetId}
        options={assets.map((candidate) => ({ value: candidate.id, label: candidate.symbol }))}
        onChange={view.set('assetId')}
        testId="transfer-asset"
      />
      <AmountField
        label={t('funds.amount')}
        value={form.amount}
        onValue={view.set('amount')}
        error={view.errors.amount}
        available={availableOf(form)}
        asset={asset.symbol}
        precision={asset.precision}
        placeholder={t('transfer.amountPlaceholder')}
        testId="transfer-amount"
      />
      <SubmitButton
        submitter={move}
        label={t('transfer.submit')}
        busyLabel={t('common.submitting')}
        testId="transfer-submit"
      />
      <ConfirmDialog {...confirm.dialog} title={t('transfer.confirmTitle')}>
        {confirm.pending ? (
          <TransferSummary t={t} transfer={confirm.pending} asset={assetOf(confirm.pending.assetId)} />
        ) : null}
      </ConfirmDialog>
    </form>
  );
};

/** Spec §2 transfer: moves an asset between two of the user's accounts. */
export default function TransferPage({ route }: PageProps) {
  const { t } = useTranslation();
  const assets = useAssets();
  const overview = useWalletOverview();
  const history = (
    <IconLink to={Paths.transferHistory} label={t('transfer.historyTitle')} testId="open-transfer-history">
      <IconReceipt />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-transfer" right={history}>
      <Loaded
        data={combineLoadables(assets.data, overview.data)}
        onRetry={() => {
          assets.reload();
          overview.reload();
        }}
      >
        {([list, balances]) => {
          const [first] = list;
          return first === undefined ? (
            <EmptyState text={t('common.noData')} />
          ) : (
            <TransferForm assets={list} first={first} overview={balances} />
          );
        }}
      </Loaded>
    </Screen>
  );
}

import {
  type Network,
  Networks,
  validateNetworkAddress,
  validateWalletAddress,
  type WalletAddressDraft,
} from '@tessera/core';
import { leftOf } from '../app/either';
import { useConfirmedSubmit, useForm, useSubmitter } from '../app/forms';
import { useNavigate } from '../app/navigation';
import { type PageProps, Paths } from '../app/routes';
import { useServices } from '../app/services';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Field } from '../components/Field';
import { ImagePicker } from '../components/ImagePicker';
import { Screen } from '../components/Screen';
import { Segmented } from '../components/Segmented';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslation, validationText } from '../i18n';

/** Spec §2 addWallet: network, name, address (checked as it is typed) and its QR code. */
export default function AddWalletPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const view = useForm<WalletAddressDraft, keyof WalletAddressDraft, WalletAddressDraft>(
    { network: 'TRC20', name: '', address: '', qrcode: '' },
    validateWalletAddress,
  );
  const save = useSubmitter(
    (api) => api.account.saveWalletAddress,
    () => {
      toasts.show({ key: 'wallet.saved' });
      navigate(Paths.wallet, { replace: true });
    },
  );
  const confirm = useConfirmedSubmit(view, save);
  const { form } = view;
  // The address is checked live once something is typed, not only on submit.
  const liveAddressError =
    form.address.trim() === '' ? undefined : leftOf(validateNetworkAddress(form.network, form.address));
  return (
    <Screen route={route} testId="page-add-wallet">
      <form className="card form form--card" onSubmit={confirm.onSubmit} noValidate>
        <div>
          <span className="field__label">{t('wallet.network')}</span>
          <Segmented<Network>
            testId="wallet-network"
            value={form.network}
            onChange={(network) => view.set('network')(network)}
            options={Networks.map((network) => ({ key: network, label: network }))}
          />
        </div>
        <Field
          label={t('wallet.name')}
          placeholder={t('wallet.namePlaceholder')}
          value={form.name}
          onValue={view.set('name')}
          error={validationText(t, view.errors.name)}
          maxLength={30}
          testId="wallet-name"
        />
        <Field
          label={t('wallet.address')}
          placeholder={t('wallet.addressPlaceholder', { network: form.network })}
          value={form.address}
          onValue={view.set('address')}
          error={validationText(t, liveAddressError ?? view.errors.address)}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          testId="wallet-address"
        />
        <ImagePicker
          purpose="wallet_qrcode"
          label={t('wallet.qrcode')}
          hint={t('wallet.qrcodeHint')}
          onUploaded={view.set('qrcode')}
          error={view.errors.qrcode}
          testId="wallet-qrcode"
        />
        <p className="notice">{t('wallet.holdNotice')}</p>
        <SubmitButton
          submitter={save}
          label={t('common.save')}
          busyLabel={t('common.saving')}
          testId="wallet-submit"
        />
        <ConfirmDialog {...confirm.dialog} title={t('wallet.confirmTitle')}>
          {confirm.pending ? (
            <dl className="summary">
              <dt>{t('wallet.network')}</dt>
              <dd>{confirm.pending.network}</dd>
              <dt>{t('wallet.address')}</dt>
              <dd className="summary__mono">{confirm.pending.address}</dd>
            </dl>
          ) : null}
          <p>{t('wallet.holdNotice')}</p>
        </ConfirmDialog>
      </form>
    </Screen>
  );
}

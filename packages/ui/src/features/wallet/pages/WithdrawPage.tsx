import {
  type Asset,
  BANK_WITHDRAWAL_ASSET,
  type BankCard,
  type Convertible,
  combineLoadables,
  failureMessage,
  type InternationalBankCard,
  isHeld,
  latestValue,
  maskBankAccount,
  type User,
  validatePayPassword,
  validateTotpCode,
  validateWithdrawal,
  type WalletAddress,
  type WalletOverview,
  type Withdrawal,
  type WithdrawalDestination,
  type WithdrawalDraft,
  type WithdrawalInfo,
  type WithdrawalRequest,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { leftOf, rightOf } from '../../../app/either';
import { useExchangeNow } from '../../../app/exchange-clock';
import { type Api, onSubmit, useForm, useRemote } from '../../../app/forms';
import { Link, useSearchParams } from '../../../app/navigation';
import { type PageProps, Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { selectUser } from '../../../app/session';
import { ButtonLink } from '../../../components/ButtonLink';
import { Choice } from '../../../components/Choice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { IconLink } from '../../../components/IconLink';
import { Loaded } from '../../../components/Loaded';
import { IconReceipt } from '../../../components/MenuIcons';
import { PinField } from '../../../components/PinField';
import { Screen } from '../../../components/Screen';
import { Segmented } from '../../../components/Segmented';
import { SelectField } from '../../../components/SelectField';
import { EmptyState } from '../../../components/States';
import { SubmitButton } from '../../../components/SubmitButton';
import type { TFunction } from '../../../i18n';
import { type Formats, useFormat, useTranslation, validationText } from '../../../i18n';
import { availableIn, type Coin, findCoin, firstCoinOf, withdrawableAssets } from '../balances';
import { AmountField } from '../components/AmountField';
import { type Line, Lines } from '../components/Lines';
import { Outcome } from '../components/Outcome';
import { useAssets, useWalletOverview } from '../data';
import { assetRecordsPath, idParam } from '../links';
import { useMoneyMove } from '../money-move';
import { countedInBtc, previewWithdrawal, sameDestination } from '../withdraw';

/** The exchange's longest page: a user with more saved addresses chooses among the newest 50. */
const ADDRESS_LIMIT = 50;
/** The 24-hour limit is in BTC (spec §6); its amounts are shown to BTC's 8 decimals. */
const BTC_DECIMALS = 8;

const loadInfo = (api: Api) => api.wallet.withdrawalInfo();
const loadAddresses = (api: Api) => api.account.walletAddresses({ page: 1, limit: ADDRESS_LIMIT });
const loadBankCard = (api: Api) => api.account.bankCard();
const loadInternationalCard = (api: Api) => api.account.internationalBankCard();
/** Prices, for what a withdrawal counts toward the BTC limit; the page works without them. */
const loadPrices = (api: Api) => api.wallet.convertibles();

type Request = Omit<WithdrawalRequest, 'payPassword'>;

/** The saved cards by the names the settings give them. */
const CARD_TITLES = { domestic: 'settings.bank', international: 'settings.bankInternational' } as const;

interface Saved {
  readonly addresses: readonly WalletAddress[];
  readonly bankCard: BankCard | null;
  readonly internationalCard: InternationalBankCard | null;
}

/** Where a withdrawal goes, in words: the address's name and value, or the card's bank and masked number. */
const destinationText = (t: TFunction, destination: WithdrawalDestination, saved: Saved): string => {
  if (destination.kind === 'address') {
    const address = saved.addresses.find((candidate) => candidate.id === destination.addressId);
    return address ? `${address.name} · ${address.address}` : '';
  }
  const card = destination.card === 'domestic' ? saved.bankCard : saved.internationalCard;
  return card
    ? `${t(CARD_TITLES[destination.card])} · ${card.bankName} ${maskBankAccount(card.bankAccount)}`
    : '';
};

/**
 * The saved places a withdrawal of this coin can go: its network's addresses (a new one is shown
 * with the time it becomes usable), and for USDT, when the exchange pays to banks, the saved cards.
 */
const Destinations = ({
  coin,
  saved,
  bankAllowed,
  value,
  onChange,
  error,
}: {
  coin: Coin;
  saved: Saved;
  bankAllowed: boolean;
  value: WithdrawalDestination | null;
  onChange: (destination: WithdrawalDestination) => void;
  error: string | undefined;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const exchangeNow = useExchangeNow();
  const addresses = saved.addresses.filter((address) => address.network === coin.network.network);
  const cards = bankAllowed
    ? (['domestic', 'international'] as const).map((kind) => ({
        kind,
        card: kind === 'domestic' ? saved.bankCard : saved.internationalCard,
      }))
    : [];
  return (
    <fieldset className={error ? 'choices choices--invalid' : 'choices'} data-testid="withdraw-destinations">
      <legend className="field__label">{t('withdraw.destination')}</legend>
      {addresses.map((address) => {
        const waiting = isHeld({ until: address.usableFrom, now: exchangeNow() });
        const destination = { kind: 'address', addressId: address.id } as const;
        return (
          <Choice
            name="destination"
            key={address.id}
            checked={sameDestination(value, destination)}
            disabled={waiting}
            onChoose={() => onChange(destination)}
            title={address.name}
            detail={address.address}
            {...(waiting
              ? { note: t('wallet.usableFrom', { time: format.dateTime(address.usableFrom) }) }
              : {})}
            testId={`withdraw-address-${address.id}`}
          />
        );
      })}
      {addresses.length === 0 ? (
        <p className="choices__empty" data-testid="withdraw-no-address">
          {t('withdraw.noAddress', { network: coin.network.network })}
        </p>
      ) : null}
      {cards.map(({ kind, card }) =>
        card === null ? null : (
          <Choice
            name="destination"
            key={kind}
            checked={sameDestination(value, { kind: 'bank', card: kind })}
            onChoose={() => onChange({ kind: 'bank', card: kind })}
            title={t(CARD_TITLES[kind])}
            detail={`${card.bankName} ${maskBankAccount(card.bankAccount)}`}
            testId={`withdraw-bank-${kind}`}
          />
        ),
      )}
      <div className="choices__links">
        <Link to={Paths.addWallet} data-testid="withdraw-add-address">
          {t('wallet.add')}
        </Link>
        {cards
          .filter(({ card }) => card === null)
          .map(({ kind }) => (
            <Link key={kind} to={kind === 'domestic' ? Paths.bank : Paths.bankInternational}>
              {t(`withdraw.addCard.${kind}`)}
            </Link>
          ))}
      </div>
      {error ? (
        <p className="field__error" data-testid="withdraw-destination-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

/** What stands between the user and a withdrawal: the hold, a missing payment password, verification. */
const Notices = ({ info, user, coin }: { info: WithdrawalInfo; user: User | null; coin: Coin }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {info.heldUntil !== null ? (
        <p className="notice notice--warning" data-testid="withdraw-held">
          {t('security.withdrawalsHeld', { time: format.dateTime(info.heldUntil) })}
        </p>
      ) : null}
      {user !== null && user.verificationLevel === 0 ? (
        <p className="notice notice--warning notice--action" data-testid="withdraw-unverified">
          <span>{t('withdraw.unverified')}</span>
          <Link to={Paths.real}>{t('real.markButton')}</Link>
        </p>
      ) : null}
      {info.payPasswordSet ? null : (
        <p className="notice notice--warning notice--action" data-testid="withdraw-no-pay-password">
          <span>{t('withdraw.noPayPassword')}</span>
          <Link to={Paths.payPassword}>{t('security.setPayPassword')}</Link>
        </p>
      )}
      {coin.network.enabled ? null : (
        <p className="notice notice--warning" data-testid="withdraw-network-off">
          {t('withdraw.networkOff', { network: coin.network.network })}
        </p>
      )}
    </>
  );
};

/** A withdrawal's money: amount, network fee and what arrives. */
const moneyLines = (
  t: TFunction,
  format: Formats,
  asset: Asset,
  figures: {
    readonly amount: WithdrawalRequest['amount'];
    readonly fee: Withdrawal['fee'];
    readonly receive: Withdrawal['receive'];
  },
): Line[] => {
  const shown = (value: Withdrawal['fee']) => `${format.amount(value, asset.precision)} ${asset.symbol}`;
  return [
    { label: t('funds.amount'), value: shown(figures.amount), testId: 'withdraw-summary-amount' },
    { label: t('withdraw.fee'), value: shown(figures.fee) },
    { label: t('withdraw.receive'), value: shown(figures.receive), testId: 'withdraw-summary-receive' },
  ];
};

const WithdrawOutcome = ({ withdrawal, asset }: { withdrawal: Withdrawal; asset: Asset }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Outcome
      title={t('withdraw.requested')}
      lead={t('withdraw.pendingLead')}
      testId="withdraw-done"
      actions={
        <>
          <ButtonLink to={`${Paths.fundRecords}?tab=withdrawals`} tone="ghost" data-testid="withdraw-records">
            {t('withdraw.records')}
          </ButtonLink>
          <ButtonLink to={Paths.assets} tone="primary" replace data-testid="withdraw-finish">
            {t('withdraw.finish')}
          </ButtonLink>
        </>
      }
    >
      <Lines
        boxed
        lines={[
          ...moneyLines(t, format, asset, withdrawal),
          ...(withdrawal.network ? [{ label: t('withdraw.network'), value: withdrawal.network }] : []),
          ...(withdrawal.to ? [{ label: t('withdraw.destination'), value: withdrawal.to }] : []),
          {
            label: t('withdraw.status'),
            value: t(`withdraw.state.${withdrawal.state}`),
            testId: 'withdraw-state',
          },
          { label: t('withdraw.time'), value: format.dateTime(withdrawal.createdAt) },
        ]}
      />
    </Outcome>
  );
};

type Step = 'summary' | 'password';

const WithdrawForm = ({
  coin,
  assets,
  info,
  saved,
  overview,
  prices,
  onCoin,
}: {
  coin: Coin;
  assets: readonly Asset[];
  info: WithdrawalInfo;
  saved: Saved;
  overview: WalletOverview;
  prices: readonly Convertible[];
  onCoin: (coinId: number) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const user = useSelector(tessera.session, selectUser);
  const { asset, network } = coin;
  const available = availableIn(overview, 'balance', asset.id);
  const view = useForm<WithdrawalDraft, 'amount' | 'destination', Request>(
    { coinId: network.coinId, amount: '', destination: null },
    (draft) => validateWithdrawal(draft, { precision: asset.precision, network, available }),
  );
  // The payment password and the authenticator code are no part of what identifies the withdrawal
  // (nor of what the exchange keys it by): a retry with a newer code is the same withdrawal.
  const move = useMoneyMove<WithdrawalRequest, Withdrawal>(
    (api) => api.wallet.withdraw,
    ({ payPassword: _secret, totpCode: _code, ...request }) => request,
  );
  const [pending, setPending] = useState<Request>();
  const [step, setStep] = useState<Step>('summary');
  const [pin, setPin] = useState('');
  const [pinChecked, setPinChecked] = useState(false);
  const [totp, setTotp] = useState('');
  const close = () => {
    setPending(undefined);
    setStep('summary');
    setPin('');
    setPinChecked(false);
    setTotp('');
  };
  // The outcome replaces the form, and the dialog with it.
  const withdrawn = move.done?.answer;
  if (withdrawn !== undefined) return <WithdrawOutcome withdrawal={withdrawn} asset={asset} />;

  const { form } = view;
  const preview = previewWithdrawal(form.amount, { precision: asset.precision, network });
  const counted = preview ? countedInBtc(preview.fee.plus(preview.receive), asset.symbol, prices) : undefined;
  const pinError = pinChecked ? leftOf(validatePayPassword(pin)) : undefined;
  // With two-factor authentication on, the authenticator's current code goes with the payment password.
  const totpError = pinChecked && info.twoFactor ? leftOf(validateTotpCode(totp)) : undefined;
  const shown = (value: Withdrawal['fee']) => `${format.amount(value, asset.precision)} ${asset.symbol}`;
  const bankAllowed = info.bankWithdrawals && asset.symbol === BANK_WITHDRAWAL_ASSET;

  const confirm = () => {
    if (pending === undefined) return;
    if (step === 'summary') {
      setStep('password');
      return;
    }
    setPinChecked(true);
    if (leftOf(validatePayPassword(pin)) !== undefined) return;
    if (!info.twoFactor) {
      move.send({ ...pending, payPassword: pin });
      return;
    }
    const code = rightOf(validateTotpCode(totp));
    if (code !== undefined) move.send({ ...pending, payPassword: pin, totpCode: code });
  };

  return (
    <>
      <Notices info={info} user={user} coin={coin} />
      <form
        className="card form form--card"
        onSubmit={onSubmit(() => {
          const request = view.check();
          if (request) setPending(request);
        })}
        noValidate
      >
        <SelectField
          label={t('withdraw.coin')}
          value={asset.id}
          options={withdrawableAssets(assets).map((candidate) => ({
            value: candidate.id,
            label: candidate.symbol,
          }))}
          onChange={(assetId) => {
            const next = assets.find((candidate) => candidate.id === assetId);
            const first = next ? firstCoinOf(next) : undefined;
            if (first) onCoin(first.network.coinId);
          }}
          testId="withdraw-coin"
        />
        <div className="field">
          <span className="field__label">{t('withdraw.network')}</span>
          <Segmented
            options={asset.networks.map((candidate) => ({
              key: String(candidate.coinId),
              label: candidate.network,
            }))}
            value={String(network.coinId)}
            onChange={(key) => onCoin(Number(key))}
            testId="withdraw-network"
          />
        </div>
        <Destinations
          coin={coin}
          saved={saved}
          bankAllowed={bankAllowed}
          value={form.destination}
          onChange={view.set('destination')}
          error={validationText(t, view.errors.destination)}
        />
        <AmountField
          label={t('funds.amount')}
          value={form.amount}
          onValue={view.set('amount')}
          error={view.errors.amount}
          available={available}
          asset={asset.symbol}
          precision={asset.precision}
          placeholder={t('withdraw.amountPlaceholder', {
            minimum: format.amount(network.withdrawMinimum, asset.precision),
          })}
          testId="withdraw-amount"
        />
        <Lines
          lines={[
            { label: t('withdraw.minimum'), value: shown(network.withdrawMinimum) },
            { label: t('withdraw.fee'), value: shown(network.withdrawFee), testId: 'withdraw-fee' },
            {
              label: t('withdraw.receive'),
              value: preview ? shown(preview.receive) : '—',
              testId: 'withdraw-receive',
            },
            {
              label: t('withdraw.limitLeft'),
              value: t('withdraw.limitValue', {
                remaining: format.amount(info.remainingBtc, BTC_DECIMALS),
                limit: format.amount(info.limitBtc, BTC_DECIMALS),
              }),
              testId: 'withdraw-limit',
            },
            ...(counted
              ? [
                  {
                    label: t('withdraw.counts'),
                    value: t('withdraw.countsValue', { btc: format.amount(counted, BTC_DECIMALS) }),
                    ...(counted.greaterThan(info.remainingBtc) ? { tone: 'warn' as const } : {}),
                    testId: 'withdraw-counts',
                  },
                ]
              : []),
          ]}
        />
        <SubmitButton
          submitter={move}
          label={t('withdraw.submit')}
          busyLabel={t('common.submitting')}
          disabled={!network.enabled}
          testId="withdraw-submit"
        />
        <ConfirmDialog
          open={pending !== undefined}
          title={t(step === 'summary' ? 'withdraw.confirmTitle' : 'security.payPassword')}
          confirmLabel={
            step === 'summary'
              ? t('withdraw.next')
              : move.busy
                ? t('common.submitting')
                : t('withdraw.submit')
          }
          busy={move.busy}
          onConfirm={confirm}
          onCancel={close}
        >
          {pending !== undefined && step === 'summary' ? (
            <Lines
              boxed
              lines={[
                { label: t('withdraw.coin'), value: `${asset.symbol} · ${network.network}` },
                { label: t('withdraw.destination'), value: destinationText(t, pending.destination, saved) },
                ...(preview ? moneyLines(t, format, asset, { amount: pending.amount, ...preview }) : []),
              ]}
            />
          ) : null}
          {step === 'password' ? (
            <>
              <p>{t('withdraw.payPasswordLead')}</p>
              <PinField
                label={t('security.payPassword')}
                value={pin}
                onValue={setPin}
                error={pinError}
                testId="withdraw-pay-password"
              />
              {info.twoFactor ? (
                <Field
                  label={t('twoFactor.code')}
                  value={totp}
                  onValue={setTotp}
                  error={validationText(t, totpError)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  testId="withdraw-totp"
                />
              ) : null}
              <FormNotice notice={move.failure ? failureMessage(move.failure) : null} />
            </>
          ) : null}
        </ConfirmDialog>
      </form>
    </>
  );
};

/**
 * Spec §2 withdraw (`?coin=<coin id>`, the select page's link): a saved address of the coin's
 * network or, for USDT, a bank card; the amount with its fee, what arrives and the 24-hour limit;
 * a summary to confirm, then the payment password.
 */
export default function WithdrawPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const assets = useAssets();
  const info = useRemote(loadInfo);
  const addresses = useRemote(loadAddresses);
  const bankCard = useRemote(loadBankCard);
  const internationalCard = useRemote(loadInternationalCard);
  const prices = useRemote(loadPrices);
  const overview = useWalletOverview();
  const all = [assets, info, addresses, bankCard, internationalCard] as const;
  const coinOf = (list: readonly Asset[]): Coin | undefined => {
    const [first] = withdrawableAssets(list);
    return findCoin(list, idParam(params.get('coin'))) ?? (first ? firstCoinOf(first) : undefined);
  };
  const shownCoin = coinOf(latestValue(assets.data) ?? []);
  const records = shownCoin ? (
    <IconLink to={assetRecordsPath(shownCoin.asset.id)} label={t('records.title')} testId="open-records">
      <IconReceipt />
    </IconLink>
  ) : undefined;
  return (
    <Screen route={route} testId="page-withdraw" right={records}>
      <Loaded
        data={combineLoadables(
          assets.data,
          info.data,
          addresses.data,
          bankCard.data,
          internationalCard.data,
          overview.data,
        )}
        onRetry={() => {
          for (const remote of all) remote.reload();
          overview.reload();
        }}
      >
        {([list, withdrawalInfo, saved, domestic, international, balances]) => {
          const coin = coinOf(list);
          return coin === undefined ? (
            <EmptyState text={t('common.noData')} />
          ) : (
            <WithdrawForm
              key={coin.network.coinId}
              coin={coin}
              assets={list}
              info={withdrawalInfo}
              saved={{ addresses: saved.items, bankCard: domestic, internationalCard: international }}
              overview={balances}
              prices={latestValue(prices.data)?.assets ?? []}
              onCoin={(coinId) => setParams({ coin: String(coinId) }, { replace: true })}
            />
          );
        }}
      </Loaded>
    </Screen>
  );
}

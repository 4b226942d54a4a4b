import {
  combineLoadables,
  failureMessage,
  latestValue,
  type NftOrder,
  validateNftPayment,
} from '@tessera/core';
import { useState } from 'react';
import { formatCountdown } from '../../app/countdown';
import { leftOf } from '../../app/either';
import { useTickingClock } from '../../app/exchange-clock';
import { useSubmitter } from '../../app/forms';
import { useNavigate, useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { useServices } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { Loaded } from '../../components/Loaded';
import { Loading, Screen, WithUser } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { availableBySymbol } from '../wallet/balances';
import { type Line, Lines } from '../wallet/components/Lines';
import { useLanguage, useWalletOverview } from '../wallet/data';
import { idParam } from '../wallet/links';
import { useRequestIds } from '../wallet/request-ids';
import { ArtworkSummary } from './components/ArtworkSummary';
import { useNeedPay, useNftCurrency } from './data';
import { minePath } from './links';
import { depositOutcomes, moneyText, type NftCurrency } from './sales';
import '../finance/wealth.css';
import './nft.css';
import { RefusalNotice } from './components/RefusalNotice';

/**
 * Paying a won auction before its deadline: the artwork, the winning bid that leaves the balance
 * account, the deposit that comes back with the payment, the deadline with the time left, and
 * what happens without a payment (the deposit is kept, the artwork stays with its seller); a
 * confirmation; the payment sent once under its request id; then My NFTs.
 */
const Payment = ({ order, currency }: { order: NftOrder; currency: NftCurrency }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const { toasts } = useServices();
  const navigate = useNavigate();
  const clock = useTickingClock();
  const overview = useWalletOverview();
  const ids = useRequestIds();
  const [asking, setAsking] = useState(false);
  const payer = useSubmitter(
    (api) =>
      ({ orderId, requestId }: { orderId: number; requestId: string }) =>
        api.nft.pay(orderId, requestId),
    () => {
      ids.settle();
      setAsking(false);
      toasts.show({ key: 'nft.paidNotice' });
      navigate(minePath('owned'), { replace: true });
    },
  );
  const shown = latestValue(overview.data);
  if (!clock.known || shown === undefined) return <Loading />;
  const nowMs = clock.now().getTime();
  const asset = order.artwork.listing?.asset ?? currency.asset;
  const available = availableBySymbol(shown, 'balance', asset);
  const outcomes = depositOutcomes(order.deposit);
  const leftMs = Date.parse(order.payBy) - nowMs;
  // Core's rule, as the exchange checks it: the deadline first, then the balance.
  const refusal = leftOf(validateNftPayment(order, { now: nowMs, available }));
  const closed = refusal?.code === 'NFT.PAYMENT_CLOSED';
  const short = refusal?.code === 'WALLET.INSUFFICIENT_BALANCE';
  const lines: Line[] = [
    {
      label: t('nft.winningBid'),
      value: moneyText(order.amount, currency, format),
      testId: 'nft-pay-amount',
    },
    {
      label: t('nft.depositBack'),
      value: moneyText(outcomes.paid, currency, format),
      tone: 'up',
      testId: 'nft-pay-deposit',
    },
    { label: t('nft.payBy'), value: format.dateTime(order.payBy), testId: 'nft-pay-deadline' },
    {
      label: t('nft.fromBalance'),
      value: moneyText(available, currency, format),
      testId: 'nft-pay-available',
    },
  ];
  return (
    <>
      <section className="card nft-checkout" data-testid="nft-pay" data-id={order.id}>
        <ArtworkSummary artwork={order.artwork} />
        <p
          className={closed ? 'nft-countdown' : 'nft-countdown nft-countdown--running'}
          aria-live="off"
          data-testid="nft-pay-left"
        >
          {closed ? t('nft.paymentClosed') : t('nft.payWithin', { time: formatCountdown(leftMs, language) })}
        </p>
        <Lines lines={lines} />
        <p className="notice notice--warning" data-testid="nft-pay-warning">
          {t('nft.payWarning', { amount: moneyText(outcomes.unpaid, currency, format) })}
        </p>
        {short && refusal ? <RefusalNotice refusal={refusal} testId="nft-pay-short" /> : null}
        <button
          type="button"
          className="button order-form__submit order-form__submit--buy"
          onClick={() => setAsking(true)}
          disabled={closed || short || payer.busy}
          data-testid="nft-pay-submit"
        >
          {t('nft.payAmount', { amount: moneyText(order.amount, currency, format) })}
        </button>
      </section>
      <ConfirmDialog
        open={asking}
        title={t('nft.payConfirmTitle')}
        confirmLabel={payer.busy ? t('nft.paying') : t('nft.payConfirm')}
        confirmTone="up"
        busy={payer.busy}
        onConfirm={() => payer.submit({ orderId: order.id, requestId: ids.idFor({ pay: order.id }) })}
        onCancel={() => setAsking(false)}
      >
        <Lines
          boxed
          lines={[
            { label: t('nft.artwork'), value: `${order.artwork.name} · ${order.artwork.code}` },
            {
              label: t('nft.youPay'),
              value: moneyText(order.amount, currency, format),
              tone: 'down',
              testId: 'nft-pay-confirm-amount',
            },
            {
              label: t('nft.depositBack'),
              value: moneyText(outcomes.paid, currency, format),
              tone: 'up',
              testId: 'nft-pay-confirm-deposit',
            },
          ]}
        />
        <p className="dialog__note">{t('nft.payConfirmNote')}</p>
        <FormNotice notice={payer.failure ? failureMessage(payer.failure) : null} />
      </ConfirmDialog>
    </>
  );
};

/** The user's orders to pay once read: the one `?order=` names, or none. */
const PayView = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const orders = useNeedPay();
  const currency = useNftCurrency();
  return (
    <Loaded
      data={combineLoadables(orders.data, currency.data)}
      onRetry={() => {
        orders.reload();
        currency.reload();
      }}
    >
      {([list, money]) => {
        const order = list.find((pending) => pending.id === orderId);
        if (order === undefined)
          return (
            <div className="card">
              <EmptyState
                text={t('nft.noSuchOrder')}
                hint={t('nft.noSuchOrderHint')}
                testId="nft-pay-missing"
              />
              <div className="inline-actions inline-actions--pad">
                <ButtonLink to={minePath('orders')} tone="primary" data-testid="nft-pay-orders">
                  {t('nft.tabs.orders')}
                </ButtonLink>
              </div>
            </div>
          );
        return <Payment order={order} currency={money} />;
      }}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/nft/purchase` (`?order=` a won auction's order; spec §7 `getNeedPayNFTOrder`,
 * `payNFTOrder`): paying an auction the user won, within a day of its end. Behind the login.
 */
export default function PayPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = idParam(params.get('order'));
  return (
    <Screen route={route} testId="page-nft-pay">
      {orderId === undefined ? (
        <div className="card">
          <EmptyState text={t('nft.noSuchOrder')} hint={t('nft.noSuchOrderHint')} testId="nft-pay-missing" />
          <div className="inline-actions inline-actions--pad">
            <ButtonLink to={minePath('orders')} tone="primary" data-testid="nft-pay-orders">
              {t('nft.tabs.orders')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <WithUser>{() => <PayView key={orderId} orderId={orderId} />}</WithUser>
      )}
    </Screen>
  );
}

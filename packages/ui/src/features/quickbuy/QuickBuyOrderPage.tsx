import type { QuickBuyOrder } from '@tessera/core';
import { useState } from 'react';
import { useSearchParams } from '../../app/navigation';
import { type PageProps, Paths } from '../../app/routes';
import { useServices } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { Lines } from '../wallet/components/Lines';
import { Outcome } from '../wallet/components/Outcome';
import { useLanguage, useWalletMoves } from '../wallet/data';
import { CancelOrder } from './components/CancelOrder';
import { MyOrdersLink } from './components/MyOrdersLink';
import { OrderSummary } from './components/OrderSummary';
import { PayeeDetails } from './components/PayeeDetails';
import { PaymentDeadline } from './components/PaymentDeadline';
import { ProofForm } from './components/ProofForm';
import { useQuickBuyOrder } from './data';
import { formatUsd, formatUsdt } from './format';
import { orderIdOf } from './links';
import { awaitsProof } from './orders';
import '../finance/wealth.css';
import './quickbuy.css';

/** An order that is not there (a wrong link, someone else's id), with the way to the user's orders. */
const Missing = () => {
  const { t } = useTranslation();
  return (
    <div className="card">
      <EmptyState text={t('quickbuy.orderNotFound')} testId="quickbuy-order-missing" />
      <div className="inline-actions inline-actions--pad">
        <ButtonLink to={Paths.quickBuyOrders} replace tone="ghost">
          {t('quickbuy.myOrders')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** Step 1: the transfer to make, to which account, with which reference, and by when. */
const PayStep = ({ order, onEnded }: { order: QuickBuyOrder; onEnded: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="card quickbuy-step" data-testid="quickbuy-pay">
      <h2 className="form__title">{t('quickbuy.step1', { amount: formatUsd(order.usd, language) })}</h2>
      {awaitsProof(order) ? <PaymentDeadline order={order} onEnded={onEnded} /> : null}
      <PayeeDetails order={order} />
      <p className="notice" data-testid="quickbuy-reference-note">
        {t('quickbuy.referenceNote', { reference: order.reference })}
      </p>
      {order.method === 'bank_transfer' ? (
        <p className="wealth-hint" data-testid="quickbuy-bank-days">
          {t('quickbuy.bankDays')}
        </p>
      ) : null}
    </section>
  );
};

/** Step 2: the transfer screenshot (spec §5: required), or that it arrived, with a way to send a better one. */
const ProofStep = ({ order, onSent }: { order: QuickBuyOrder; onSent: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [replacing, setReplacing] = useState(false);
  const sent = () => {
    setReplacing(false);
    onSent();
  };
  return (
    <section className="card quickbuy-step" data-testid="quickbuy-proof-step">
      <h2 className="form__title">{t('quickbuy.step2')}</h2>
      {order.proofAt === null ? null : (
        <p className="notice notice--success" role="status" data-testid="quickbuy-proof-sent">
          {t('quickbuy.proofSent', { time: format.dateTime(order.proofAt) })}
        </p>
      )}
      {order.proofAt === null || replacing ? (
        <ProofForm key={order.proofAt ?? 'first'} order={order} onSent={sent} />
      ) : (
        <button
          type="button"
          className="link-button quickbuy-replace"
          onClick={() => setReplacing(true)}
          data-testid="quickbuy-proof-replace"
        >
          {t('quickbuy.replaceProof')}
        </button>
      )}
    </section>
  );
};

/** Paid (spec §4 "payment successful"): what was credited, where, and the way to the wallet. */
const Paid = ({ order }: { order: QuickBuyOrder }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Outcome
      title={t('quickbuy.paidTitle')}
      lead={t('quickbuy.credited', { amount: formatUsdt(order.usdt, language) })}
      testId="quickbuy-paid"
      actions={
        <>
          <ButtonLink to={Paths.quickBuy} tone="ghost" data-testid="quickbuy-buy-again">
            {t('quickbuy.buyAgain')}
          </ButtonLink>
          <ButtonLink to={Paths.assets} tone="primary" data-testid="quickbuy-to-wallet">
            {t('quickbuy.toWallet')}
          </ButtonLink>
        </>
      }
    >
      <Lines
        boxed
        lines={[
          { label: t('quickbuy.amount'), value: formatUsd(order.usd, language) },
          {
            label: t('quickbuy.receive'),
            value: formatUsdt(order.usdt, language),
            tone: 'up',
            testId: 'quickbuy-paid-usdt',
          },
        ]}
      />
    </Outcome>
  );
};

/** Cancelled (spec §4), and why: by the user, no screenshot in time, or no payment received. */
const Cancelled = ({ order }: { order: QuickBuyOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card quickbuy-step" data-testid="quickbuy-cancelled">
      <p className="notice notice--warning" data-testid="quickbuy-cancel-reason">
        {t(`quickbuy.cancelReason.${order.cancelReason ?? 'user'}`, {
          time: format.dateTime(order.payBy),
          reference: order.reference,
        })}
      </p>
      <ButtonLink to={Paths.quickBuy} tone="primary" data-testid="quickbuy-buy-again">
        {t('quickbuy.buyAgain')}
      </ButtonLink>
    </section>
  );
};

/** One order read from the exchange, read again when it may have moved: a `balances` push, the window's end, an action. */
const Order = ({ orderId }: { orderId: number }) => {
  const { toasts } = useServices();
  const order = useQuickBuyOrder(orderId);
  // The exchange pushes `balances` when an order is paid (the USDT credited) or expires.
  useWalletMoves(order.reload);
  const { data } = order;
  if (
    data.status === 'failed' &&
    data.failure.kind === 'Rejected' &&
    data.failure.code === 'QUICKBUY.UNKNOWN_ORDER'
  )
    return <Missing />;
  return (
    <Loaded data={data} onRetry={order.reload}>
      {(current) => (
        <>
          {current.state === 'paid' ? <Paid order={current} /> : null}
          <OrderSummary order={current} />
          {current.state === 'to_be_paid' ? (
            <>
              <PayStep order={current} onEnded={order.reload} />
              <ProofStep
                order={current}
                onSent={() => {
                  toasts.show({ key: 'quickbuy.proofSentNotice' });
                  order.reload();
                }}
              />
              <CancelOrder
                order={current}
                onCancelled={() => {
                  toasts.show({ key: 'quickbuy.cancelledNotice' });
                  order.reload();
                }}
              />
            </>
          ) : null}
          {current.state === 'cancelled' ? <Cancelled order={current} /> : null}
        </>
      )}
    </Loaded>
  );
};

/**
 * Spec §2 "Buy crypto", the order (`pages/buy/order?id=<id>`): its state (spec §4); while to be paid,
 * the account to pay into field by field with copy buttons, the reference for the transfer's
 * description, the deadline counted down on the exchange's clock, the transfer screenshot (spec
 * §5: required) and cancelling; once paid, the USDT credited and the way to the wallet; cancelled,
 * why.
 */
export default function QuickBuyOrderPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('id'));
  return (
    <Screen route={route} testId="page-quickbuy-order" right={<MyOrdersLink />}>
      {orderId === undefined ? <Missing /> : <Order key={orderId} orderId={orderId} />}
    </Screen>
  );
}

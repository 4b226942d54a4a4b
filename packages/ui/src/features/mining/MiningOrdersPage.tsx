import type { MiningOrder, MiningOrderState, PageQuery } from '@tessera/core';
import { useCallback, useEffect, useState } from 'react';
import { useExchangeClock } from '../../app/exchange-clock';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useServices, useTessera } from '../../app/services';
import { IconLink } from '../../components/IconLink';
import { Loaded } from '../../components/Loaded';
import { IconInfo } from '../../components/MenuIcons';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { useFormat, useTranslation } from '../../i18n';
import { useWalletMoves } from '../wallet/data';
import { MiningAccount } from './components/MiningAccount';
import { MiningOrderCard } from './components/MiningOrderCard';
import { RedemptionDialog } from './components/RedemptionDialog';
import { orderStatusOf } from './orders';
import '../finance/wealth.css';
import './mining.css';

/**
 * One tab's orders, page by page; `version` changes when money of an order moved (a yield, a
 * release, a redemption), and the list starts over. Running orders open their early redemption.
 */
const Orders = ({
  state,
  version,
  now,
  onRedeem,
}: {
  state: MiningOrderState;
  version: number;
  /** The exchange's clock, which an order's days end by. */
  now: () => Date;
  onRedeem: (order: MiningOrder) => void;
}) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.mining.orders(state, query),
    [tessera, state],
  );
  const list = usePagedList(fetchPage);
  const reload = list.reload;
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  const nowMs = now().getTime();
  return (
    <PagedList
      view={list}
      keyOf={(order) => order.id}
      renderItem={(order) => {
        const status = orderStatusOf(order, nowMs);
        return (
          <MiningOrderCard order={order} status={status} {...(status === 'running' ? { onRedeem } : {})} />
        );
      }}
      emptyText={t(state === 'active' ? 'mining.noActive' : 'mining.noRedeemed')}
      testId={`mining-orders-${state}`}
    />
  );
};

/**
 * Spec §2 `pages/lockming/order`: the user's orders in progress and redeemed, each with its days
 * paid, what it earned and its daily yields; running ones redeem early after a confirmation of
 * the exact penalty. Kept fresh by the `balances` push every money move of an order sends.
 */
export default function MiningOrdersPage({ route }: PageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { toasts } = useServices();
  const { now } = useExchangeClock();
  const [state, setState] = useState<MiningOrderState>('active');
  const [version, setVersion] = useState(0);
  const [redeeming, setRedeeming] = useState<MiningOrder>();
  const moved = () => setVersion((current) => current + 1);
  const overview = useWalletMoves(moved);
  const help = (
    <IconLink to={Paths.miningWelcome} label={t('mining.howItWorks')} testId="mining-open-welcome">
      <IconInfo />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-mining-orders" right={help}>
      <Loaded data={overview.data} onRetry={overview.reload}>
        {(balances) => <MiningAccount overview={balances} />}
      </Loaded>
      <div className="screen__tabs">
        <Segmented<MiningOrderState>
          options={[
            { key: 'active', label: t('mining.active') },
            { key: 'redeemed', label: t('mining.redeemed') },
          ]}
          value={state}
          onChange={setState}
          testId="mining-orders-tab"
        />
      </div>
      <Orders key={state} state={state} version={version} now={now} onRedeem={setRedeeming} />
      {redeeming ? (
        <RedemptionDialog
          key={redeeming.id}
          order={redeeming}
          onRedeemed={(redeemed) => {
            toasts.show({
              text: t('mining.redeemedNotice', {
                amount: format.amount(redeemed.returned ?? redeemed.amount, redeemed.decimals),
                asset: redeemed.asset,
              }),
            });
            setRedeeming(undefined);
            moved();
          }}
          onClose={() => setRedeeming(undefined)}
        />
      ) : null}
    </Screen>
  );
}

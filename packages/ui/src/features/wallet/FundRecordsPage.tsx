import type { Deposit, Withdrawal } from '@tessera/core';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../app/navigation';
import { usePagedList } from '../../app/paged';
import type { PageProps } from '../../app/routes';
import { useTessera } from '../../app/services';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { Segmented } from '../../components/Segmented';
import { useFormat, useTranslation } from '../../i18n';

const Tabs = ['deposits', 'withdrawals'] as const;
type Tab = (typeof Tabs)[number];

/** A state's badge colour: waiting, done, refused. */
const TONE = {
  pending: 'review',
  credited: 'verified',
  completed: 'verified',
  rejected: 'failed',
} as const satisfies Record<Deposit['state'] | Withdrawal['state'], string>;

/** What every deposit and withdrawal shows: asset and network, state, amount, time, then its own details. */
const MovementRow = ({
  record,
  stateLabel,
  testId,
  children,
}: {
  record: Deposit | Withdrawal;
  stateLabel: string;
  testId: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="movement" data-testid={testId} data-state={record.state}>
      <div className="movement__head">
        <span className="movement__asset">
          {record.asset}
          {record.network ? <span className="badge badge--network">{record.network}</span> : null}
        </span>
        <span className={`badge badge--${TONE[record.state]}`} data-testid={`${testId}-state`}>
          {stateLabel}
        </span>
      </div>
      <div className="movement__line">
        <span className="movement__amount" data-testid={`${testId}-amount`}>
          {format.amount(record.amount)} {record.asset}
        </span>
        <time className="movement__time" dateTime={record.createdAt}>
          {format.dateTime(record.createdAt)}
        </time>
      </div>
      {children}
      {record.state === 'rejected' && record.reason ? (
        <p className="movement__reason" data-testid={`${testId}-reason`}>
          {t('fundRecords.reason', { reason: record.reason })}
        </p>
      ) : null}
    </div>
  );
};

const DepositRow = ({ deposit }: { deposit: Deposit }) => {
  const { t } = useTranslation();
  return (
    <MovementRow
      record={deposit}
      stateLabel={t(`fundRecords.depositState.${deposit.state}`)}
      testId={`deposit-${deposit.id}`}
    >
      <p className="movement__meta">
        {t(`fundRecords.source.${deposit.source}`)}
        {deposit.reference ? ` · ${deposit.reference}` : ''}
      </p>
    </MovementRow>
  );
};

const WithdrawalRow = ({ withdrawal }: { withdrawal: Withdrawal }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const to = withdrawal.bank ? t(`fundRecords.bank.${withdrawal.bank}`) : withdrawal.to;
  return (
    <MovementRow
      record={withdrawal}
      stateLabel={t(`fundRecords.withdrawalState.${withdrawal.state}`)}
      testId={`withdrawal-${withdrawal.id}`}
    >
      <p className="movement__meta">
        {t('fundRecords.feeAndReceive', {
          fee: format.amount(withdrawal.fee),
          receive: format.amount(withdrawal.receive),
          asset: withdrawal.asset,
        })}
      </p>
      {to ? <p className="movement__meta movement__meta--mono">{t('fundRecords.to', { to })}</p> : null}
    </MovementRow>
  );
};

const DepositList = () => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const deposits = usePagedList(tessera.api.wallet.deposits);
  return (
    <PagedList
      view={deposits}
      testId="deposits"
      keyOf={(deposit) => deposit.id}
      renderItem={(deposit) => <DepositRow deposit={deposit} />}
      emptyText={t('fundRecords.noDeposits')}
    />
  );
};

const WithdrawalList = () => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const withdrawals = usePagedList(tessera.api.wallet.withdrawals);
  return (
    <PagedList
      view={withdrawals}
      testId="withdrawals"
      keyOf={(withdrawal) => withdrawal.id}
      renderItem={(withdrawal) => <WithdrawalRow withdrawal={withdrawal} />}
      emptyText={t('fundRecords.noWithdrawals')}
    />
  );
};

/**
 * Spec §2 receive_withdraw_record: deposits and withdrawals, each page by page with its state
 * (pending, credited or completed, rejected with the reason). The tab is in the query
 * (`?tab=withdrawals`), so going back returns to the list the user was reading.
 */
export default function FundRecordsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits';
  return (
    <Screen route={route} testId="page-fund-records">
      <div className="screen__tabs">
        <Segmented<Tab>
          testId="records-tab"
          value={tab}
          onChange={(chosen) => setSearch(chosen === 'deposits' ? {} : { tab: chosen }, { replace: true })}
          options={Tabs.map((key) => ({ key, label: t(`fundRecords.${key}`) }))}
        />
      </div>
      {tab === 'deposits' ? <DepositList /> : <WithdrawalList />}
    </Screen>
  );
}

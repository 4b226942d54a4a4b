import type { Asset, TransferRecord } from '@tessera/core';
import { usePagedList } from '../../../app/paged';
import { type PageProps, Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { ButtonLink } from '../../../components/ButtonLink';
import { Loaded } from '../../../components/Loaded';
import { PagedList } from '../../../components/PagedList';
import { Screen } from '../../../components/Screen';
import { useFormat, useTranslation } from '../../../i18n';
import { precisionOf } from '../balances';
import { useAssets } from '../data';

const TransferRow = ({ transfer, assets }: { transfer: TransferRecord; assets: readonly Asset[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="record" data-testid="transfer-row">
      <div className="record__main">
        <span className="record__title">
          {t('transfer.route', { from: t(`accounts.${transfer.from}`), to: t(`accounts.${transfer.to}`) })}
        </span>
        <span className="record__meta">{format.dateTime(transfer.createdAt)}</span>
      </div>
      <span className="record__amount">
        {format.amount(transfer.amount, precisionOf(assets, transfer.asset))}{' '}
        <span className="record__asset">{transfer.asset}</span>
      </span>
    </div>
  );
};

const Transfers = ({ assets }: { assets: readonly Asset[] }) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const list = usePagedList(tessera.api.wallet.transfers);
  return (
    <PagedList
      view={list}
      renderItem={(transfer) => <TransferRow transfer={transfer} assets={assets} />}
      keyOf={(transfer) => transfer.id}
      emptyText={t('transfer.empty')}
      emptyActions={
        <ButtonLink to={Paths.transfer} tone="primary">
          {t('transfer.title')}
        </ButtonLink>
      }
      testId="transfers"
    />
  );
};

/** Spec §2 transfer_history: the user's transfers between their accounts, page by page. */
export default function TransferHistoryPage({ route }: PageProps) {
  const { data, reload } = useAssets();
  return (
    <Screen route={route} testId="page-transfer-history">
      <Loaded data={data} onRetry={reload}>
        {(assets) => <Transfers assets={assets} />}
      </Loaded>
    </Screen>
  );
}

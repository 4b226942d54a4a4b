import {
  type Asset,
  type LedgerReason,
  LedgerReasons,
  type LedgerRecord,
  type PageQuery,
  trendOf,
  type WalletAccount,
  WalletAccounts,
} from '@tessera/core';
import { useCallback, useState } from 'react';
import { usePagedList } from '../../../app/paged';
import { useTessera } from '../../../app/services';
import { FilterChips } from '../../../components/FilterChips';
import { PagedList } from '../../../components/PagedList';
import { SelectField } from '../../../components/SelectField';
import { useFormat, useTranslation } from '../../../i18n';
import { precisionOf } from '../balances';

const ALL = 'all';
type Choice<K> = K | typeof ALL;
const REASONS: readonly Choice<LedgerReason>[] = [ALL, ...LedgerReasons];

const RecordRow = ({ record, assets }: { record: LedgerRecord; assets: readonly Asset[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const trend = trendOf(record.amount);
  return (
    <div className="record" data-testid="record-row" data-reason={record.reason}>
      <div className="record__main">
        <span className="record__title">{t(`records.reasons.${record.reason}`)}</span>
        <span className="record__meta">
          {t(`accounts.${record.account}`)} · {format.dateTime(record.createdAt)}
        </span>
      </div>
      <span className={`record__amount record__amount--${trend}`} data-testid="record-amount">
        {format.signedAmount(record.amount, precisionOf(assets, record.asset))}{' '}
        <span className="record__asset">{record.asset}</span>
      </span>
    </div>
  );
};

/**
 * The records (`/wallet/legal_log`), newest first, page by page, with a chip per reason. `assetId`
 * keeps one asset's records; `filterAssetAndAccount` adds the bill's asset and account pickers.
 */
export const RecordsView = ({
  assets,
  assetId,
  filterAssetAndAccount = false,
}: {
  assets: readonly Asset[];
  assetId?: number;
  filterAssetAndAccount?: boolean;
}) => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const [reason, setReason] = useState<Choice<LedgerReason>>(ALL);
  const [pickedAsset, setPickedAsset] = useState<Choice<number>>(ALL);
  const [account, setAccount] = useState<Choice<WalletAccount>>(ALL);
  const shownAsset = assetId ?? (pickedAsset === ALL ? undefined : pickedAsset);
  const fetchPage = useCallback(
    (query: PageQuery) =>
      tessera.api.wallet.records({
        ...query,
        ...(reason === ALL ? {} : { reason }),
        ...(shownAsset === undefined ? {} : { assetId: shownAsset }),
        ...(account === ALL ? {} : { account }),
      }),
    [tessera, reason, shownAsset, account],
  );
  const list = usePagedList(fetchPage);
  return (
    <>
      <FilterChips<Choice<LedgerReason>>
        options={REASONS.map((key) => ({
          key,
          label: key === ALL ? t('records.all') : t(`records.reasons.${key}`),
        }))}
        value={reason}
        onChange={setReason}
        label={t('records.reason')}
        testId="records-reason"
      />
      {filterAssetAndAccount ? (
        <div className="filters">
          <SelectField<Choice<number>>
            label={t('funds.asset')}
            value={pickedAsset}
            options={[
              { value: ALL, label: t('records.allAssets') },
              ...assets.map((asset) => ({ value: asset.id, label: asset.symbol })),
            ]}
            onChange={setPickedAsset}
            testId="records-asset"
          />
          <SelectField<Choice<WalletAccount>>
            label={t('records.account')}
            value={account}
            options={[
              { value: ALL, label: t('records.allAccounts') },
              ...WalletAccounts.map((key) => ({ value: key, label: t(`accounts.${key}`) })),
            ]}
            onChange={setAccount}
            testId="records-account"
          />
        </div>
      ) : null}
      <PagedList
        view={list}
        renderItem={(record) => <RecordRow record={record} assets={assets} />}
        keyOf={(record) => record.id}
        emptyText={t('records.empty')}
        testId="records"
      />
    </>
  );
};

import { useSearchParams } from '../../../app/navigation';
import type { PageProps } from '../../../app/routes';
import { Loaded } from '../../../components/Loaded';
import { Screen } from '../../../components/Screen';
import { RecordsView } from '../components/RecordsView';
import { useAssets } from '../data';
import { idParam } from '../links';

/**
 * Spec §2 assets_record (`?coin=<asset id>`: one asset's records) and assets_all_record (every
 * asset's): deposits, withdrawals, refunds, transfers and conversions, by reason.
 */
export default function AssetRecordsPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const { data, reload } = useAssets();
  const assetId = idParam(params.get('coin'));
  return (
    <Screen route={route} testId="page-records">
      <Loaded data={data} onRetry={reload}>
        {(assets) => {
          const asset = assets.find((candidate) => candidate.id === assetId);
          return (
            <>
              {asset ? (
                <p className="records__asset" data-testid="records-asset-name">
                  {asset.symbol}
                </p>
              ) : null}
              <RecordsView
                key={asset?.id ?? 'all'}
                assets={assets}
                {...(asset ? { assetId: asset.id } : {})}
              />
            </>
          );
        }}
      </Loaded>
    </Screen>
  );
}

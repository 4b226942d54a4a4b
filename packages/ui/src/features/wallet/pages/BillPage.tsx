import type { PageProps } from '../../../app/routes';
import { Loaded } from '../../../components/Loaded';
import { Screen } from '../../../components/Screen';
import { RecordsView } from '../components/RecordsView';
import { useAssets } from '../data';

/** Spec §2 setting/bill: every balance change, filtered by reason, asset and account. */
export default function BillPage({ route }: PageProps) {
  const { data, reload } = useAssets();
  return (
    <Screen route={route} testId="page-bill">
      <Loaded data={data} onRetry={reload}>
        {(assets) => <RecordsView assets={assets} filterAssetAndAccount />}
      </Loaded>
    </Screen>
  );
}

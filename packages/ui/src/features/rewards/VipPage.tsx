import { combineLoadables } from '@tessera/core';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { VipStandingCard } from './components/VipStandingCard';
import { VipTable } from './components/VipTable';
import { useVipStanding, useVipTiers } from './data';
import '../finance/wealth.css';
import './rewards.css';

/**
 * The VIP page (spec §1, settings "VIP"): the level the daily review gave the user and the way to
 * the next, how levels are reviewed, and the whole published table with what each level unlocks.
 */
export default function VipPage({ route }: PageProps) {
  const { t } = useTranslation();
  const standing = useVipStanding();
  const tiers = useVipTiers();
  return (
    <Screen route={route} testId="page-vip">
      <Loaded
        data={combineLoadables(standing.data, tiers.data)}
        onRetry={() => {
          standing.reload();
          tiers.reload();
        }}
      >
        {([mine, table]) => (
          <>
            <VipStandingCard standing={mine} />
            <p className="screen__hint" data-testid="vip-review-note">
              {t('vip.reviewNote')}
            </p>
            <VipTable tiers={table} level={mine.level} />
          </>
        )}
      </Loaded>
    </Screen>
  );
}

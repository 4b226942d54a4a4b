import type { InviteSummary } from '@tessera/core';
import { Paths } from '../../../app/routes';
import { ButtonLink } from '../../../components/ButtonLink';
import { Loaded } from '../../../components/Loaded';
import { useFormat, useTranslation } from '../../../i18n';
import { Lines } from '../../wallet/components/Lines';
import { useInvite } from '../data';
// The share page is not the rewards feature's: the card brings its own styles.
import '../../finance/wealth.css';
import '../rewards.css';

const Summary = ({ summary }: { summary: InviteSummary }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const earned = Object.entries(summary.earned);
  return (
    <section className="card rewards-card" data-testid="invite-rebate">
      <h2 className="form__title">{t('share.rebateTitle')}</h2>
      <p className="wealth-hint" data-testid="invite-rebate-lead">
        {t('share.rebateLead', { rate: format.percent(summary.rebateRate) })}
      </p>
      <Lines
        lines={[
          {
            label: t('share.invited'),
            value: format.integer(String(summary.invited)),
            testId: 'invite-invited',
          },
          ...earned.map(([asset, amount]) => ({
            label: t('share.earnedIn', { asset }),
            value: <span className="rewards-gain">{`${format.amount(amount)} ${asset}`}</span>,
            testId: `invite-earned-${asset}`,
          })),
        ]}
      />
      {earned.length === 0 ? (
        <p className="wealth-hint" data-testid="invite-earned-none">
          {t('share.nothingEarned')}
        </p>
      ) : null}
      <ButtonLink to={Paths.rebates} tone="ghost" data-testid="invite-open-rebates">
        {t('share.rebateRecords')}
      </ButtonLink>
    </section>
  );
};

/**
 * The share page's rebate (spec §2 `setting/share`, settings "rebate"): the published rate, how many
 * registered with the user's code, what their fees have paid the user so far by asset, and the
 * way to the day-by-day records.
 */
export const InviteRebate = () => {
  const invite = useInvite();
  return (
    <Loaded data={invite.data} onRetry={invite.reload}>
      {(summary) => <Summary summary={summary} />}
    </Loaded>
  );
};

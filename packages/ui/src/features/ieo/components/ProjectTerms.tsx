import { type Decimal, type IeoProject, ieoPhaseOf } from '@tessera/core';
import { type Formats, type TFunction, useFormat, useTranslation } from '../../../i18n';
import { ProgressMeter } from '../../finance/components/ProgressMeter';
import { StatusBadge } from '../../finance/components/StatusBadge';
import { type TermCell, TermsGrid } from '../../finance/components/TermsGrid';
import { externalUrl, shortAddress } from '../links';
import { appliedShare, PHASE_TONES, subscriptionDays } from '../projects';
import { Countdown } from './Countdown';

/** An amount of the project's token as the screens write it: `1,000,000 NOVA`. */
export const tokens = (
  project: Pick<IeoProject, 'token' | 'tokenDecimals'>,
  amount: Decimal,
  format: Formats,
) => `${format.amount(amount, project.tokenDecimals)} ${project.token}`;

/** An amount of what the project is paid in: `75 USDT`. */
export const payment = (
  project: Pick<IeoProject, 'payAsset' | 'payDecimals'>,
  amount: Decimal,
  format: Formats,
) => `${format.amount(amount, project.payDecimals)} ${project.payAsset}`;

/** A project's days of lock as a term: "7 days". */
export const lockText = (t: TFunction, project: Pick<IeoProject, 'lockDays'>): string =>
  t('ieo.daysValue', { days: project.lockDays });

/** The white paper or the website: a link out of the app (a new tab, no opener, no referrer), or the bare text. */
const ExternalLink = ({ address, testId }: { address: string; testId: string }) => {
  const url = externalUrl(address);
  if (url === undefined) return <span data-testid={testId}>{address}</span>;
  return (
    <a className="ieo-link" href={url.href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {shortAddress(url)}
    </a>
  );
};

/**
 * A project's published terms (spec §3): its name and token, its phase by the exchange's clock
 * (core's `ieoPhaseOf`) and the countdown to its next date, the issue price, what has been applied
 * for of the total issuance, the minimum, the subscription cycle and the lock period until the
 * tokens unlock. `full` (the project's own page) adds the warm-up and the subscription's length,
 * the white paper and website and, once allocated, the allocation's totals.
 */
export const ProjectTerms = ({
  project,
  nowMs,
  full,
}: {
  project: IeoProject;
  /** The exchange's time. */
  nowMs: number;
  full: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const phase = ieoPhaseOf(project, nowMs);
  const cells: TermCell[] = [
    { key: 'issuance', label: t('ieo.totalIssuance'), value: tokens(project, project.totalIssuance, format) },
    { key: 'minimum', label: t('ieo.minAmount'), value: tokens(project, project.minAmount, format) },
  ];
  if (full)
    cells.push(
      { key: 'announced', label: t('ieo.announcedAt'), value: format.dateTime(project.announcedAt) },
      {
        key: 'period',
        label: t('ieo.subscriptionPeriod'),
        value: t('ieo.daysValue', { days: subscriptionDays(project) }),
      },
    );
  cells.push(
    { key: 'starts', label: t('ieo.startsAt'), value: format.dateTime(project.startsAt) },
    { key: 'ends', label: t('ieo.endsAt'), value: format.dateTime(project.endsAt) },
    { key: 'lock', label: t('ieo.lockPeriod'), value: lockText(t, project) },
    { key: 'unlocks', label: t('ieo.unlocksAt'), value: format.dateTime(project.unlocksAt) },
  );
  if (full) {
    cells.push(
      {
        key: 'white-paper',
        label: t('ieo.whitePaper'),
        value: <ExternalLink address={project.whitePaper} testId="ieo-project-white-paper-link" />,
        wide: true,
      },
      {
        key: 'website',
        label: t('ieo.website'),
        value: <ExternalLink address={project.website} testId="ieo-project-website-link" />,
        wide: true,
      },
    );
    if (project.allocation !== null)
      cells.push(
        {
          key: 'total-applied',
          label: t('ieo.totalApplied'),
          value: tokens(project, project.allocation.applied, format),
        },
        {
          key: 'allocated',
          label: t('ieo.allocated'),
          value: tokens(project, project.allocation.allocated, format),
        },
      );
  }
  const applied = t('ieo.appliedOf', {
    applied: format.amount(project.applied, project.tokenDecimals),
    total: tokens(project, project.totalIssuance, format),
    percent: format.percent(appliedShare(project)),
  });
  return (
    <>
      <header className="wealth-card__head">
        <span className="wealth-card__title" data-testid="ieo-project-name">
          {project.name}
        </span>
        <span className="wealth-card__sub" data-testid="ieo-project-token">
          {project.token}
        </span>
        <StatusBadge tone={PHASE_TONES[phase]} label={t(`ieo.phase.${phase}`)} testId="ieo-project-phase" />
      </header>
      <p className="wealth-card__label">{t('ieo.price')}</p>
      <p className="wealth-card__rate ieo-price" data-testid="ieo-project-price">
        {format.amount(project.price)} {project.payAsset}
        <span className="ieo-price__unit">{t('ieo.perToken', { token: project.token })}</span>
      </p>
      <Countdown project={project} nowMs={nowMs} />
      <TermsGrid cells={cells} testIdPrefix="ieo-project" />
      <ProgressMeter
        label={t('ieo.applied')}
        count={applied}
        value={appliedShare(project).toNumber()}
        max={1}
        testId="ieo-project-applied"
      />
    </>
  );
};

import type { IeoProject } from '@tessera/core';
import { formatCountdown } from '../../../app/countdown';
import { useFormat, useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { countdownOf } from '../projects';

/**
 * Where a project stands in time at the exchange's `nowMs`: how long until its subscription opens
 * (warm-up) or closes (in progress); once finished, when it was allocated, or that it is being.
 */
export const Countdown = ({ project, nowMs }: { project: IeoProject; nowMs: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const countdown = countdownOf(project, nowMs);
  const text =
    countdown !== undefined
      ? t(countdown.to === 'start' ? 'ieo.startsIn' : 'ieo.endsIn', {
          time: formatCountdown(countdown.atMs - nowMs, language),
        })
      : project.allocation === null
        ? t('ieo.allocating')
        : t('ieo.allocatedAt', { time: format.dateTime(project.allocation.allocatedAt) });
  return (
    <p
      className={countdown === undefined ? 'ieo-countdown' : 'ieo-countdown ieo-countdown--running'}
      aria-live="off"
      data-testid="ieo-project-countdown"
      data-to={countdown?.to ?? 'none'}
    >
      {text}
    </p>
  );
};

import { type Article, type ArticleSummary, latestValue, popupDue } from '@tessera/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n';
import { useBanners, useLatestNotices, usePopup } from '../data';
import { articlePath } from '../links';
import { readPopupSeen, writePopupSeen } from '../popup-seen';
import { useOpenLink } from './HtmlBody';
import '../content.css';

/** How long the ticker shows each notice. */
const TICKER_MS = 4000;

/**
 * The banners, one to a screen's width and swiped sideways (CSS scroll snapping), each opening
 * its link (or its article when it has none). Nothing while they load or when there are none:
 * the home page works without them.
 */
export const BannerCarousel = () => {
  const { t } = useTranslation();
  const banners = latestValue(useBanners().data)?.items ?? [];
  const open = useOpenLink();
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const follow = (banner: ArticleSummary) =>
    banner.link === null ? navigate(articlePath(banner.id)) : open(banner.link);
  return (
    <section className="banners" aria-label={t('content.banners')} data-testid="home-banners">
      {banners.map((banner, index) => (
        <button
          key={banner.id}
          type="button"
          className="banner"
          onClick={() => follow(banner)}
          data-testid="home-banner"
        >
          {banner.image === null ? null : <img className="banner__image" src={banner.image} alt="" />}
          <span className="banner__text">
            <span className="banner__title">{banner.title}</span>
            <span className="banner__summary">{banner.summary}</span>
          </span>
          {/* Named by its words, as seen, then where it stands among the banners (heard only). */}
          <span className="visually-hidden">
            {` (${t('content.bannerLabel', { n: String(index + 1), count: String(banners.length) })})`}
          </span>
        </button>
      ))}
    </section>
  );
};

/** The latest notices, one line at a time, each opening its article; "More" opens them all. */
export const NoticeTicker = () => {
  const { t } = useTranslation();
  const notices = latestValue(useLatestNotices().data)?.items ?? [];
  const [index, setIndex] = useState(0);
  const count = notices.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((n) => (n + 1) % count), TICKER_MS);
    return () => clearInterval(timer);
  }, [count]);
  const notice = notices[index % Math.max(count, 1)];
  if (notice === undefined) return null;
  return (
    <div className="ticker" data-testid="home-ticker">
      <span className="ticker__label">{t('content.notices')}</span>
      <Link
        key={notice.id}
        to={articlePath(notice.id)}
        className="ticker__item"
        data-testid="home-ticker-item"
      >
        {notice.title}
      </Link>
      <Link to={Paths.notices} className="ticker__more" data-testid="home-ticker-more">
        {t('content.more')}
      </Link>
    </div>
  );
};

/** The pop-up announcement, once per version on this device: either button records it seen. */
export const PopupAnnouncement = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const popup = latestValue(usePopup().data) ?? null;
  const [dismissed, setDismissed] = useState(false);
  const due = !dismissed && popup !== null && popupDue(popup, readPopupSeen(localStorage));
  const dismiss = (shown: Article, then?: string) => {
    writePopupSeen(localStorage, shown);
    setDismissed(true);
    if (then !== undefined) navigate(then);
  };
  if (popup === null) return null;
  return (
    <ConfirmDialog
      open={due}
      title={popup.title}
      confirmLabel={t('content.popupMore')}
      cancelLabel={t('content.popupClose')}
      onConfirm={() => dismiss(popup, articlePath(popup.id))}
      onCancel={() => dismiss(popup)}
    >
      <p data-testid="home-popup">{popup.summary}</p>
    </ConfirmDialog>
  );
};

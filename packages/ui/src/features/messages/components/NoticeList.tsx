import { Link } from '../../../app/navigation';
import { PagedList } from '../../../components/PagedList';
import { useFormat, useTranslation } from '../../../i18n';
import { noticePath } from '../../content/links';
import { useNotices } from '../data';
import '../messages.css';

/** The exchange's notices, newest first, each opening its article (`ggDetail`). */
export const NoticeList = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useNotices();
  return (
    <PagedList
      view={list}
      keyOf={(notice) => notice.id}
      emptyText={t('content.noNotices')}
      testId="notices"
      renderItem={(notice) => (
        <Link to={noticePath(notice.id)} className="notice-row" data-testid="notice-row">
          <span className="notice-row__title">{notice.title}</span>
          <span className="notice-row__summary">{notice.summary}</span>
          <span className="notice-row__time">{format.dateTime(notice.publishedAt)}</span>
        </Link>
      )}
    />
  );
};

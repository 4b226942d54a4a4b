import type { Article, ContentPage } from '@tessera/core';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { EmptyState } from '../../components/States';
import { useFormat, useTranslation } from '../../i18n';
import { HtmlBody } from './components/HtmlBody';
import { useArticle, useContentPage } from './data';
import { articleIdOf, contentPageKeyOf } from './links';
import './content.css';

/** An article or a fixed page: its title, when it was published or updated, its body. */
export const ArticleView = ({ item }: { item: Article | ContentPage }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const date =
    'publishedAt' in item
      ? t('content.published', { date: format.dateTime(item.publishedAt) })
      : t('content.updated', { date: format.dateTime(item.updatedAt) });
  return (
    <article className="card content-article" data-testid="content-article">
      <h1 className="content-article__title" data-testid="content-article-title">
        {item.title}
      </h1>
      <p className="content-article__date">{date}</p>
      <HtmlBody html={item.html} testId="content-article-body" />
    </article>
  );
};

const ArticleById = ({ articleId }: { articleId: number }) => {
  const article = useArticle(articleId);
  return (
    <Loaded data={article.data} onRetry={article.reload}>
      {(item) => <ArticleView item={item} />}
    </Loaded>
  );
};

const PageByKey = ({ pageKey }: { pageKey: NonNullable<ReturnType<typeof contentPageKeyOf>> }) => {
  const page = useContentPage(pageKey);
  return (
    <Loaded data={page.data} onRetry={page.reload}>
      {(item) => <ArticleView item={item} />}
    </Loaded>
  );
};

/**
 * Spec §2 `pages/common/article` (and `mailMessage/ggDetail`): a notice, a banner's or the
 * pop-up's article by `?id=`; or, by `?page=`, a fixed page without a route of its own (the
 * products' risk disclosures). Open to everyone.
 */
export default function ArticlePage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const articleId = articleIdOf(params.get('id'));
  const pageKey = contentPageKeyOf(params.get('page'));
  return (
    <Screen route={route} testId="page-article">
      {articleId !== undefined ? (
        <ArticleById articleId={articleId} />
      ) : pageKey !== undefined ? (
        <PageByKey pageKey={pageKey} />
      ) : (
        <div className="card">
          <EmptyState text={t('content.noArticle')} testId="content-article-missing" />
        </div>
      )}
    </Screen>
  );
}

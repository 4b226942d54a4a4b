import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { ArticleView } from './ArticlePage';
import { useContentPage } from './data';
import { contentPageOfRoute } from './links';
import './content.css';

/**
 * Spec §2 `pages/common/aboutus`, `common/contactus` and `setting/operational_compliance`: the
 * fixed page the route names, as the operators wrote it. Open to everyone.
 */
export default function ContentPage({ route }: PageProps) {
  const pageKey = contentPageOfRoute(route.path) ?? 'aboutus';
  const page = useContentPage(pageKey);
  return (
    <Screen route={route} testId={`page-content-${pageKey}`}>
      <Loaded data={page.data} onRetry={page.reload}>
        {(item) => <ArticleView item={item} />}
      </Loaded>
    </Screen>
  );
}

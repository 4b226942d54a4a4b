import { allowedLink } from '@tessera/core';
import { useSearchParams } from '../../app/navigation';
import type { PageProps } from '../../app/routes';
import { Loaded } from '../../components/Loaded';
import { Screen } from '../../components/Screen';
import { ErrorState } from '../../components/States';
import { useTranslation } from '../../i18n';
import { useLinkHosts } from './data';
import './content.css';

/**
 * Spec §2 `pages/common/webView?url=`: a web page a published link leads to. Only `https:` pages
 * of the allowed hosts (core's `allowedLink` over `/content/link_hosts`); anything else is refused.
 * The app's Content-Security-Policy frames no other origin, so the page shows the address and
 * opens it in the browser rather than in an iframe.
 */
export default function WebViewPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const hosts = useLinkHosts();
  return (
    <Screen route={route} testId="page-web-view">
      {url === '' ? (
        <ErrorState title={t('content.webNoUrl')} testId="web-view-refused" />
      ) : (
        <Loaded data={hosts.data} onRetry={hosts.reload}>
          {(allowed) =>
            allowedLink(url, allowed) === 'web' ? (
              <div className="card content-web" data-testid="web-view-allowed">
                <p className="content-web__notice">{t('content.webNotice')}</p>
                <p className="content-web__url" data-testid="web-view-url">
                  {url}
                </p>
                <a
                  className="button button--primary"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="web-view-open"
                >
                  {t('content.openInBrowser')}
                </a>
              </div>
            ) : (
              <div className="card content-refused" data-testid="web-view-refused">
                <ErrorState title={t('content.linkRefused')} detail={t('content.webRefused')} />
                <p className="content-web__url">{url}</p>
              </div>
            )
          }
        </Loaded>
      )}
    </Screen>
  );
}

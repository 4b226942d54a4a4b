import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { PageFailed, PageLoading } from '../components/States';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from './constants';
import { loadedPage, loadPage, type PageModule } from './pages';
import type { PageKey, PageProps } from './routes';

/** A page chunk that did not arrive in time (spec §2: timeout 60 s). */
class PageLoadTimeout extends Error {
  constructor(page: PageKey) {
    super(`page ${page} did not load within ${PAGE_LOAD_TIMEOUT_MS} ms`);
    this.name = 'PageLoadTimeout';
  }
}

const withTimeout = (page: PageKey, load: Promise<PageModule>): Promise<PageModule> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeout(page)), PAGE_LOAD_TIMEOUT_MS);
    load.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * One lazy component per page for the whole app, so revisiting a page renders at once. A failed
 * load is forgotten on retry: React.lazy remembers rejections forever.
 */
const lazyPages = new Map<PageKey, LazyExoticComponent<PageModule['default']>>();

/**
 * A page's component: the page itself if its chunk arrived before it was first shown (the first
 * screen's, loaded with the messages), which renders in the same commit as the rest of the screen
 * instead of suspending once; else its lazy component. Whichever it is first stays, so a page is
 * never remounted for changing from one to the other.
 */
const pageComponent = (page: PageKey): ComponentType<PageProps> => {
  const known = lazyPages.get(page) ?? loadedPage(page)?.default;
  if (known !== undefined) return known;
  const component = lazy(() => withTimeout(page, loadPage(page)));
  lazyPages.set(page, component);
  return component;
};

interface BoundaryProps {
  readonly titleKey: string;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Shows the localized error placeholder when a page chunk fails to load (or the page throws). */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <PageFailed titleKey={this.props.titleKey} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/** Renders a route's page from its own chunk, with the delayed loading and the retryable error placeholders. */
export const LazyPage = ({ route }: PageProps) => {
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(route.page);
  const retry = () => {
    lazyPages.delete(route.page);
    setAttempt((n) => n + 1);
  };
  return (
    <PageErrorBoundary key={attempt} titleKey={route.titleKey} onRetry={retry}>
      <Suspense fallback={<PageLoading delayMs={PAGE_LOAD_DELAY_MS} />}>
        <Page route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
};

import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { compose } from './app/compose';
import { AppRouter, navigateTo } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { ServicesProvider } from './app/services';
import { initI18n } from './i18n';

/** Tells `onPainted` once the first screen has been committed and the frame after it has begun. */
const FirstPaint = ({ onPainted }: { onPainted: () => void }) => {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(onPainted, 0));
  }, [onPainted]);
  return null;
};

/** Ends the current task: a slow phone gets several short tasks instead of one long one. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app once its code has arrived: core's actors, the messages, the first render.
 * `firstPage` settles when the chunk of the page the address names has arrived (or failed).
 */
export const start = async (firstPage: Promise<void>): Promise<void> => {
  // Evaluating the app's modules is one task; starting core's actors is the next.
  await yieldToBrowser();
  let onPainted = () => {};
  const painted = new Promise<void>((resolve) => {
    onPainted = resolve;
  });
  const services = compose(navigateTo, painted);
  // The worker downloads the whole app shell: only once the first screen no longer needs the network.
  void painted.then(registerServiceWorker);
  // The first render waits for the active language's messages, so no key is ever shown for a word,
  // and for the page, so it is drawn with the rest of the screen rather than after it.
  await Promise.all([initI18n(services.tessera.language.getSnapshot().context.language), firstPage]);

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  // A transition: React renders the first screen in slices of a few milliseconds instead of one
  // long task, so a slow phone stays responsive while it is drawn.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ServicesProvider services={services}>
          <AppRouter />
          <FirstPaint onPainted={onPainted} />
        </ServicesProvider>
      </StrictMode>,
    );
  });
};

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { compose } from './app/compose';
import { AppRouter, navigateTo, preloadCurrentPage } from './app/router';
import { ServicesProvider } from './app/services';
import { initI18n } from './i18n';
import './styles/app.css';

const services = compose(navigateTo);
preloadCurrentPage();
// The first render waits for the active language's messages: no key is ever shown for a word.
await initI18n(services.tessera.language.getSnapshot().context.language);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// A transition: React renders the first screen in slices of a few milliseconds instead of one
// long task, so a slow phone stays responsive while it is drawn.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <AppRouter />
      </ServicesProvider>
    </StrictMode>,
  );
});

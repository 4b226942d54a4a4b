import { StrictMode } from 'react';
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
createRoot(root).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <AppRouter />
    </ServicesProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { compose } from './app/compose';
import { createAppRouter } from './app/router';
import { ServicesProvider } from './app/services';
import { initI18n } from './i18n';
import './styles/app.css';

const router = createAppRouter();
const services = compose((path) => {
  void router.navigate(path);
});
initI18n(services.tessera.language.getSnapshot().context.language);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  </StrictMode>,
);

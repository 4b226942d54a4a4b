import { preloadFirstScreen } from './app/first-screen';
import './styles/app.css';

/**
 * The entry is small and runs as soon as it arrives: it asks for the first screen's page and
 * messages, then for the app (whose chunks index.html already preloads, see
 * plugins/preload-start.ts), so all of them download together.
 */
const firstPage = preloadFirstScreen();
const { start } = await import('./start');
await start(firstPage);

import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { afterFirstPaint } from './lib/after-first-paint';
import { recordEarlyTaps } from './features/menu/early-taps';

const startApp = () => import('./start-app');

// The server-rendered menu page (/) is complete without scripts, and its stylesheets are in the
// page (vite.config.ts): the app waits until that page has painted, so on a slow line it does not
// take bandwidth from the markup, styles and fonts of the first paint. Every other page is an
// empty shell that needs the app at once. A tap on a product meanwhile is kept for the app.
if (document.getElementById('root')?.firstElementChild) {
  recordEarlyTaps(document);
  afterFirstPaint(() => void startApp());
} else void startApp();

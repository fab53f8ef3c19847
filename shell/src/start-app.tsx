// The app's modules, evaluated in the task after the contracts' (bootstrap.ts, ADR 0084).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@vetnow/web-kit/i18n';
import { seedServedAnswers } from '@vetnow/web-kit/queries';
import { App, queryClient } from './app/app';
import { preloadPrerenderedPage } from './app/routes';
import { startLanguage } from './app/language/start-language';
import { registerServiceWorker } from './app/service-worker/register-service-worker';
import { takeScreenFrame } from './app/screen-frame/screen-frame';
import './styles.css';

createI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// On a pre-rendered page (`/`, `/login`, `/register`: ADR 0030) the page is already there: React takes it over only
// once that page's chunk is loaded too, so nothing flashes in between.
const prerendered = root.hasAttribute('data-prerendered');
// A remote screen's frame the gateway served and main.js kept (ADR 0083): the app shows it until the screen is here.
const screenFrame = takeScreenFrame();
// The answers the frame was rendered with (ADR 0096) are in the cache before the first render, so the screen first
// renders what the frame shows.
if (screenFrame?.answers) seedServedAnswers(queryClient, screenFrame.answers);

// The first screen renders in the visitor's language: its catalogues (and font) are fetched before it.
// The first render is a transition (ADR 0085): React renders it in slices of a few milliseconds and yields to the
// browser between them, instead of one long task (~150 ms on this machine, four times that on Lighthouse's phone).
// What shows meanwhile is what the HTML already shows: the pre-rendered page or the screen's frame.
void Promise.all([startLanguage(), prerendered ? preloadPrerenderedPage(window.location.pathname) : undefined]).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App screenFrame={screenFrame} />
      </StrictMode>,
    ),
  );
});

// The service worker (ADR 0065): once the page has loaded and its first screen settled (ADR 0092), production builds
// over HTTPS or localhost only.
registerServiceWorker();

// Signed in: the signed-out links of the pre-rendered page (Sign In, Register, Start Your Journey) are not theirs.
// Another language: the English page would show for a moment before theirs. Either way the app starts now, and
// what is not the visitor's waits hidden (through CSSOM, which the CSP allows) until React has the page, or
// shows again after 5 s if the app could not load.
import { language, stored } from './visitor.js';

/**
 * Hides what is not this visitor's in `root` (`hasForms`: `/login`, `/register`, whose whole page then waits).
 * @returns {{ any: boolean, show: () => void }} whether anything was hidden, and showing it again
 */
export function hideWhatIsNotTheirs(root, hasForms) {
  var hiddenUntilApp = [];
  function hideUntilApp(element) {
    if (!element) return;
    element.style.visibility = 'hidden';
    hiddenUntilApp.push(element);
  }
  function showHidden() {
    hiddenUntilApp.forEach(function (element) {
      element.style.visibility = '';
    });
    hiddenUntilApp = [];
  }
  if (language() !== 'en' || (hasForms && stored('userType'))) {
    hideUntilApp(root);
  } else if (stored('userType')) {
    var nav = root.querySelector('nav');
    if (nav) [].forEach.call(nav.querySelectorAll('a[href="/login"], a[href="/register"], button[aria-controls]'), hideUntilApp);
    hideUntilApp(root.querySelector('[data-testid="hero-actions"]'));
    [].forEach.call(root.querySelectorAll('main a[href="/register"], main a[href="/login"]'), hideUntilApp);
  }
  return { any: hiddenUntilApp.length > 0, show: showHidden };
}

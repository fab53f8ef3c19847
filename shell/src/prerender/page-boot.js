/* global document, MutationObserver */
/* The boot script of the pre-rendered pages (ADR 0030, ADR 0036). Plain ES2017 modules, this entry and its parts in
 * ./page-boot/, which shell/scripts/prerender.mjs bundles into one script in dist/js with a content hash. It is the
 * page's only script until the visitor interacts: with `data-main` (the app's entry script) and `data-preload` (the
 * bootstrap's files) it
 * - starts the app at once for a signed-in visitor (their navigation; on `/login` and `/register` the app sends them
 *   on) or one whose language is not English (the page is pre-rendered in English), else on the first pointer,
 *   touch or keyboard interaction with a link, button or field — never merely because the browser is idle;
 * - hides what is not the visitor's until React has the page: the signed-out links from a signed-in visitor (on
 *   `/login` and `/register`, the whole page), everything from one whose language is not English;
 * - on `/login` and `/register`, enables the forms' fields (disabled in the HTML, so that without JavaScript the
 *   browser can never send a form itself), holds back a form sent before React has the page, and carries what was
 *   typed, the focus and the caret into React's copy of each field, then sends the form there;
 * - on `/`, rotates the testimonials every 5 s as the React carousel does (not with reduced motion, not while the
 *   pointer or focus is on them);
 * - opens the phone menu (and shows a password) at once, and replays a button press (the pause button, a
 *   testimonial dot…) or a choice in a field (the language switcher) made before React took the page over on the
 *   same button or field of the rendered page, and a mouse press that the take-over cut in two (down on this page,
 *   up on React's copy, which no browser clicks) on that copy. Links need nothing: they are real <a href>s and load
 *   their page.
 */
import { rotateTestimonials } from './page-boot/carousel.js';
import { recordEarlyInput } from './page-boot/early-input.js';
import { hideWhatIsNotTheirs } from './page-boot/hidden-until-app.js';
import { stored } from './page-boot/visitor.js';

// Read while the script runs: currentScript is null in any later callback.
var me = document.currentScript;
var main = me && me.getAttribute('data-main');
var preloads = ((me && me.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
var root = document.getElementById('root');
var page = root && root.querySelector('[data-prerendered-page]');
if (page && main) boot();

function boot() {
  /** `/login`, `/register`: the page is a form, which only the app can send. */
  var hasForms = !!page.querySelector('form');
  var started = false;
  var stopCarousel = function () {};
  var early;
  var hidden;

  function start() {
    if (started) return;
    started = true;
    // React's first commit replaces the pre-rendered children of #root: then a press made before it is replayed.
    if (window.MutationObserver) {
      var observer = new MutationObserver(function () {
        if (page.isConnected) return;
        observer.disconnect();
        stopCarousel();
        early.carry();
        hidden.show();
        early.replay();
      });
      observer.observe(root, { childList: true });
    }
    // The bootstrap's files download beside the entry script instead of after it (ADR 0034).
    preloads.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = /\.css$/.test(file) ? 'style' : 'script';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }

  var INTERACTIVE = 'a, button, input, select, textarea, summary, [tabindex]';
  function onInteract(event) {
    var target = event.target;
    if (event.type === 'keydown' || (target && target.closest && target.closest(INTERACTIVE))) start();
  }
  ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'].forEach(function (type) {
    document.addEventListener(type, onInteract, { capture: true, passive: true });
  });

  // The forms: enabled now that a script is here to hold them until React has the page.
  [].forEach.call(page.querySelectorAll('[data-until-boot]'), function (field) {
    field.removeAttribute('data-until-boot');
    field.disabled = false;
  });
  early = recordEarlyInput(root, page, start);

  hidden = hideWhatIsNotTheirs(root, hasForms);
  if (hidden.any || stored('userType')) {
    start();
    window.setTimeout(hidden.show, 5000);
  }

  // The testimonials, until React has the page.
  stopCarousel = rotateTestimonials(root, function () {
    return started;
  });
}

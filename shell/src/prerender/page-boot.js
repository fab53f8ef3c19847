/* global document, navigator, MutationObserver */
/* The boot script of the pre-rendered pages (ADR 0030). Plain ES2017, no imports: shell/scripts/prerender.mjs copies
 * it to dist/js with a content hash.
 * On `/` (dist/landing.html) it is the only script until the visitor interacts: with `data-main` (the app's entry
 * script) it
 * - starts the app at once for a signed-in visitor (their navigation) or one whose language is not English (the
 *   page is pre-rendered in English), else on the first pointer, touch or keyboard interaction with a link, button
 *   or field — never merely because the browser is idle;
 * - meanwhile rotates the testimonials every 5 s as the React carousel does (not with reduced motion, not while the
 *   pointer or focus is on them).
 * On `/login` and `/register` the app's entry script follows it in the page (no `data-main`): the app starts at once.
 * On every page it
 * - hides what is not the visitor's until React has the page: the signed-out links from a signed-in visitor (on
 *   `/login` and `/register`, the whole page: the app sends them on), everything from one whose language is not
 *   English;
 * - opens the phone menu at once, and replays a button press (the pause button, a testimonial dot…) or a choice in
 *   a field (the language switcher) made before React took the page over on the same button or field of the
 *   rendered page. Links need nothing: they are real <a href>s and load their page.
 */
(function () {
  'use strict';
  var me = document.currentScript;
  var main = me && me.getAttribute('data-main');
  var root = document.getElementById('root');
  if (!root) return;
  /** `/`: the app starts when needed (data-main); `/login`, `/register`: it is starting already. */
  var appStartsItself = !main;
  var started = false;
  var pending = [];

  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function language() {
    var chosen = stored('vetnow.language');
    if (chosen === 'en' || chosen === 'si' || chosen === 'ta') return chosen;
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i] || '').toLowerCase().split('-')[0];
      if (base === 'en' || base === 'si' || base === 'ta') return base;
    }
    return 'en';
  }

  /** A name for a button that the React page's copy of it has too: its accessible label, else its text. */
  function identity(button) {
    var label = button.getAttribute('aria-label') || button.textContent.trim();
    var same = [].filter.call(root.querySelectorAll('button'), function (b) {
      return (b.getAttribute('aria-label') || b.textContent.trim()) === label;
    });
    return { kind: 'button', label: label, index: same.indexOf(button) };
  }

  /** Replays, in order, what the visitor did before React had the page. */
  function replay() {
    var actions = pending;
    pending = [];
    actions.forEach(function (action) {
      if (action.kind === 'select') {
        var select = root.querySelectorAll('select')[action.index];
        if (!select) return;
        // React tracks a field's value: set it through the prototype's setter, then announce the change.
        var setter = Object.getOwnPropertyDescriptor(window.HTMLSelectElement.prototype, 'value').set;
        setter.call(select, action.value);
        select.dispatchEvent(new window.Event('change', { bubbles: true }));
        return;
      }
      var same = [].filter.call(root.querySelectorAll('button'), function (b) {
        return (b.getAttribute('aria-label') || b.textContent.trim()) === action.label;
      });
      var target = same[action.index];
      if (target) {
        target.focus();
        target.click();
      }
    });
  }

  function start() {
    if (started) return;
    started = true;
    // React's first commit replaces the pre-rendered children of #root: then a press made before it is replayed.
    if (window.MutationObserver) {
      var observer = new MutationObserver(function () {
        if (root.querySelector('[data-prerendered-page]')) return;
        observer.disconnect();
        window.clearInterval(timer);
        showHidden();
        replay();
      });
      observer.observe(root, { childList: true });
    }
    if (appStartsItself) return;
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

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (!button || !root.querySelector('[data-prerendered-page]')) return;
      start();
      // The phone menu opens at once; every other press waits for the page it belongs to.
      var controls = button.getAttribute('aria-controls');
      var list = controls && document.getElementById(controls);
      if (list) {
        var open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        list.classList.toggle('hidden', !open);
        list.classList.toggle('flex', open);
      }
      pending.push(identity(button));
    },
    true,
  );

  // A choice in a field (the language switcher) made before React had the page is made again on its copy.
  document.addEventListener(
    'change',
    function (event) {
      var select = event.target;
      if (!select || select.tagName !== 'SELECT' || !root.querySelector('[data-prerendered-page]')) return;
      start();
      var index = [].indexOf.call(root.querySelectorAll('select'), select);
      pending = pending.filter(function (action) {
        return !(action.kind === 'select' && action.index === index);
      });
      pending.push({ kind: 'select', index: index, value: select.value });
    },
    true,
  );

  // Signed in: the signed-out links of the pre-rendered page (Sign In, Register, Start Your Journey) are not theirs.
  // Another language: the English page would show for a moment before theirs. Either way the app starts now, and
  // what is not the visitor's waits hidden (through CSSOM, which the CSP allows) until React has the page, or
  // shows again after 5 s if the app could not load.
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
  if (language() !== 'en' || (appStartsItself && stored('userType'))) {
    hideUntilApp(root);
  } else if (stored('userType')) {
    var nav = root.querySelector('nav');
    if (nav) [].forEach.call(nav.querySelectorAll('a[href="/login"], a[href="/register"], button[aria-controls]'), hideUntilApp);
    hideUntilApp(root.querySelector('[data-testid="hero-actions"]'));
    [].forEach.call(root.querySelectorAll('main a[href="/register"], main a[href="/login"]'), hideUntilApp);
  }
  if (hiddenUntilApp.length || stored('userType') || appStartsItself) {
    start();
    window.setTimeout(showHidden, 5000);
  }

  // The testimonials, until React has the page.
  var slides = root.querySelectorAll('[data-testid="testimonial-slides"] > *');
  var carousel = slides.length ? slides[0].closest('section') : null;
  var dots = carousel ? carousel.querySelectorAll('ul button') : [];
  var current = 0;
  var paused = false;
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (carousel) {
    carousel.addEventListener('mouseenter', function () { paused = true; });
    carousel.addEventListener('mouseleave', function () { paused = false; });
    carousel.addEventListener('focusin', function () { paused = true; });
  }
  function show(next) {
    for (var i = 0; i < slides.length; i++) {
      var on = i === next;
      slides[i].classList.toggle('visible', on);
      slides[i].classList.toggle('opacity-100', on);
      slides[i].classList.toggle('invisible', !on);
      slides[i].classList.toggle('opacity-0', !on);
      if (on) {
        slides[i].removeAttribute('aria-hidden');
        slides[i].removeAttribute('inert');
      } else {
        slides[i].setAttribute('aria-hidden', 'true');
        slides[i].setAttribute('inert', '');
      }
      var dot = dots[i];
      if (dot) {
        if (on) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
        var mark = dot.firstElementChild;
        if (mark) {
          mark.classList.toggle('bg-teal-800', on);
          mark.classList.toggle('bg-white', !on);
          mark.classList.toggle('group-hover:bg-teal-100', !on);
        }
      }
    }
    current = next;
  }
  var timer = window.setInterval(function () {
    if (!started && !paused && !reduced && slides.length > 1) show((current + 1) % slides.length);
  }, 5000);
})();

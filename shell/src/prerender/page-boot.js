/* global document, navigator, MutationObserver */
/* The boot script of the pre-rendered pages (ADR 0030, ADR 0036). Plain ES2017, no imports:
 * shell/scripts/prerender.mjs copies it to dist/js with a content hash. It is the page's only script until the
 * visitor interacts: with `data-main` (the app's entry script) and `data-preload` (the bootstrap's files) it
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
 *   same button or field of the rendered page. Links need nothing: they are real <a href>s and load their page.
 */
(function () {
  'use strict';
  var me = document.currentScript;
  var main = me && me.getAttribute('data-main');
  var preloads = ((me && me.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');
  var page = root && root.querySelector('[data-prerendered-page]');
  if (!page || !main) return;
  /** `/login`, `/register`: the page is a form, which only the app can send. */
  var hasForms = !!page.querySelector('form');
  var started = false;
  var pending = [];
  /** The pre-rendered field the visitor is in, whose focus and caret React's copy gets. */
  var focusedField = null;

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

  var SETTERS = { INPUT: window.HTMLInputElement, TEXTAREA: window.HTMLTextAreaElement, SELECT: window.HTMLSelectElement };
  /** Sets a field React tracks: through its prototype's setter, then announces it as typing would. */
  function setValue(field, value, eventType) {
    Object.getOwnPropertyDescriptor(SETTERS[field.tagName].prototype, 'value').set.call(field, value);
    field.dispatchEvent(new window.Event(eventType, { bubbles: true }));
  }

  /** React's copy of a pre-rendered form field: the same id, else the same name (and value, for a choice). */
  function copyOf(field) {
    if (field.id) return document.getElementById(field.id);
    var form = root.querySelectorAll('form')[[].indexOf.call(page.querySelectorAll('form'), field.form)];
    var same = form && form.elements.namedItem(field.name);
    if (!same || same.tagName) return same;
    return [].filter.call(same, function (choice) {
      return choice.value === field.value;
    })[0];
  }

  /**
   * Carries what the visitor typed, ticked or chose in the pre-rendered forms into React's copy of each field, then
   * the focus and the caret.
   */
  function carry() {
    [].forEach.call(page.querySelectorAll('form input, form textarea, form select'), function (field) {
      var copy = copyOf(field);
      if (!copy || copy === field || copy.tagName !== field.tagName || field.readOnly) return;
      if (field.type === 'radio') {
        if (field.checked && !copy.checked) copy.click();
      } else if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked && copy.checked !== field.checked) copy.click();
      } else if (field.tagName === 'SELECT' ? field.selectedOptions[0] && !field.selectedOptions[0].defaultSelected : field.value !== field.defaultValue) {
        setValue(copy, field.value, field.tagName === 'SELECT' ? 'change' : 'input');
      }
    });
    var was = focusedField;
    var copy = was && copyOf(was);
    var active = document.activeElement;
    if (!copy || (active && active !== document.body && active !== document.documentElement)) return;
    copy.focus();
    try {
      copy.setSelectionRange(was.selectionStart, was.selectionEnd, was.selectionDirection || undefined);
    } catch {
      // e-mail and number fields have no caret to set.
    }
  }

  /** Replays, in order, what the visitor did before React had the page. */
  function replay() {
    var actions = pending;
    pending = [];
    actions.forEach(function (action) {
      if (action.kind === 'submit') {
        var form = root.querySelectorAll('form')[action.index];
        if (!form) return;
        if (form.requestSubmit) form.requestSubmit();
        else if (form.querySelector('[type="submit"]')) form.querySelector('[type="submit"]').click();
        return;
      }
      if (action.kind === 'select') {
        var select = root.querySelectorAll('select')[action.index];
        if (!select) return;
        setValue(select, action.value, 'change');
        return;
      }
      var same = [].filter.call(root.querySelectorAll('button'), function (b) {
        return (b.getAttribute('aria-label') || b.textContent.trim()) === action.label;
      });
      var target = same[action.index];
      if (target) {
        // The focus stays in the field it was carried to.
        if (!focusedField) target.focus();
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
        if (page.isConnected) return;
        observer.disconnect();
        window.clearInterval(timer);
        carry();
        showHidden();
        replay();
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
  document.addEventListener('focusin', function (event) {
    var field = event.target;
    if (page.isConnected && field && field.form && page.contains(field)) focusedField = field;
  }, true);
  // A field the visitor left keeps no focus to carry; one React took out of the page does. Chrome fires focusout
  // for a removal too, while the field is still in the page: whether it stayed is known once the removal is done.
  document.addEventListener('focusout', function (event) {
    var left = event.target;
    Promise.resolve().then(function () {
      if (left === focusedField && left.isConnected) focusedField = null;
    });
  }, true);
  // A form sent before React has the page (Enter in a field, the submit button) is sent again on React's copy.
  document.addEventListener('submit', function (event) {
    if (!page.isConnected || !page.contains(event.target)) return;
    event.preventDefault();
    start();
    var index = [].indexOf.call(page.querySelectorAll('form'), event.target);
    pending = pending.filter(function (action) {
      return action.kind !== 'submit';
    });
    pending.push({ kind: 'submit', index: index });
  }, true);

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (!button || !page.isConnected) return;
      start();
      // A submit button sends its form: the submit listener holds that back.
      if (button.type === 'submit' && button.form) return;
      // The phone menu opens at once, and so does a password; every other press waits for the page it belongs to.
      var controls = button.getAttribute('aria-controls');
      var list = controls && document.getElementById(controls);
      if (list && list.tagName === 'INPUT') {
        var shown = button.getAttribute('aria-pressed') !== 'true';
        button.setAttribute('aria-pressed', String(shown));
        list.type = shown ? 'text' : 'password';
      } else if (list) {
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
      // A form's own fields are carried with the rest of the form (carry).
      if (!select || select.tagName !== 'SELECT' || select.form || !page.isConnected) return;
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
  if (language() !== 'en' || (hasForms && stored('userType'))) {
    hideUntilApp(root);
  } else if (stored('userType')) {
    var nav = root.querySelector('nav');
    if (nav) [].forEach.call(nav.querySelectorAll('a[href="/login"], a[href="/register"], button[aria-controls]'), hideUntilApp);
    hideUntilApp(root.querySelector('[data-testid="hero-actions"]'));
    [].forEach.call(root.querySelectorAll('main a[href="/register"], main a[href="/login"]'), hideUntilApp);
  }
  if (hiddenUntilApp.length || stored('userType')) {
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

/* global document, navigator */
/* The offline page's one script (issue 40, ADR 0065). Plain ES2017, no imports: shell/scripts/prerender.mjs copies
 * it to dist/js with a content hash. dist/offline.html holds its text in English, Sinhala and Tamil, English shown;
 * this shows the visitor's language instead — the remembered choice (localStorage `vetnow.language`, as the app
 * keeps it), else the browser's first preference among the three, else English — and sets <html lang> and the title.
 */
(function () {
  'use strict';
  var LANGUAGES = ['en', 'si', 'ta'];

  function language() {
    var chosen;
    try {
      chosen = window.localStorage.getItem('vetnow.language');
    } catch {
      chosen = null;
    }
    if (LANGUAGES.indexOf(chosen) !== -1) return chosen;
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i] || '').toLowerCase().split('-')[0];
      if (LANGUAGES.indexOf(base) !== -1) return base;
    }
    return 'en';
  }

  var lang = language();
  var sections = document.querySelectorAll('[data-offline-language]');
  for (var i = 0; i < sections.length; i++) {
    var shown = sections[i].getAttribute('data-offline-language') === lang;
    sections[i].hidden = !shown;
    if (shown) document.title = sections[i].getAttribute('data-page-title') || document.title;
  }
  document.documentElement.lang = lang;
})();

/* global navigator */
// Who the visitor is, as the app will see it: what it keeps in localStorage, and the language it will show.

/** A value the app keeps in localStorage; null where storage is refused. */
export function stored(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The app's language for this visitor: their choice, else the browser's first of en/si/ta, else English. */
export function language() {
  var chosen = stored('vetnow.language');
  if (chosen === 'en' || chosen === 'si' || chosen === 'ta') return chosen;
  var tags = navigator.languages || [navigator.language];
  for (var i = 0; i < tags.length; i++) {
    var base = String(tags[i] || '').toLowerCase().split('-')[0];
    if (base === 'en' || base === 'si' || base === 'ta') return base;
  }
  return 'en';
}

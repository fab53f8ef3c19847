// The offline page's one script (issue 40, ADR 0065), bundled by shell/scripts/prerender.mjs into
// dist/js/offline-language.<hash>.js as a classic ES2017 script: dist/offline.html holds its text in English, Sinhala
// and Tamil, English shown; this shows the visitor's language instead.
import { showOfflineLanguage } from '../features/offline/offline-language';

showOfflineLanguage(document);

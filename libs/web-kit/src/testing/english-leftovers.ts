/**
 * For the language specs (issue 13): the texts of a rendered screen that are still English — text nodes and
 * accessible-name attributes (aria-label, title, placeholder, alt) equal to a value of the screen's English
 * catalogues, or made from one with its {{variables}} filled in ("{{date}} at {{time}}" → "Mon, 23 Nov 2026 at
 * 09:00 AM"). Values made only of variables, numbers and symbols (`{{start}} – {{end}}`, `—`) and the texts in
 * `allowed` are not counted.
 */
type Catalogue = { [key: string]: string | Catalogue };

function values(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
const VARIABLE = /{{\s*\w+\s*}}/g;
const HAS_VARIABLE = /{{\s*\w+\s*}}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function englishLeftovers(root: HTMLElement, catalogues: Catalogue[], allowed: readonly string[] = []): string[] {
  const english = catalogues
    .flatMap(values)
    .filter((v) => /\p{L}{2}/u.test(v.replace(VARIABLE, '')))
    .filter((v) => !allowed.includes(v));
  const exact = new Set(english.filter((v) => !HAS_VARIABLE.test(v)));
  const patterns = english
    .filter((v) => HAS_VARIABLE.test(v))
    .map((v) => new RegExp(`^${v.split(VARIABLE).map(escape).join('.+?')}$`, 's'));
  const isEnglish = (text: string) => exact.has(text) || patterns.some((p) => p.test(text));

  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text && isEnglish(text)) found.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value && isEnglish(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

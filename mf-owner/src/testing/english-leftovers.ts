/**
 * For the language specs (issue 13): the texts of a rendered screen that are still English — text nodes and
 * accessible-name attributes equal to a value of the screen's English catalogues. Values made only of variables,
 * numbers and symbols (`{{name}}`, `•••• {{lastFour}}`, `—`) and brand names in `allowed` are not counted.
 */
type Catalogue = { [key: string]: string | Catalogue };

function values(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

export function englishLeftovers(root: HTMLElement, catalogues: Catalogue[], allowed: readonly string[] = []): string[] {
  const english = new Set(
    catalogues
      .flatMap(values)
      .filter((v) => /\p{L}{2}/u.test(v.replace(/{{\s*\w+\s*}}/g, '')))
      .filter((v) => !allowed.includes(v)),
  );
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (english.has(text)) found.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value && english.has(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

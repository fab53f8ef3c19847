// Compose's interpolation of `${…}` in a compose file's values, as the Compose Specification defines it (section
// "Interpolation"): `${VAR}`, `$VAR`, `${VAR:-default}` / `${VAR-default}`, `${VAR:?error}` / `${VAR?error}`,
// `${VAR:+replacement}` / `${VAR+replacement}`, defaults that interpolate in turn, and `$$` for a literal `$`.
// For the compose spec only: the product reads none of it.

export class MissingVariableError extends Error {
  override readonly name = 'MissingVariableError';
}

/** The value compose would give the container, with `vars` as the shell and .env. */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = value[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      const end = closingBrace(value, i + 1);
      out += substitute(value.slice(i + 2, end), vars);
      i = end + 1;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(value.slice(i + 1))?.[0];
      if (name === undefined) {
        out += '$';
        i++;
      } else {
        out += vars[name] ?? '';
        i += 1 + name.length;
      }
    }
  }
  return out;
}

/** Every `${NAME…}` of `text` outside YAML comments, nested ones too, and whether compose refuses to start without it. */
export function variablesIn(text: string): Array<{ name: string; required: boolean }> {
  const found: Array<{ name: string; required: boolean }> = [];
  const visit = (s: string) => {
    for (let i = s.indexOf('${'); i !== -1; i = s.indexOf('${', i + 1)) {
      if (i > 0 && s[i - 1] === '$') continue;
      const end = closingBrace(s, i + 1);
      const body = s.slice(i + 2, end);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(:?[-?+])?/.exec(body);
      if (m) {
        found.push({ name: m[1]!, required: m[2] === ':?' || m[2] === '?' });
        visit(body.slice(m[0].length));
      }
      i = end;
    }
  };
  visit(text.replace(/^\s*#.*$/gm, ''));
  return found;
}

function closingBrace(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return j;
  }
  throw new Error(`unclosed \${ in "${s}"`);
}

function substitute(body: string, vars: Record<string, string | undefined>): string {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([\s\S]*))?$/.exec(body);
  if (!m) throw new Error(`invalid interpolation "\${${body}}"`);
  const [, name, colon, op, rest = ''] = m;
  const value = vars[name!];
  const unset = colon === ':' ? value === undefined || value === '' : value === undefined;
  switch (op) {
    case undefined:
      return value ?? '';
    case '-':
      return unset ? interpolate(rest, vars) : value!;
    case '+':
      return unset ? '' : interpolate(rest, vars);
    default:
      if (unset) throw new MissingVariableError(`${name}: ${interpolate(rest, vars)}`);
      return value!;
  }
}

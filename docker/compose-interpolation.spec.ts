import { interpolate, MissingVariableError, variablesIn } from './compose-interpolation.js';

describe("compose's interpolation", () => {
  const vars = { SET: 'value', EMPTY: '' };

  it.each([
    ['${SET}', 'value'],
    ['$SET/x', 'value/x'],
    ['${UNSET}', ''],
    ['${UNSET:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${SET:-fallback}', 'value'],
    ['${UNSET:-https://${SET:-x}}', 'https://value'],
    ['${SET:+alt}', 'alt'],
    ['${EMPTY:+alt}', ''],
    ['${EMPTY+alt}', 'alt'],
    ['$${SET} costs $$5', '${SET} costs $5'],
    ['postgres://u@h:5432/${SET}_db', 'postgres://u@h:5432/value_db'],
  ])('%s → %s', (input, expected) => {
    expect(interpolate(input, vars)).toBe(expected);
  });

  it('refuses a required variable that is unset (or empty, with the colon)', () => {
    expect(() => interpolate('${UNSET:?set UNSET}', vars)).toThrow(new MissingVariableError('UNSET: set UNSET'));
    expect(() => interpolate('${EMPTY:?set it}', vars)).toThrow(MissingVariableError);
    expect(interpolate('${EMPTY?set it}', vars)).toBe('');
    expect(interpolate('${SET:?set it}', vars)).toBe('value');
  });

  it('lists the variables of a file, nested ones too, outside comments', () => {
    const text = ['# ${IN_COMMENT:?no}', 'a: ${A:?set A}', 'b: ${B:-https://${C}}', 'c: $${NOT_ONE}'].join('\n');
    expect(variablesIn(text)).toEqual([
      { name: 'A', required: true },
      { name: 'B', required: false },
      { name: 'C', required: false },
    ]);
  });
});

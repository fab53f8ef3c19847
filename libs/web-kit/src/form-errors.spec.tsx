import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { fieldErrorsOf, messageTranslator, useFocusFirstInvalid } from './form-errors';

describe('fieldErrorsOf', () => {
  it('keeps the first message per dotted path and skips path-less issues', () => {
    const errors = fieldErrorsOf([
      { path: ['username'], message: 'Too short' },
      { path: ['username'], message: 'Bad characters' },
      { path: ['address', 'street'], message: 'Too long' },
      { path: [], message: 'Whole form' },
    ]);
    expect(errors).toEqual({ username: 'Too short', 'address.street': 'Too long' });
  });

  it('passes each kept message through the translator', () => {
    expect(fieldErrorsOf([{ path: ['a'], message: 'x' }], (m) => `<${m}>`)).toEqual({ a: '<x>' });
  });
});

describe('messageTranslator', () => {
  it('reads a known message by its key under the prefix and lets unknown ones through', () => {
    const seen: string[] = [];
    const translate = messageTranslator(
      (key) => {
        seen.push(key);
        return `T(${key})`;
      },
      'validation',
      { usernameMin: 'Username must be at least 3 characters' },
      { usernameMin: 'shadowed', other: 'Other' },
    );
    expect(translate('Username must be at least 3 characters')).toBe('T(validation.usernameMin)');
    expect(translate('Other')).toBe('T(validation.other)');
    expect(translate('Something else')).toBe('Something else');
    expect(seen).toEqual(['validation.usernameMin', 'validation.other']);
  });
});

describe('useFocusFirstInvalid', () => {
  it('focuses the first invalid field after the errors render', async () => {
    function Form() {
      const ref = useRef<HTMLFormElement>(null);
      const [invalid, setInvalid] = useState(false);
      const requestFocus = useFocusFirstInvalid(ref);
      return (
        <form
          ref={ref}
          onSubmit={(e) => {
            e.preventDefault();
            setInvalid(true);
            requestFocus();
          }}
        >
          <input aria-label="First" />
          <input aria-label="Second" aria-invalid={invalid || undefined} />
          <input aria-label="Third" aria-invalid={invalid || undefined} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Second')).toHaveFocus();
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PhoneLink } from './phone-link';

describe('PhoneLink', () => {
  it('shows a stored E.164 number in national format, linked as tel:+94…', () => {
    render(<PhoneLink value="+94771234567" />);
    expect(screen.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  });

  it('reads older national or spaced values the same way', () => {
    render(<PhoneLink value="0112 345 678" prefix="Call " />);
    expect(screen.getByRole('link', { name: 'Call 011 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
  });

  it('shows older text as it is, without a link when there is nothing to dial', () => {
    const { container } = render(<PhoneLink value="hello" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('hello');
  });
});

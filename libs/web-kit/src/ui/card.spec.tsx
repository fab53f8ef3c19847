import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('with a title is a region named by its heading', () => {
    render(<Card title="Personal Information">Body</Card>);
    const region = screen.getByRole('region', { name: 'Personal Information' });
    expect(region).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
  });

  it('without a title is a plain box', () => {
    render(<Card>Body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

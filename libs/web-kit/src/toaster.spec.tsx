import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AppToaster, TOAST_LIMIT, notify } from './toaster';

describe('AppToaster', () => {
  it('shows toasts at top-center and never more than 20 at once (the newest stay)', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) notify.error(`Failure ${i}`);
    });
    expect(await screen.findByText('Failure 25')).toBeInTheDocument();
    const shown = screen.getAllByText(/^Failure \d+$/);
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText('Failure 5')).not.toBeInTheDocument();
    expect(screen.getByText('Failure 6')).toBeInTheDocument();
    const container = screen.getByText('Failure 25').closest('[data-toaster="top-center"]');
    expect(container).not.toBeNull();
  });

  it('draws toasts with classes only: no <style> element and no style attribute (the CSP has no \'unsafe-inline\')', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Saved');
      notify.error('Failed');
      notify.loading('Working');
    });
    expect(await screen.findByText('Working')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toHaveAttribute('role', 'status');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from './LoadState';

describe('LoadState', () => {
  it('shows the loading text as a status while there is no error', () => {
    render(<LoadState error={null} onRetry={() => {}} loadingText="Loading your statements…" />);
    expect(screen.getByRole('status').textContent).toBe(' Loading your statements…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the failure as an alert with Retry instead of the loading text, and Retry calls back', async () => {
    const onRetry = vi.fn();
    render(<LoadState error="Could not reach the store to load your statements." onRetry={onRetry} loadingText="Loading your statements…" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the store to load your statements.');
    expect(screen.queryByText(/Loading your statements/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateListForm } from './CreateListForm';

const box = () => screen.getByRole('textbox', { name: 'New list name' });

describe('CreateListForm', () => {
  it('keeps the typed name after a failed create, and empties the box once Retry (outside the form) has created that list', async () => {
    const onCreate = vi.fn(async () => ({ status: 'failed' as const }));
    const { rerender } = render(<CreateListForm busy={false} onCreate={onCreate} listNames={['Spring Order']} />);
    await userEvent.type(box(), 'Fall Bulbs');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(onCreate).toHaveBeenCalledWith('Fall Bulbs');
    expect((box() as HTMLInputElement).value).toBe('Fall Bulbs');

    // Other lists changing leaves the box alone; the failed name appearing empties it.
    rerender(<CreateListForm busy={false} onCreate={onCreate} listNames={['Spring Order', 'Bench']} />);
    expect((box() as HTMLInputElement).value).toBe('Fall Bulbs');
    rerender(<CreateListForm busy={false} onCreate={onCreate} listNames={['Spring Order', 'Bench', 'Fall Bulbs']} />);
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('leaves a name the user changed after the failure in the box', async () => {
    const onCreate = vi.fn(async () => ({ status: 'failed' as const }));
    const { rerender } = render(<CreateListForm busy={false} onCreate={onCreate} listNames={[]} />);
    await userEvent.type(box(), 'Fall Bulbs');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await userEvent.type(box(), ' 2');
    rerender(<CreateListForm busy={false} onCreate={onCreate} listNames={['Fall Bulbs']} />);
    expect((box() as HTMLInputElement).value).toBe('Fall Bulbs 2');
  });
});

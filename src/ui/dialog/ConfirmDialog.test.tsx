import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrashIcon } from '../primitives';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function confirmProps(overrides: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps {
  return {
    open: true,
    title: 'Remove favorite list',
    message: "Are you sure you want to remove your favorite list 'Spring?'",
    icon: <TrashIcon />,
    confirmLabel: 'Remove',
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    render(<ConfirmDialog {...confirmProps()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove favorite list' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "Are you sure you want to remove your favorite list 'Spring?'",
    );
  });

  it('has one confirm button, with a checkmark, besides Close', () => {
    render(<ConfirmDialog {...confirmProps()} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['', 'Remove']);
    expect(screen.getByRole('button', { name: 'Remove' }).querySelector('svg')).not.toBeNull();
  });

  it('starts with focus on the confirm button', () => {
    render(<ConfirmDialog {...confirmProps()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
  });

  it('with cancelLabel, offers Cancel before the confirm button, starts on it and cancels with it', async () => {
    const props = confirmProps({ title: 'Clear cart', confirmLabel: 'Clear cart', cancelLabel: 'Cancel' });
    render(<ConfirmDialog {...props} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Clear cart' });
    const footerButtons = screen.getAllByRole('button').slice(1);
    expect(footerButtons.map((b) => b.textContent)).toEqual(['Cancel', 'Clear cart']);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm, not onCancel, when confirmed', async () => {
    const props = confirmProps();
    render(<ConfirmDialog {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onConfirm).toHaveBeenCalledOnce();
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Close', async () => {
    const props = confirmProps();
    render(<ConfirmDialog {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const props = confirmProps();
    render(<ConfirmDialog {...props} />);
    await userEvent.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalled();
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('ignores the confirm button while busy', async () => {
    const props = confirmProps({ busy: true });
    render(<ConfirmDialog {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onConfirm).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

function modalProps(overrides: Partial<ModalProps> = {}): ModalProps {
  return {
    open: true,
    onClose: vi.fn(),
    title: 'Favorite lists',
    children: (
      <>
        <input aria-label="Spring" type="checkbox" />
        <button type="button">Create list</button>
      </>
    ),
    ...overrides,
  };
}

/** An opener button and a dialog it controls, as a widget uses them. */
function WithOpener({ children }: { children?: ModalProps['children'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to favorites
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Favorite lists">
        {children ?? <input aria-label="Spring" type="checkbox" />}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal {...modalProps({ open: false })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a dialog named by its title', () => {
    render(<Modal {...modalProps()} />);
    const dialog = screen.getByRole('dialog', { name: 'Favorite lists' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('moves focus to the first focusable element of its body when it opens', () => {
    render(<Modal {...modalProps()} />);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Spring' }));
  });

  it('moves focus to initialFocusRef when given', () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal {...modalProps({ initialFocusRef: ref })}>
          <input aria-label="Spring" type="checkbox" />
          <button ref={ref} type="button">
            Create list
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create list' }));
  });

  it('focuses the dialog itself when its body has nothing focusable', () => {
    render(<Modal {...modalProps({ children: <p>Nothing to choose.</p> })} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('calls onClose on Escape', async () => {
    const onClose = vi.fn();
    render(<Modal {...modalProps({ onClose })} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('calls onClose from its Close button', async () => {
    const onClose = vi.fn();
    render(<Modal {...modalProps({ onClose })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('returns focus to the control that opened it after Escape', async () => {
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Add to favorites' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Spring' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the control that opened it after Close', async () => {
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Add to favorites' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control Tab goes to the first', async () => {
    render(<Modal {...modalProps()} />);
    screen.getByRole('button', { name: 'Create list' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Shift+Tab inside: from the first control it goes to the last', async () => {
    render(<Modal {...modalProps()} />);
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create list' }));
  });

  it('renders into portalContainer when given', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(<Modal {...modalProps({ portalContainer: container })} />);
    expect(container.querySelector('dialog')).toBe(screen.getByRole('dialog'));
  });

  it('renders the footer after the body', () => {
    render(<Modal {...modalProps({ footer: <button type="button">Remove</button> })} />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.at(-1)).toBe('Remove');
  });

  it('locks page scrolling while open and restores it after', () => {
    document.documentElement.style.overflow = 'auto';
    const { rerender } = render(<Modal {...modalProps()} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Modal {...modalProps({ open: false })} />);
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });
});

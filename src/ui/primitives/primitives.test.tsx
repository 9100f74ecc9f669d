import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { LiveRegion } from './LiveRegion';
import { Notice } from './Notice';
import { ICON_PATHS, iconMask } from './icons';

describe('Button', () => {
  it('is a plain button (not a submit) by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'button');
  });

  it('ignores clicks and says it is busy while busy', () => {
    const onClick = vi.fn();
    render(<Button busy onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Notice', () => {
  it('announces errors as alerts and offers Retry when asked', () => {
    const onRetry = vi.fn();
    render(<Notice tone="error" onRetry={onRetry}>Could not load results.</Notice>);
    expect(screen.getByRole('alert').textContent).toContain('Could not load results.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows other tones as a status without a Retry button', () => {
    render(<Notice tone="info">Nothing here yet.</Notice>);
    expect(screen.getByRole('status').textContent).toContain('Nothing here yet.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LiveRegion', () => {
  it('is a polite status region that keeps its element when the message changes', () => {
    const { rerender } = render(<LiveRegion message="18 results" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    rerender(<LiveRegion message="50 results" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('50 results');
  });

  it('replaces its text node when the same message is announced again (repeat), keeping the region', () => {
    const { rerender } = render(<LiveRegion message="Added 12 of Pot to the cart." repeat={1} />);
    const region = screen.getByRole('status');
    const first = region.firstChild;
    rerender(<LiveRegion message="Added 12 of Pot to the cart." repeat={2} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.firstChild).not.toBe(first);
    expect(region.textContent).toBe('Added 12 of Pot to the cart.');
  });
});

describe('iconMask', () => {
  it('draws the icon path as a mask over the text colour, in the size asked for', () => {
    const style = iconMask(ICON_PATHS.plus, 16);
    const svg = decodeURIComponent(/data:image\/svg\+xml,([^"]+)/.exec(style.mask)?.[1] ?? '');
    expect(svg).toContain(`<path d='${ICON_PATHS.plus}'/>`);
    expect(style).toMatchObject({ content: '""', width: '16px', height: '16px', backgroundColor: 'currentColor', WebkitMask: style.mask });
  });

  it('keeps the text colour in forced-colors mode, where a background would be forced away', () => {
    expect(iconMask(ICON_PATHS.cart, 18).forcedColorAdjust).toBe('none');
  });
});

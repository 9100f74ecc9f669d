// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { listenForShowSearch } from './searchBoxListener';

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" aria-controls="site-search" aria-expanded="false">Show search</button>
    <form id="site-search" data-sf-search-box hidden><input type="search" aria-label="Search products"></form>`;
});

const box = () => document.getElementById('site-search') as HTMLElement;

describe('listenForShowSearch', () => {
  it('opens the host search box on `show search` {open: true}, and focuses its input', () => {
    const bus = createBus();
    listenForShowSearch(bus, document);
    bus.emit('show search', { open: true });
    expect(box().getAttribute('data-sf-open')).toBe('true');
    expect(box().hasAttribute('hidden')).toBe(false);
    expect(document.activeElement).toBe(box().querySelector('input'));
    expect(document.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('marks it closed on `show search` {open: false}', () => {
    const bus = createBus();
    listenForShowSearch(bus, document);
    bus.emit('show search', { open: true });
    bus.emit('show search', { open: false });
    expect(box().getAttribute('data-sf-open')).toBe('false');
    expect(document.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('does nothing on a page without a search box', () => {
    document.body.innerHTML = '<p>No search here</p>';
    const bus = createBus();
    listenForShowSearch(bus, document);
    expect(() => bus.emit('show search', { open: true })).not.toThrow();
  });

  it('stops listening after its teardown', () => {
    const bus = createBus();
    listenForShowSearch(bus, document)();
    bus.emit('show search', { open: true });
    expect(box().hasAttribute('data-sf-open')).toBe(false);
  });
});

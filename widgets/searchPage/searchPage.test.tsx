import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widget';
import { makeCategory, makeRequest, makeResults } from '../../src/state/search/testing';
import { writeJsonScript, writePageContext } from '../../src/testing/pageData';
import { SEARCH_PAGE_WIDGET } from './widget';

let popstate: { added: number; removed: number };
let signals: AbortSignal[];

beforeEach(() => {
  writePageContext();
  writeJsonScript('searchPage-data', { category: makeCategory(), superSaverCategory: null, searchRequest: makeRequest() });
  document.body.insertAdjacentHTML('beforeend', '<div id="searchPage"></div>');
  popstate = { added: 0, removed: 0 };
  signals = [];
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
    if (type === 'popstate') popstate.added += 1;
    add(type, ...rest);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | EventListenerOptions)?]) => {
    if (type === 'popstate') popstate.removed += 1;
    remove(type, ...rest);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal) signals.push(signal);
      const path = String(input instanceof Request ? input.url : input);
      const body = path.includes('Facets') ? { filters: [] } : makeResults(3);
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mountPoint = () => document.getElementById('searchPage') as HTMLElement;

describe('searchPage entry', () => {
  it('starts the search before React renders and stops it when unmounted before the first render', async () => {
    const unmount = mountWidget(SEARCH_PAGE_WIDGET, mountPoint(), window);
    // The store started while the data was read: its popstate listener is already there.
    expect(popstate.added).toBe(1);
    expect(mountPoint().childElementCount).toBe(0);
    unmount();
    await waitFor(() => expect(popstate.removed).toBe(popstate.added));
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('draws the first results and the category description in one pass: no skeleton before them, no description after them', async () => {
    // The answer comes well after React could have drawn (about 60 ms), within FIRST_VIEW_WAIT_MS.
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return answer(...args);
    });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (mountPoint().querySelector('.sf-skeleton')) seen.push('skeleton');
      // The category's description comes with the cards, not after them (it would push them down).
      const description = mountPoint().querySelector('.sf-hero__description');
      if (mountPoint().querySelector('article') && !description?.textContent) seen.push('cards before description');
    });
    observer.observe(mountPoint(), { childList: true, subtree: true });
    mountWidget(SEARCH_PAGE_WIDGET, mountPoint(), window);
    // The view loads with React after a 60 ms answer: on a busy machine that takes more than waitFor's 1 s default.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), { timeout: 5000 });
    observer.disconnect();
    expect(seen).toEqual([]);
  });

  it('stops the early stores when the rendered widget is unmounted', async () => {
    const unmount = mountWidget(SEARCH_PAGE_WIDGET, mountPoint(), window);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(popstate.added).toBeGreaterThan(popstate.removed);
    unmount();
    await waitFor(() => expect(popstate.removed).toBe(popstate.added));
  });
});

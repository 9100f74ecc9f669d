import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitFixture, productDetailFixture } from '../../src/state/configuratorFixtures';
import { writePageContext } from '../../src/testing/pageData';
import { startEntryNamed } from '../testing';

function stubService() {
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const body = path.startsWith('benchconfig/') ? kitFixture(24) : productDetailFixture();
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('configurators entry', () => {
  it('mounts each of the four configurators into its mount point', async () => {
    writePageContext();
    stubService();
    window.history.replaceState(null, '', '/addons-configurator?item=HB-1020&qty=20');
    for (const name of ['addons-configurator', 'track-bench-configurator', 'slide-bench-configurator', 'bench-conversion-configurator']) {
      document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="${name}"></div>`);
    }
    await startEntryNamed('configurators');
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Bill of materials' })).toHaveLength(3), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Track bench layout' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Slide bench layout' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Benches to convert' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('20'), { timeout: 5000 });
  }, 20_000);

  it('shows a bad quantity in the address as a message with a way back, never a blank widget', async () => {
    writePageContext();
    const fetch = stubService();
    window.history.replaceState(null, '', '/addons-configurator?item=HB-1020&qty=abc');
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="addons-configurator"></div>');
    await startEntryNamed('configurators');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The quantity "abc" is not a number.'), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Search for HB-1020' }).getAttribute('href')).toBe('/search-results?term=HB-1020');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs one console error naming the element and data-qty when the host attribute is bad, and still shows the message', async () => {
    writePageContext();
    stubService();
    document.body.insertAdjacentHTML('beforeend', '<div id="addons" data-sf-widget="addons-configurator" data-item="HB-1020" data-qty="ten"></div>');
    await startEntryNamed('configurators');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The quantity "ten" is not a number.'), { timeout: 5000 });
    const errors = vi.mocked(console.error).mock.calls.map(([message]) => String(message));
    expect(errors).toEqual([expect.stringMatching(/^#addons: data-qty: The quantity "ten" is not a number\./)]);
  });

  it('logs nothing for a bad address: that is the visitor\'s link, not the host\'s page data', async () => {
    writePageContext();
    stubService();
    window.history.replaceState(null, '', '/addons-configurator?item=HB-1020&qty=abc');
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="addons-configurator"></div>');
    await startEntryNamed('configurators');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy(), { timeout: 5000 });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reads data-item and data-qty when the host gives them', async () => {
    writePageContext();
    const fetch = stubService();
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="addons-configurator" data-item="HB-1020" data-qty="40"></div>');
    await startEntryNamed('configurators');
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('40'), { timeout: 5000 });
    const sent = await (fetch.mock.calls[0]![0] as Request).clone().json();
    expect(sent).toMatchObject({ itemNumber: 'HB-1020' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widget';
import { anonymousPageContext, writePageContext } from '../../src/testing/pageData';
import { FAVORITES_PAGE_WIDGET } from '../favoritesPage/widget';
import { STATEMENT_WIDGET, STATEMENTS_WIDGET } from './widget';


const requests: string[] = [];

function stubService(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input instanceof Request ? input.url : input);
      requests.push(path.replace(/^.*\/api\//, ''));
      const body = {
        customerName: 'Maple Hollow',
        statements: [{ number: '480100', suffix: '00', statementDate: '2026-10-01', dueDate: '2026-10-31', amountDue: 12.5 }],
      };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function mountPoint(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  requests.length = 0;
  delete window.StorefrontWidgets;
});

/** The views load on demand (with React): the first import in a test run takes a moment on a loaded machine. */
const VIEW_LOADED = { timeout: 10_000 };

describe('account entry', () => {
  it('mounts the statements widget: one GetStatements, then the table named Statements', async () => {
    writePageContext();
    stubService();
    const unmount = mountWidget(STATEMENTS_WIDGET, mountPoint('<div data-sf-widget="statements" id="statements"></div>'), window);
    expect(await screen.findByRole('table', { name: 'Statements' }, VIEW_LOADED)).toBeTruthy();
    expect(requests).toEqual(['Customer/GetStatements']);
    unmount();
  });

  it('mounts the statement named by data-number and data-suffix', async () => {
    writePageContext();
    stubService();
    const unmount = mountWidget(STATEMENT_WIDGET, mountPoint('<div data-sf-widget="statement" data-number="480100" data-suffix="00"></div>'), window);
    expect(await screen.findByRole('article', { name: 'Statement 480100-00' }, VIEW_LOADED)).toBeTruthy();
    unmount();
  });

  it('shows a notice and one console error naming the element when no statement is named', async () => {
    writePageContext();
    stubService();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = mountWidget(STATEMENT_WIDGET, mountPoint('<div data-sf-widget="statement" id="statement"></div>'), window);
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(String(error.mock.calls[0]![0])).toContain('#statement: data-number is missing');
    expect(requests).toEqual([]);
    unmount();
  });

  it('asks an anonymous visitor of the favorites page to log in and calls nothing', async () => {
    writePageContext(anonymousPageContext());
    stubService();
    const unmount = mountWidget(FAVORITES_PAGE_WIDGET, mountPoint('<div data-sf-widget="favorites-page" data-allow-delete></div>'), window);
    expect(await screen.findByRole('link', { name: 'Log in' }, VIEW_LOADED)).toBeTruthy();
    expect(requests).toEqual([]);
    unmount();
  });
});

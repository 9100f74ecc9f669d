/**
 * Host pages written by a test: custom HTML (or a demo page rewritten on its way) served on
 * the demo server's origin through page.route, with the console, failed responses and
 * requests recorded. Shared by the embedding and live-change tests.
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { VIEWPORTS, type Harness, type PersonaKey } from './harness';

export type Opened = {
  page: Page;
  context: BrowserContext;
  /**
   * Console errors, without the browser's "Failed to load resource" lines for product images:
   * the catalogue has items whose image is missing on purpose (the not-available fallback).
   * Any other failed response fails the test through `badResponses`.
   */
  consoleErrors: string[];
  /** Responses of 400 and above, except missing product images. */
  badResponses: string[];
  pageErrors: Error[];
  /** Every request whose path ends with `/<servicePath>`. */
  requestsTo(servicePath: string): Request[];
};

/** Answers the document with `html`. */
export const withHtml = (html: string) => (route: Route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });

/** Answers the document with the real demo page, passed through `rewrite`. */
export const rewritten = (rewrite: (html: string) => string) => async (route: Route) => {
  const response = await route.fetch();
  const html = await response.text();
  const body = rewrite(html);
  if (body === html) throw new Error(`the rewrite changed nothing in ${route.request().url()}`);
  await route.fulfill({ response, body });
};

export function customPage(contextJson: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedding test</title>${head}</head>
<body>
<script type="application/json" id="sf-context">${contextJson}</script>
${body}
</body></html>`;
}

/** `open` and the buyer's page context, on the harness `h`. */
export function customPages(h: Harness) {
  /**
   * Opens `path` on the demo origin as `persona`. `serve` answers the document itself (custom
   * HTML, or a demo page rewritten); `/widgets-copy/*` always answers the built files of
   * `/widgets/*`, so the browser loads them as a second, separate copy of the bundle.
   */
  async function open(
    path: string,
    options: { persona?: PersonaKey; serve?: (route: Route) => Promise<void>; beforeGoto?: (page: Page) => Promise<void> } = {},
  ): Promise<Opened> {
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
    if (options.persona) await h.loginAs(context, options.persona);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: Error[] = [];
    const requests: Request[] = [];
    const badResponses: string[] = [];
    let missingImages = 0;
    page.on('response', (response) => {
      if (response.status() < 400) return;
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/images/')) missingImages += 1;
      else badResponses.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith('Failed to load resource: the server responded with a status of 404') && missingImages > 0) {
        missingImages -= 1;
        return;
      }
      consoleErrors.push(text);
    });
    page.on('pageerror', (error) => pageErrors.push(error));
    page.on('request', (request) => requests.push(request));
    await page.route(`${h.baseUrl}/widgets-copy/**`, async (route) => {
      const url = route.request().url().replace('/widgets-copy/', '/widgets/');
      const response = await route.fetch({ url });
      await route.fulfill({ response });
    });
    if (options.serve) await page.route(`${h.baseUrl}${path}`, options.serve);
    await options.beforeGoto?.(page);
    await page.goto(`${h.baseUrl}${path}`);
    return {
      page,
      context,
      consoleErrors,
      badResponses,
      pageErrors,
      requestsTo: (servicePath) => requests.filter((r) => new URL(r.url()).pathname.endsWith(`/${servicePath}`)),
    };
  }

  let cachedContext: string | null = null;
  /** The signed-in buyer's page context JSON as the demo host renders it (a valid token). */
  async function buyerContextJson(): Promise<string> {
    if (cachedContext) return cachedContext;
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    cachedContext = (await page.locator('script#sf-context').textContent()) ?? '';
    await context.close();
    return cachedContext;
  }

  return { open, buyerContextJson };
}

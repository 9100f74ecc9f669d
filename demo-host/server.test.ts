import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './server';

let dataDir: string;
let widgetsDir: string;
let server: DemoServer;
let base: string;

const get = (p: string, init?: RequestInit) => fetch(new URL(p, base), { redirect: 'manual', ...init });
const jsonScriptOf = (html: string, id: string) => {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, any>;
};
/** The route list of the home page: text -> href. */
const homeRoutes = async (persona = 'anonymous') => {
  const html = await (await get('/', { headers: { Cookie: `sf_demo_user=${persona}` } })).text();
  const list = /aria-labelledby="every-route">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({ href: (m[1] ?? '').replace(/&amp;/g, '&'), text: m[2] ?? '' }));
};
const pageContext = async (response: Response) => {
  const match = /<script type="application\/json" id="sf-context">(.*?)<\/script>/s.exec(await response.text());
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sf-demo-server-'));
  // A stand-in build output: the server must serve whatever dist/widgets holds.
  widgetsDir = mkdtempSync(path.join(tmpdir(), 'sf-demo-widgets-'));
  mkdirSync(path.join(widgetsDir, 'chunks'));
  writeFileSync(path.join(widgetsDir, 'cartBadge.js'), 'export {};\n');
  writeFileSync(path.join(widgetsDir, 'cartBadge.js.map'), '{"version":3}');
  writeFileSync(path.join(widgetsDir, 'chunks/chunk-ABCDEFGH.js'), 'export const x = 1;\n');
  server = await startDemoServer({ port: 0, dataDir, widgetsDir });
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(widgetsDir, { recursive: true, force: true });
});

describe('demo server', () => {
  it('serves the home page as HTML with the anonymous page context', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const context = await pageContext(response);
    expect(context).toMatchObject({ companyUserId: 0, serviceUrl: `${base}api`, productImageUrl: `${base}images/` });
  });

  it('loads only the entries that are built, and says which are not', async () => {
    const html = await (await get('/search-results?term=pots')).text();
    expect(html).toContain('<script type="module" src="/widgets/cartBadge.js"></script>');
    expect(html).not.toContain('/widgets/searchPage.js');
    expect(html).toContain('The search widget is not built yet.');
    expect(html).toContain('<div id="searchPage"></div>');
  });

  it('serves widget files with CORS, JavaScript and source map types, and chunk caching', async () => {
    const entry = await get('/widgets/cartBadge.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const map = await get('/widgets/cartBadge.js.map');
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const chunk = await get('/widgets/chunks/chunk-ABCDEFGH.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await get('/widgets/cartBadge.js', { headers: { 'If-None-Match': entry.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await get('/widgets/../package.json')).status).toBe(404);
    expect((await get('/widgets/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });

  it('serves the host stylesheet', async () => {
    const css = await get('/demo/static/host.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('switches persona with a cookie and a redirect back, and renders that persona', async () => {
    const response = await get('/demo/switch-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'user=salesRep&returnTo=%2Fcart',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toBe('sf_demo_user=salesRep');
    const context = await pageContext(await get('/login', { headers: { Cookie: cookie } }));
    expect(context).toMatchObject({ companyUserId: 61, withCustomer: false, customer: { customerNumber: '100388' } });
    expect(typeof context.jwtToken).toBe('string');
  });

  it("the sales rep's With customer switch sets withCustomer in the page context and its token, and clears it", async () => {
    const form = (body: string, cookie: string) =>
      get('/demo/with-customer', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, body });
    const rep = 'sf_demo_user=salesRep';
    const on = await form('withCustomer=on&returnTo=%2Fcart', rep);
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/cart');
    const switchCookie = (on.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(switchCookie).toBe('sf_demo_with_customer=61');
    const page = await get('/cart', { headers: { Cookie: `${rep}; ${switchCookie}` } });
    const html = await page.clone().text();
    expect(html).toMatch(/<input type="checkbox" role="switch" name="withCustomer"[^>]* checked>/);
    const context = await pageContext(page);
    expect(context.withCustomer).toBe(true);
    const claims = JSON.parse(Buffer.from(String(context.jwtToken).split('.')[0] ?? '', 'base64url').toString('utf8')) as { withCustomer: boolean };
    expect(claims.withCustomer).toBe(true);
    const off = await form('returnTo=%2Fcart', `${rep}; ${switchCookie}`);
    expect(off.headers.get('set-cookie')).toContain('Max-Age=0');
    const buyer = await form('withCustomer=on&returnTo=%2F', 'sf_demo_user=buyer');
    expect(buyer.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('never redirects to another site after switching persona', async () => {
    const response = await get('/demo/switch-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'user=buyer&returnTo=https%3A%2F%2Fevil.example%2F',
    });
    expect(response.headers.get('location')).toBe('/');
  });

  it('sends the CSP with a per-request nonce only on the hostile pages and the checkout (the payment page, reporting violations)', async () => {
    const hostile = await get('/demo/hostile');
    const policy = hostile.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await pageContext(hostile)).toMatchObject({ cspNonce: nonce });
    expect((await get('/')).headers.get('content-security-policy')).toBeNull();
    expect((await get('/checkout')).headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*; report-uri \/demo\/csp-reports$/);
  });

  it('computes the policy of /demo/hostile/<route> from the entries the page loads, and collects violation reports', async () => {
    // Only cartBadge.js is built here: the cart page loads it alone, so nothing beyond it is allowed.
    const cart = await get('/demo/hostile/cart', { headers: { Cookie: 'sf_demo_user=anonymous' } });
    expect(cart.status).toBe(200);
    const policy = cart.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const origin = new URL(base).origin;
    expect(policy).toBe(
      `default-src 'none'; script-src 'self' ${origin}; style-src 'self' 'nonce-${nonce}'; connect-src ${origin}; img-src 'self'; ` +
        `base-uri 'self'; form-action 'self'; frame-ancestors 'none'; report-uri /demo/csp-reports`,
    );
    expect(await cart.text()).toContain('href="/demo/static/hostile.css"');

    const report = { 'csp-report': { 'document-uri': `${origin}/demo/hostile/cart`, 'violated-directive': 'img-src', 'blocked-uri': 'data' } };
    const posted = await get('/demo/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(posted.status).toBe(204);
    expect((await get('/demo/csp-reports', { method: 'POST', body: 'not json' })).status).toBe(400);
    expect(server.cspReports()).toEqual([report['csp-report']]);
    expect(await (await get('/demo/csp-reports')).json()).toEqual([report['csp-report']]);
  });

  it("serves a category's resource links (/resources/{name}) with a page saying what the CMS would show", async () => {
    const response = await get('/resources/pots-guide');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Pots guide</h1>');
    expect((await get('/resources/a/b')).status).toBe(404);
  });

  it('answers 404 for an unknown page and for a category id that does not exist', async () => {
    expect((await get('/no-such-page')).status).toBe(404);
    expect((await get('/order-now/999999/nothing')).status).toBe(404);
  });

  it('renders a category page with the category, its sub-categories and a sortOrder request', async () => {
    const routes = await homeRoutes();
    const href = routes.find((r) => r.text.startsWith('Category page:'))?.href ?? '';
    const data = jsonScriptOf(await (await get(href)).text(), 'searchPage-data');
    expect(data.category.subCategories.length).toBeGreaterThan(0);
    expect(data.superSaverCategory).toMatchObject({ superSaver: true });
    expect(data.searchRequest).toEqual({
      searchTerm: '', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH',
      categoryId: data.category.categoryId, isSuperSaver: false, manufacturerId: null, skip: 0, take: 18, sort: 'sortOrder',
    });
    const superSaver = jsonScriptOf(await (await get(`${href}?ss=1`)).text(), 'searchPage-data');
    expect(superSaver.searchRequest.isSuperSaver).toBe(true);
  });

  it('serves a third-level id as its parent category page filtered to that category', async () => {
    const routes = await homeRoutes();
    const href = routes.find((r) => r.text.startsWith('Third-level category filter link'))?.href ?? '';
    const leafId = Number(href.split('/')[2]);
    const data = jsonScriptOf(await (await get(href)).text(), 'searchPage-data');
    expect(data.category.subCategories.map((c: { categoryId: number }) => c.categoryId)).toContain(leafId);
    expect(data.searchRequest.categoryId).toBe(data.category.categoryId);
    expect(data.searchRequest.filters).toEqual([
      { filterId: 1, filterName: 'Category', filterValues: [expect.stringMatching(/^[^-]+ - [^-]+ - .+$/)] },
    ]);
  });

  it('maps /plant-connection to the category named Plants', async () => {
    const data = jsonScriptOf(await (await get('/plant-connection')).text(), 'searchPage-data');
    expect(data.category.displayName).toBe('Plants');
  });

  it('renders search results with the term, no category and relevance sort, the term escaped in the JSON', async () => {
    const html = await (await get('/search-results?term=%3C%2Fscript%3E%3Cb%3Epots')).text();
    expect(html).not.toContain('</script><b>');
    const data = jsonScriptOf(html, 'searchPage-data');
    expect(data.searchRequest).toMatchObject({ searchTerm: '</script><b>pots', categoryId: null, sort: 'score' });
  });

  it('uses the persona warehouse in the search request', async () => {
    const html = await (await get('/search-results?term=pots', { headers: { Cookie: 'sf_demo_user=ecom' } })).text();
    expect(jsonScriptOf(html, 'searchPage-data').searchRequest).toMatchObject({ warehouseCode: '1002', warehouseName: 'Apopka, FL' });
  });

  it('renders a product page with the product page widget and its data for the item, and 404 for an unknown product', async () => {
    const routes = await homeRoutes();
    const href = routes.find((r) => r.text.startsWith('Product page:'))?.href ?? '';
    const html = await (await get(href)).text();
    expect(html).toContain('<div id="productPage"></div>');
    expect(jsonScriptOf(html, 'productPage-data')).toMatchObject({ itemId: Number(href.split('/')[3]) });
    expect((await get('/order-now/product/99999999/1/nothing')).status).toBe(404);
  });

  it('embeds the account widgets on the statement (paying invoices online, with the statements list below), statements and favorites pages', async () => {
    const routes = await homeRoutes('buyer');
    const href = routes.find((r) => r.text.startsWith('Statement '))?.href ?? '';
    expect(href).toMatch(/number=/);
    const statement = await (await get(href, { headers: { Cookie: 'sf_demo_user=buyer' } })).text();
    expect(statement).toContain('<div data-sf-widget="statement" id="statement" data-pay-online></div>');
    expect(statement).toContain('<div data-sf-widget="statements" id="statements"></div>');
    for (const list of ['/MyAccount/OrderManager/Statements', '/MyAccount/OrderManager/ViewStatement']) {
      expect(await (await get(list, { headers: { Cookie: 'sf_demo_user=buyer' } })).text()).toContain('<div data-sf-widget="statements" id="statements"></div>');
    }
    const favorites = await (await get('/account/favorites/', { headers: { Cookie: 'sf_demo_user=buyer' } })).text();
    expect(favorites).toContain('<div data-sf-widget="favorites-page" id="favorites-page" data-allow-delete></div>');
  });

  it('reuses an existing database instead of seeding it again (start-up time is measured by the bench)', async () => {
    await server.close();
    server = await startDemoServer({ port: 0, dataDir, widgetsDir });
    expect(server.seeded).toBe(false);
    base = server.url;
    expect((await get('/')).status).toBe(200);
  }, 60_000);
});

describe('the card gateway origin', () => {
  it('serves the hosted card form on a second port, and GetCardPointeParameters points at it', async () => {
    const formUrl = new URL(server.cardFormUrl);
    expect(formUrl.origin).not.toBe(new URL(base).origin);
    const form = await fetch(`${server.cardFormUrl}?sessionToken=s&amount=10&currency=USD&parentOrigin=${encodeURIComponent(new URL(base).origin)}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="cardNumber">Card number</label>');
    // The card origin serves the form only: no service, no pages.
    expect((await fetch(new URL('/api/Cart/GetCart', formUrl), { method: 'POST' })).status).toBe(404);
    const context = await pageContext(await get('/checkout', { headers: { Cookie: 'sf_demo_user=buyer' } }));
    const headers = { 'Content-Type': 'application/json', 'X-Api-Key': 'storefront-widgets', Authorization: `Basic ${String(context.jwtToken)}` };
    const who = { companyUserId: 42, customerNumber: '100234' };
    const post = async (servicePath: string, body: unknown) => {
      const response = await fetch(new URL(`/api/${servicePath}`, base), { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status, `${servicePath}: ${response.status}`).toBe(200);
      return response.json() as Promise<any>;
    };
    const found = await post('Product/WebSearch', {
      searchTerm: 'pot', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false,
      manufacturerId: null, skip: 0, take: 40, sort: 'score', ...who, customerType: 'Grower', shipTo: '001',
    });
    const item = (found.items as { itemId: number; sellMultiple: number; isNyRestriced: boolean; stockResult: { disablePurchasing: boolean } | null }[])
      .find((i) => !i.isNyRestriced && !i.stockResult?.disablePurchasing);
    await post('Cart/AddItemToCart', { ...who, defaultWarehouseCode: '1001', itemId: item?.itemId, qty: item?.sellMultiple, shipTo: '001', price: null, manualPrice: false });
    const settings = { poNumber: '', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'card' };
    const params = await post('Cart/GetCardPointeParameters', { ...who, cartSettings: settings, warehouseCode: '1001' });
    expect(params.gatewayUrl).toBe(server.cardFormUrl);
  });
});

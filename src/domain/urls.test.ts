import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTES,
  hostPageUrl,
  isRouteValue,
  isSafeReturnPath,
  loginUrl,
  setPageRoutes,
  CART_URL, FAVORITES_URL, LOGIN_URL, addonsConfiguratorUrl, categoryUrl, cleanUrlName,
  configuratorUrl, filterOptionUrl, productUrl, safeLinkUrl, searchResultsUrl, statementUrl,
} from './urls';

describe('cleanUrlName', () => {
  it('trims, turns whitespace into hyphens and lowercases', () => {
    expect(cleanUrlName('  Hanging Baskets ')).toBe('hanging-baskets');
  });

  it('removes every character that is not a letter, digit or hyphen', () => {
    expect(cleanUrlName('Pots & Trays (10")')).toBe('pots-trays-10');
    expect(cleanUrlName("Grower's Choice #1")).toBe('growers-choice-1');
  });

  it('collapses runs of hyphens, however long, into one', () => {
    expect(cleanUrlName('A - B')).toBe('a-b');
    expect(cleanUrlName('a---b')).toBe('a-b');
    expect(cleanUrlName('a -- / -- b')).toBe('a-b');
  });

  it('turns tabs and newlines into hyphens like spaces', () => {
    expect(cleanUrlName('Seed\tTrays\nDeep')).toBe('seed-trays-deep');
  });

  it('keeps non-ASCII letters and digits (Unicode letters count as letters)', () => {
    expect(cleanUrlName('Pétunia Mix ½')).toBe('pétunia-mix-½');
    expect(cleanUrlName('Ärger Über')).toBe('ärger-über');
  });

  it('leaves no combining mark behind when lowercasing a dotted capital I', () => {
    expect(cleanUrlName('İris')).toBe('iris');
  });

  it('gives an empty name for a name of symbols only', () => {
    expect(cleanUrlName(' &*! ')).toBe('');
  });
});

describe('categoryUrl', () => {
  it('builds /order-now/{categoryId}/{cleaned name}', () => {
    expect(categoryUrl({ categoryId: 12, displayName: 'Pots & Containers' })).toBe('/order-now/12/pots-containers');
  });

  it('adds ?ss=1 when the super-saver variant is requested', () => {
    expect(categoryUrl({ categoryId: 12, displayName: 'Pots' }, { superSaver: true })).toBe('/order-now/12/pots?ss=1');
    expect(categoryUrl({ categoryId: 12, displayName: 'Pots' }, { superSaver: false })).toBe('/order-now/12/pots');
  });

  it('maps the category named plants, in any case and with spaces, to /plant-connection', () => {
    expect(categoryUrl({ categoryId: 5, displayName: 'Plants' })).toBe('/plant-connection');
    expect(categoryUrl({ categoryId: 5, displayName: '  PLANTS ' })).toBe('/plant-connection');
    expect(categoryUrl({ categoryId: 5, displayName: 'plants' }, { superSaver: true })).toBe('/plant-connection?ss=1');
  });

  it('does not map a category whose name only contains plants', () => {
    expect(categoryUrl({ categoryId: 6, displayName: 'Plants Plugs' })).toBe('/order-now/6/plants-plugs');
  });
});

describe('item and filter routes', () => {
  it('builds the product page /order-now/product/{productId}/{categoryId}/{cleaned name}', () => {
    expect(productUrl(3456, 12, '4.5" Square Pot, Black')).toBe('/order-now/product/3456/12/45-square-pot-black');
  });

  it('builds a third-level filter link /order-now/{filterOptionId}/{cleaned name}', () => {
    expect(filterOptionUrl(901, 'Round Pots')).toBe('/order-now/901/round-pots');
  });
});

describe('query routes encode their values', () => {
  it('builds /search-results?term= with the term encoded', () => {
    expect(searchResultsUrl('6" pots & trays')).toBe('/search-results?term=6%22%20pots%20%26%20trays');
  });

  it('builds the statement view with number and suffix encoded', () => {
    expect(statementUrl('100234', '01')).toBe('/MyAccount/OrderManager/ViewStatement?number=100234&suffix=01');
    expect(statementUrl('A&B', '0 1')).toBe('/MyAccount/OrderManager/ViewStatement?number=A%26B&suffix=0%201');
  });

  it('builds /addons-configurator?item=&qty=', () => {
    expect(addonsConfiguratorUrl('TB-100/4', 12)).toBe('/addons-configurator?item=TB-100%2F4&qty=12');
  });
});

describe('configuratorUrl', () => {
  it('carries the item and quantity only to the add-ons configurator', () => {
    const item = { itemNumber: 'TB100', quantity: 2 };
    expect(configuratorUrl('addons', item)).toBe('/addons-configurator?item=TB100&qty=2');
    expect(configuratorUrl('addons')).toBe('/addons-configurator');
    expect(configuratorUrl('trackbench', item)).toBe('/track-bench-configurator');
    expect(configuratorUrl('slidebench')).toBe('/slide-bench-configurator');
    expect(configuratorUrl('benchconversion')).toBe('/bench-conversion-configurator');
  });
});

describe('the default host pages', () => {
  it('are SPEC section 2\'s /login and /account/favorites/ and the demo host\'s /cart, the constants the demo host serves them at', () => {
    expect(LOGIN_URL).toBe('/login');
    expect(FAVORITES_URL).toBe('/account/favorites/');
    expect(CART_URL).toBe('/cart');
  });
});

describe('safeLinkUrl', () => {
  it('keeps relative addresses and http, https, mailto and tel links', () => {
    for (const url of ['/resources/pots-guide', 'guide.pdf', '#top', 'https://shop.example/a', 'HTTP://x.example', 'mailto:sales@x.example', 'tel:+15550100']) {
      expect(safeLinkUrl(url)).toBe(url);
    }
  });

  it('drops script, data and other schemes, however they are disguised', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', '']) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });
});

describe('loginUrl and the return path', () => {
  it('comes back to the page: path and query, encoded', () => {
    expect(loginUrl('/search-results?term=pot')).toBe('/login?returnTo=%2Fsearch-results%3Fterm%3Dpot');
  });

  it('never returns to another site: only a path starting with a single slash', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'cart', '', null, undefined]) {
      expect(isSafeReturnPath(bad), String(bad)).toBe(false);
      expect(loginUrl(bad)).toBe('/login');
    }
  });

  it('never returns to a path a browser reads as another site: a tab, newline or backslash it drops or turns into a slash', () => {
    for (const bad of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example', '/x\\..\\\\evil.example', '/cart\u0000']) {
      expect(isSafeReturnPath(bad), JSON.stringify(bad)).toBe(false);
      expect(loginUrl(bad)).toBe('/login');
    }
    // The same page's own address keeps its encoded query (a search for a backslash is %5C).
    expect(isSafeReturnPath('/search-results?term=a%5Cb&f.74.Color=Black%20%2F%20Green')).toBe(true);
  });

  it('does not return to the login page itself', () => {
    expect(loginUrl('/login')).toBe('/login');
    expect(loginUrl('/login?returnTo=/cart')).toBe('/login');
    expect(isSafeReturnPath('/cart')).toBe(true);
    expect(loginUrl('/')).toBe('/login');
  });
});

describe('the host pages a page configures (page context `routes`)', () => {
  afterEach(() => setPageRoutes({}));

  it('links to the SPEC and demo-host pages when the page configures none', () => {
    expect(DEFAULT_ROUTES).toEqual({
      login: '/login',
      cart: '/cart',
      checkout: '/checkout',
      home: '/',
      favorites: '/account/favorites/',
      recoverPassword: '/account/recover-password',
    });
    for (const [page, url] of Object.entries(DEFAULT_ROUTES)) expect(hostPageUrl(page as keyof typeof DEFAULT_ROUTES)).toBe(url);
  });

  it('sends the buyer to a configured login page with the return path, and never back to that page', () => {
    setPageRoutes({ login: '/account/sign-in' });
    expect(loginUrl('/search-results?term=pot')).toBe('/account/sign-in?returnTo=%2Fsearch-results%3Fterm%3Dpot');
    expect(loginUrl('/account/sign-in')).toBe('/account/sign-in');
    expect(isSafeReturnPath('/account/sign-in?returnTo=%2Fcart')).toBe(false);
    // The default login page is an ordinary page of this host now.
    expect(isSafeReturnPath('/login')).toBe(true);
  });

  it('appends returnTo to an absolute login address, with & when it has a query already, before its fragment', () => {
    setPageRoutes({ login: 'https://login.example.com/sso' });
    expect(loginUrl('/cart')).toBe('https://login.example.com/sso?returnTo=%2Fcart');
    setPageRoutes({ login: 'https://login.example.com/sso?app=shop' });
    expect(loginUrl('/cart')).toBe('https://login.example.com/sso?app=shop&returnTo=%2Fcart');
    setPageRoutes({ login: 'https://login.example.com/sso?' });
    expect(loginUrl('/cart')).toBe('https://login.example.com/sso?returnTo=%2Fcart');
    setPageRoutes({ login: 'https://login.example.com/sso?app=shop#start' });
    expect(loginUrl('/cart')).toBe('https://login.example.com/sso?app=shop&returnTo=%2Fcart#start');
    expect(loginUrl(null)).toBe('https://login.example.com/sso?app=shop#start');
  });

  it("refuses as a return path the login address's own path, whatever its site", () => {
    setPageRoutes({ login: 'https://shop.example/account/sign-in?app=shop' });
    expect(isSafeReturnPath('/account/sign-in')).toBe(false);
    expect(isSafeReturnPath('/account/sign-in?x=1')).toBe(false);
    expect(isSafeReturnPath('/cart')).toBe(true);
  });

  it('keeps the default of every page the configuration leaves out', () => {
    setPageRoutes({ cart: '/basket' });
    expect(hostPageUrl('cart')).toBe('/basket');
    expect(hostPageUrl('checkout')).toBe('/checkout');
    expect(loginUrl('/basket')).toBe('/login?returnTo=%2Fbasket');
    setPageRoutes({});
    expect(hostPageUrl('cart')).toBe('/cart');
  });

  it('takes a path starting with a single / or an http(s) address, nothing else', () => {
    for (const good of ['/', '/basket', '/account/sign-in?next=1', 'https://login.example.com/sso?app=shop', 'http://shop.example', 'https://shop.example:8443/cart#top']) {
      expect(isRouteValue(good), good).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', 'basket', '', ' /cart', 'https://', 'https:///x', 'HTTPS://shop.example', 'ftp://x.example/', 'https://a.example/x y', 'https://a\\b.example/']) {
      expect(isRouteValue(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

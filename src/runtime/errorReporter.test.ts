// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../api/errors';
import { CartInfoSchema } from '../contract/responses';
import type { LogFromClientRequest } from '../contract/requests';
import { createFakeServiceClient, type FakeServiceClient } from '../testing/fakeServiceClient';
import { anonymousPageContext, testPageContext } from '../testing/pageData';
import { errorReporterLoaded } from '../testing/errorReporter';
import {
  bundleBaseUrl,
  installErrorReporter,
  isUnexpectedServiceFailure,
  logSender,
  reportClientError,
  reportingFailures,
  reportServiceFailure,
} from './errorReporter';
import { createErrorReporter, FLUSH_DELAY_MS, MAX_LOG_MESSAGE_LENGTH, MAX_REPORTS_PER_PAGE, scrubSecrets } from './errorReporterCore';

const TOKEN = 'eyJjb21wYW55VXNlcklkIjo0Mn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const BUNDLE = 'https://cdn.test/widgets/';

let reporters: { dispose(): void }[] = [];
let hidden = false;

beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
});

afterEach(() => {
  for (const reporter of reporters) reporter.dispose();
  reporters = [];
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

function setUp(options: { beacon?: boolean; context?: ReturnType<typeof testPageContext>; maxReports?: number } = {}) {
  const fake = createFakeServiceClient({ 'Cart/logFromClient': () => ({ ok: true, message: 'Logged.' }) });
  const beaconWorks = options.beacon ?? true;
  const client: FakeServiceClient = {
    ...fake,
    beacon(path, body) {
      if (!beaconWorks) return false;
      return fake.beacon(path, body);
    },
  };
  const reporter = createErrorReporter({
    send: logSender(client),
    context: options.context ?? testPageContext({ jwtToken: TOKEN }),
    win: window,
    ...(options.maxReports !== undefined ? { maxReports: options.maxReports } : {}),
  });
  reporters.push(reporter);
  const beacons = () => fake.beacons.map((b) => b.body as LogFromClientRequest);
  const calls = () => fake.bodiesOf('Cart/logFromClient');
  return { reporter, beacons, calls };
}

function hidePage() {
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
}

function crash(message: string, widget = 'cart-badge') {
  return { kind: 'crash' as const, widget, element: '#cart', message };
}

describe('batching and sending', () => {
  it('sends nothing while the page is visible, then one beacon with every report when it is hidden', () => {
    const { reporter, beacons } = setUp();
    reporter.report(crash('first'));
    reporter.report({ kind: 'page-data', widget: 'search-page', element: '#searchPage', message: '#searchPage-data: not JSON' });
    expect(beacons()).toEqual([]);
    hidePage();
    expect(beacons()).toHaveLength(1);
    const [body] = beacons();
    expect(body?.companyUserId).toBe(42);
    expect(body?.customerNumber).toBe('100234');
    expect(body?.message).toContain('[crash] "cart-badge" in #cart: first');
    expect(body?.message).toContain('[page-data] "search-page" in #searchPage: #searchPage-data: not JSON');
  });

  it('sends on pagehide as well, and never sends the same batch twice', () => {
    const { reporter, beacons } = setUp();
    reporter.report(crash('boom'));
    window.dispatchEvent(new Event('pagehide'));
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toHaveLength(1);
  });

  it('falls back to an ordinary logFromClient call when the beacon is missing', () => {
    const { reporter, beacons, calls } = setUp({ beacon: false });
    reporter.report(crash('no beacon here'));
    hidePage();
    expect(beacons()).toEqual([]);
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.message).toContain('no beacon here');
  });

  it(`sends a batch after ${FLUSH_DELAY_MS / 1000} s even when the page stays visible`, () => {
    vi.useFakeTimers();
    const { reporter, beacons } = setUp();
    reporter.report(crash('long-lived page'));
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(beacons()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beacons()).toHaveLength(1);
    hidePage();
    expect(beacons()).toHaveLength(1);
  });

  it('reports an anonymous visitor as company user 0 with no customer number', () => {
    const { reporter, beacons } = setUp({ context: anonymousPageContext() });
    reporter.report(crash('anonymous'));
    hidePage();
    expect(beacons()[0]).toMatchObject({ companyUserId: 0, customerNumber: null });
  });

  it(`splits a batch into messages of at most ${MAX_LOG_MESSAGE_LENGTH} characters`, () => {
    const { reporter, beacons } = setUp();
    for (let i = 0; i < MAX_REPORTS_PER_PAGE; i += 1) reporter.report(crash(`${i} ${'x'.repeat(900)}`));
    hidePage();
    expect(beacons().length).toBeGreaterThan(1);
    for (const body of beacons()) expect(body.message.length).toBeLessThanOrEqual(MAX_LOG_MESSAGE_LENGTH);
    expect(beacons().map((b) => b.message).join('\n')).toContain(`9 ${'x'.repeat(100)}`);
  });
});

describe('rate limit and duplicates', () => {
  it('sends an identical message once, with how often it happened', () => {
    const { reporter, beacons } = setUp();
    expect(reporter.report(crash('same'))).toBe(true);
    expect(reporter.report(crash('same'))).toBe(false);
    reporter.report(crash('same'));
    hidePage();
    const message = beacons()[0]?.message ?? '';
    expect(message.match(/same/g)).toHaveLength(1);
    expect(message).toContain('(×3)');
  });

  it('does not send a message again after its batch went out', () => {
    const { reporter, beacons } = setUp();
    reporter.report(crash('once per page'));
    hidePage();
    expect(reporter.report(crash('once per page'))).toBe(false);
    hidden = false;
    hidePage();
    expect(beacons()).toHaveLength(1);
  });

  it(`accepts at most ${MAX_REPORTS_PER_PAGE} different reports per page and says how many were left out`, () => {
    const { reporter, beacons } = setUp();
    const accepted = Array.from({ length: MAX_REPORTS_PER_PAGE + 3 }, (_, i) => reporter.report(crash(`error ${i}`)));
    expect(accepted.filter(Boolean)).toHaveLength(MAX_REPORTS_PER_PAGE);
    hidePage();
    const message = beacons()[0]?.message ?? '';
    expect(message).toContain(`error ${MAX_REPORTS_PER_PAGE - 1}`);
    expect(message).not.toContain(`error ${MAX_REPORTS_PER_PAGE}:`);
    expect(message).toContain(`3 more reports not sent: at most ${MAX_REPORTS_PER_PAGE} per page`);
    expect(reporter.report(crash('after the limit'))).toBe(false);
  });
});

describe('secrets never leave the page', () => {
  it("removes the page's token wherever it appears, also URL-encoded and in the stack", () => {
    const { reporter, beacons } = setUp();
    const error = new Error(`request with ${TOKEN} failed`);
    error.stack = `Error: x\n    at call (https://cdn.test/widgets/chunks/a.js?t=${encodeURIComponent(TOKEN)}:1:2)`;
    reporter.report({ kind: 'crash', message: `token=${TOKEN}`, stack: error.stack ?? '' });
    reporter.report({ kind: 'unhandled', message: `sent ${encodeURIComponent(TOKEN)}` });
    hidePage();
    const message = beacons()[0]?.message ?? '';
    expect(message).not.toContain(TOKEN);
    expect(message).not.toContain(encodeURIComponent(TOKEN));
    expect(message).not.toContain('c2lnbmF0dXJl');
    expect(message).toContain('[redacted]');
  });

  it('removes Authorization header values, Basic and Bearer credentials and token-shaped strings', () => {
    expect(scrubSecrets('headers: {"Authorization":"Basic abc123secret"}')).toBe('headers: {"Authorization":[redacted]}');
    expect(scrubSecrets('Authorization: Bearer abc123secret, next')).toBe('Authorization: [redacted], next');
    expect(scrubSecrets('sent Basic dXNlcjpwYXNzd29yZA== to the service')).toBe('sent Basic [redacted] to the service');
    expect(scrubSecrets('other token aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbb.cc here')).toBe('other token [redacted] here');
    expect(scrubSecrets('{"jwtToken":"short-one"}')).toBe('{"jwtToken":[redacted]}');
    expect(scrubSecrets('contains the-secret-value twice: the-secret-value', ['the-secret-value'])).toBe(
      'contains [redacted] twice: [redacted]',
    );
  });

  it('keeps ordinary messages as they are', () => {
    expect(scrubSecrets('TypeError: Cannot read properties of undefined (reading "lineCount")')).toBe(
      'TypeError: Cannot read properties of undefined (reading "lineCount")',
    );
  });
});

describe('unhandled errors', () => {
  /** The page's reporter for BUNDLE, sending through a stubbed beacon; `sent()` reads what went. */
  function installForBundle() {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reporters.push(installErrorReporter(window, testPageContext({ jwtToken: TOKEN }), BUNDLE));
    const sent = () =>
      Promise.all(sendBeacon.mock.calls.map(async ([, data]) => (JSON.parse(await (data as Blob).text()) as LogFromClientRequest).message));
    return { sent };
  }
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });

  it("reports an uncaught error whose file is in the widgets' folder, with its stack", async () => {
    const { sent } = installForBundle();
    const error = new TypeError('x is undefined');
    error.stack = `TypeError: x is undefined\n    at f (${BUNDLE}chunks/chunk-ABC.js:1:99)`;
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: `${BUNDLE}chunks/chunk-ABC.js` }));
    await errorReporterLoaded();
    hidePage();
    const [message] = await sent();
    expect(message).toContain('[unhandled]: TypeError: x is undefined');
    expect(message).toContain(`at f (${BUNDLE}chunks/chunk-ABC.js:1:99)`);
  });

  it("ignores the host page's own errors", async () => {
    const { sent } = installForBundle();
    const error = new Error('host script broke');
    error.stack = 'Error: host script broke\n    at main (https://shop.test/theme.js:3:1)';
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'https://shop.test/theme.js' }));
    await errorReporterLoaded();
    hidePage();
    expect(await sent()).toEqual([]);
  });

  it('reports an unhandled rejection whose stack points into the widgets', async () => {
    const { sent } = installForBundle();
    const reason = new Error('lost promise');
    reason.stack = `Error: lost promise\n    at g (${BUNDLE}searchPage.js:2:3)`;
    const event = new Event('unhandledrejection');
    Object.assign(event, { reason, promise: Promise.resolve() });
    window.dispatchEvent(event);
    await errorReporterLoaded();
    hidePage();
    const [message] = await sent();
    expect(message).toContain('unhandled rejection: Error: lost promise');
  });
});

describe('one reporter per page', () => {
  it('gives every entry and bundle copy the same reporter, which knows both bundle folders', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const context = testPageContext({ jwtToken: TOKEN });
    const first = installErrorReporter(window, context, 'https://cdn-a.test/widgets/');
    const second = installErrorReporter(window, context, 'https://cdn-b.test/widgets/');
    reporters.push(first);
    expect(second).toBe(first);
    const error = new Error('from copy b');
    error.stack = 'Error: from copy b\n    at h (https://cdn-b.test/widgets/cartBadge.js:1:1)';
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'https://cdn-b.test/widgets/cartBadge.js' }));
    reportClientError(window, crash('through the page reporter'));
    await errorReporterLoaded();
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('https://shop.test/api/Cart/logFromClient');
    const body = JSON.parse(await (data as Blob).text()) as LogFromClientRequest;
    expect(body.message).toContain('[unhandled]: Error: from copy b');
    expect(body.message).toContain('through the page reporter');
    expect(body.message).not.toContain(TOKEN);
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });

  it('drops reports made before any widget read a valid page context', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reportClientError(window, crash('too early'));
    reporters.push(installErrorReporter(window, testPageContext(), BUNDLE));
    reportClientError(window, crash('in time'));
    await errorReporterLoaded();
    hidePage();
    const body = JSON.parse(await (sendBeacon.mock.calls[0]?.[1] as Blob).text()) as LogFromClientRequest;
    expect(body.message).toContain('in time');
    expect(body.message).not.toContain('too early');
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });

  it('sends at once what was reported while its core loaded, when the page was hidden meanwhile', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reporters.push(installErrorReporter(window, testPageContext(), BUNDLE));
    reportClientError(window, crash('just before leaving'));
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
    await errorReporterLoaded();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(await (sendBeacon.mock.calls[0]?.[1] as Blob).text()) as LogFromClientRequest;
    expect(body.message).toContain('just before leaving');
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });

  it('finds the widgets folder from an entry or a shared chunk', () => {
    expect(bundleBaseUrl('https://cdn.test/widgets/chunks/chunk-X1.js')).toBe('https://cdn.test/widgets/');
    expect(bundleBaseUrl('https://cdn.test/widgets/cartBadge.js')).toBe('https://cdn.test/widgets/');
  });
});

describe('service failures widgets report', () => {
  const failure = (kind: 'http' | 'network' | 'timeout' | 'invalid-response', status?: number) =>
    new ServiceError({ kind, path: 'Cart/AddItemToCart', message: 'The server failed.', error: null, ...(status ? { status } : {}) });

  it('reports server errors and contract breaks, not the visitor’s connection or session', () => {
    expect(isUnexpectedServiceFailure(failure('http', 500))).toBe(true);
    expect(isUnexpectedServiceFailure(failure('http', 400))).toBe(true);
    expect(isUnexpectedServiceFailure(failure('invalid-response'))).toBe(true);
    expect(isUnexpectedServiceFailure(failure('http', 401))).toBe(false);
    expect(isUnexpectedServiceFailure(failure('http', 403))).toBe(false);
    expect(isUnexpectedServiceFailure(failure('network'))).toBe(false);
    expect(isUnexpectedServiceFailure(failure('timeout'))).toBe(false);
    expect(isUnexpectedServiceFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('sends a reported service failure with the path and status', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reporters.push(installErrorReporter(window, testPageContext(), BUNDLE));
    reportServiceFailure(window, failure('http', 500), { widget: 'search-page', action: 'add to cart' });
    reportServiceFailure(window, failure('network'), { widget: 'search-page', action: 'add to cart' });
    await errorReporterLoaded();
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });
});

describe('the widget client the runtime hands out', () => {
  it('reports a call that fails with HTTP 500 and still rejects with the same error', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reporters.push(installErrorReporter(window, testPageContext(), BUNDLE));
    const failure = new ServiceError({ kind: 'http', path: 'Cart/GetCartInfo', status: 500, message: 'Database unavailable.', error: null });
    const offline = new ServiceError({ kind: 'network', path: 'Cart/GetCartInfo', message: '', error: new TypeError('Failed to fetch') });
    let next: ServiceError = failure;
    const fake = createFakeServiceClient({
      'Cart/GetCartInfo': () => {
        throw next;
      },
    });
    const client = reportingFailures(fake, window, { widget: 'cart-badge', element: '#cart' });
    const body = { companyUserId: 42, customerNumber: '100234', withCustomer: false, warehouseCode: '1001', shipTo: '001', reprice: false };
    await expect(client.call('Cart/GetCartInfo', body, CartInfoSchema)).rejects.toBe(failure);
    next = offline;
    await expect(client.call('Cart/GetCartInfo', body, CartInfoSchema)).rejects.toBe(offline);
    await errorReporterLoaded();
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const message = (JSON.parse(await (sendBeacon.mock.calls[0]?.[1] as Blob).text()) as LogFromClientRequest).message;
    expect(message).toContain('[service] "cart-badge" in #cart: service call: Cart/GetCartInfo failed with HTTP 500: ServiceError: Database unavailable.');
    expect(message).not.toContain('Failed to fetch');
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
  });
});

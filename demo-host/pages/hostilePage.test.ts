import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, hostileCspHeaders } from './hostilePage';
import { matchRoute } from './routes';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

const origins = {
  widgets: 'http://localhost:3002',
  service: 'http://localhost:3000',
  images: 'http://localhost:3000',
  cardForm: 'http://localhost:3001',
};

describe('hostileCspHeaders', () => {
  it("gives the checkout page the demo host's own sources and the widgets' (scripts by origin, styles by nonce, the card form), never unsafe-inline", () => {
    const headers = hostileCspHeaders({ nonce: 'abc', needs: ['service', 'dataImages', 'cardForm'], origins });
    const policy = directives(headers['Content-Security-Policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:3002']);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get('connect-src')).toEqual(['http://localhost:3000']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual(['http://localhost:3001']);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(headers['Content-Security-Policy']).not.toContain('unsafe-');
    expect(headers['Content-Security-Policy-Report-Only']).toBeUndefined();
  });

  it("lets the page's import map run by the nonce (the payment page's integrity values), still without unsafe-inline", () => {
    const headers = hostileCspHeaders({ nonce: 'abc', needs: ['service', 'dataImages', 'cardForm'], origins, importMap: true });
    const policy = directives(headers['Content-Security-Policy'] ?? '');
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:3002', "'nonce-abc'"]);
    expect(headers['Content-Security-Policy']).not.toContain('unsafe-');
  });

  it('drops the directives named in csp-without, switches to strict-dynamic on request and adds the report-only baseline', () => {
    const query = new URLSearchParams('csp-without=frame-src,nonsense&csp-scripts=strict-dynamic&csp-baseline');
    const headers = hostileCspHeaders({ nonce: 'n', needs: ['service', 'images', 'dataImages', 'cardForm'], origins, query });
    const policy = directives(headers['Content-Security-Policy'] ?? '');
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    const baseline = directives(headers['Content-Security-Policy-Report-Only'] ?? '');
    expect(baseline.has('connect-src')).toBe(false);
    expect(baseline.has('frame-src')).toBe(false);
    expect(baseline.has('img-src')).toBe(false);
    expect(baseline.get('style-src')).toEqual(["'self'", "'nonce-n'"]);
  });
});

describe('/demo/hostile/<route>', () => {
  it('serves another demo route under the strict policy, and nothing that is not a route', () => {
    expect(matchRoute('/demo/hostile')?.csp).toBe(true);
    expect(matchRoute('/demo/hostile/checkout')?.csp).toBe(true);
    expect(matchRoute('/demo/hostile/cart')?.csp).toBe(true);
    expect(matchRoute('/cart')?.csp).toBeUndefined();
    // The payment page is strict and checks every script file, under the hostile theme too.
    expect(matchRoute('/checkout')).toMatchObject({ csp: true, integrity: true });
    expect(matchRoute('/demo/hostile/checkout')).toMatchObject({ csp: true, integrity: true });
    expect(matchRoute('/demo/hostile/cart')?.integrity).toBeUndefined();
    expect(matchRoute('/demo/hostile/no-such-page')).toBeNull();
    expect(matchRoute('/demo/hostile/demo/hostile')).toBeNull();
  });
});

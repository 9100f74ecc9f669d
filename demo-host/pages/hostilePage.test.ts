import { describe, expect, it } from 'vitest';
import { hostileCsp } from './hostilePage';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('hostileCsp', () => {
  it('allows scripts and styles only from this site or with the nonce, never unsafe-inline', () => {
    const policy = directives(hostileCsp({ nonce: 'abc', widgetsOrigin: null, serviceOrigin: 'http://localhost:3000' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  });

  it('adds the widgets origin to default-src and script-src when the widgets come from elsewhere', () => {
    const policy = directives(
      hostileCsp({ nonce: 'n', widgetsOrigin: 'http://localhost:3001', serviceOrigin: 'http://localhost:3000' }),
    );
    expect(policy.get('default-src')).toEqual(["'self'", 'http://localhost:3001']);
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:3001', "'nonce-n'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n'"]);
  });
});

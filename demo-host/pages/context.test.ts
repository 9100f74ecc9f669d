import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../service/personas';
import { buildPageContext, personaCookie, personaOf, safeReturnPath } from './context';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
const user = (key: string) => {
  const found = DEMO_USERS.find((u) => u.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};
const issueToken = (id: number) => `token-${id}`;

describe('personaOf', () => {
  it('reads the persona from the sf_demo_user cookie among other cookies', () => {
    expect(personaOf(request('a=1; sf_demo_user=readOnly; b=2'), DEMO_USERS).key).toBe('readOnly');
  });

  it('falls back to the anonymous visitor for a missing or unknown key', () => {
    expect(personaOf(request(), DEMO_USERS).key).toBe('anonymous');
    expect(personaOf(request('sf_demo_user=admin'), DEMO_USERS).key).toBe('anonymous');
    expect(personaOf(request('sf_demo_user=%E0%A4%A'), DEMO_USERS).key).toBe('anonymous');
  });

  it('sets a site-wide, HttpOnly, SameSite cookie', () => {
    expect(personaCookie('buyer')).toBe('sf_demo_user=buyer; Path=/; SameSite=Lax; HttpOnly');
  });
});

describe('buildPageContext', () => {
  it('gives an anonymous visitor no token, customer or ship-to', () => {
    const context = buildPageContext({ user: user('anonymous'), origin: 'http://localhost:3000', issueToken });
    expect(context).toEqual({
      serviceUrl: 'http://localhost:3000/api',
      companyUserId: 0,
      productImageUrl: 'http://localhost:3000/images/',
      warehouseCode: '1001',
      withCustomer: false,
      readOnly: false,
    });
  });

  it('gives a signed-in persona a token issued for its company user id, its customer and ship-to', () => {
    const buyer = user('buyer');
    const context = buildPageContext({ user: buyer, origin: 'http://127.0.0.1:4000', issueToken, cspNonce: 'n0nce' });
    expect(context).toMatchObject({
      serviceUrl: 'http://127.0.0.1:4000/api',
      companyUserId: buyer.companyUserId,
      jwtToken: `token-${buyer.companyUserId}`,
      customer: buyer.customer,
      shipTo: buyer.shipTo,
      cspNonce: 'n0nce',
    });
  });

  it('carries the sales rep flag and the read-only flag through', () => {
    expect(buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken }).withCustomer).toBe(true);
    expect(buildPageContext({ user: user('readOnly'), origin: 'http://x', issueToken }).readOnly).toBe(true);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/order-now/12/pots?ss=1')).toBe('/order-now/12/pots?ss=1');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(target)).toBe('/');
    }
  });

  it('does not send the user back to the login page after logging in', () => {
    expect(safeReturnPath('/login?returnTo=/cart')).toBe('/');
  });
});

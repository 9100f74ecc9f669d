import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../service/personas';
import { buildPageContext, personaCookie, personaOf, safeReturnPath, shipToChoiceOf, withCustomerChoiceOf, withCustomerCookie } from './context';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;
const user = (key: string) => {
  const found = DEMO_USERS.find((u) => u.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};
const issueToken = (id: number, claims: { withCustomer: boolean }) => `token-${id}${claims.withCustomer ? '-with-customer' : ''}`;

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
  it('marks a punchout session’s page (HOST-CONTRACT section 13) and never an anonymous one', () => {
    const punchout = { protocol: 'cxml', operation: 'edit' } as const;
    expect(buildPageContext({ user: user('buyer'), origin: 'http://127.0.0.1:3000', issueToken: () => 'session-token', punchout })).toMatchObject({
      companyUserId: 42, jwtToken: 'session-token', punchout,
    });
    expect(buildPageContext({ user: user('anonymous'), origin: 'http://localhost:3000', issueToken, punchout })).not.toHaveProperty('punchout');
    expect(buildPageContext({ user: user('buyer'), origin: 'http://localhost:3000', issueToken })).not.toHaveProperty('punchout');
  });

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

  it('says preview only on a page playing a CMS preview (?preview=1)', () => {
    expect(buildPageContext({ user: user('buyer'), origin: 'http://x', issueToken, preview: true }).preview).toBe(true);
    expect(buildPageContext({ user: user('buyer'), origin: 'http://x', issueToken })).not.toHaveProperty('preview');
  });

  it('carries the read-only flag through', () => {
    expect(buildPageContext({ user: user('readOnly'), origin: 'http://x', issueToken }).readOnly).toBe(true);
  });

  it("a sales rep's page is not withCustomer until the switch is on, and then its token says so too", () => {
    const off = buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken });
    expect(off).toMatchObject({ withCustomer: false, jwtToken: 'token-61' });
    const on = buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken, withCustomerChoice: true });
    expect(on).toMatchObject({ withCustomer: true, jwtToken: 'token-61-with-customer' });
  });

  it('honours the With customer switch for sales reps only', () => {
    expect(buildPageContext({ user: user('buyer'), origin: 'http://x', issueToken, withCustomerChoice: true }).withCustomer).toBe(false);
  });
});

describe('the With customer cookie', () => {
  it('is on for the user it names only', () => {
    expect(withCustomerChoiceOf(request(withCustomerCookie(61).split(';')[0]), 61)).toBe(true);
    expect(withCustomerChoiceOf(request(withCustomerCookie(61).split(';')[0]), 42)).toBe(false);
    expect(withCustomerChoiceOf(request(), 61)).toBe(false);
  });

  it('is cleared when turned off', () => {
    expect(withCustomerCookie(null)).toContain('Max-Age=0');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/order-now/12/pots?ss=1')).toBe('/order-now/12/pots?ss=1');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(target)).toBe('/');
    }
  });

  it('does not send the user back to the login page after logging in', () => {
    expect(safeReturnPath('/login?returnTo=/cart')).toBe('/');
  });
});

describe('buildPageContext after a switch', () => {
  const sunshine = {
    user: { name: 'Chris Baldwin', email: 'chris.baldwin@storefront.example' },
    customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTos: ['001', '002'],
  };

  it("carries the signed-in user's name and e-mail (the optional userName and userEmail), for the contact form", () => {
    expect(buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken, actingFor: sunshine })).toMatchObject({
      userName: 'Chris Baldwin',
      userEmail: 'chris.baldwin@storefront.example',
    });
    const anonymous = buildPageContext({ user: user('anonymous'), origin: 'http://x', issueToken, actingFor: null });
    expect(anonymous).not.toHaveProperty('userName');
    expect(anonymous).not.toHaveProperty('userEmail');
  });

  it('gives the sales rep salesRep true, and nobody else', () => {
    expect(buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken }).salesRep).toBe(true);
    expect(buildPageContext({ user: user('buyer'), origin: 'http://x', issueToken }).salesRep).toBeUndefined();
  });

  it("renders the customer the service stored, with its warehouse and first ship-to", () => {
    const context = buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken, actingFor: sunshine });
    expect(context).toMatchObject({ customer: sunshine.customer, warehouseCode: '1002', shipTo: '001' });
  });

  it("renders the ship-to chosen in the switcher when it is one of the customer's", () => {
    expect(buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken, actingFor: sunshine, shipToChoice: '002' }).shipTo).toBe('002');
    expect(buildPageContext({ user: user('salesRep'), origin: 'http://x', issueToken, actingFor: sunshine, shipToChoice: '009' }).shipTo).toBe('001');
  });

  it('reads the ship-to cookie only for the same user and customer', () => {
    expect(shipToChoiceOf(request('sf_demo_ship_to=42%3A100234%3A003'), 42, '100234')).toBe('003');
    expect(shipToChoiceOf(request('sf_demo_ship_to=43%3A100234%3A003'), 42, '100234')).toBeNull();
    expect(shipToChoiceOf(request('sf_demo_ship_to=42%3A100512%3A003'), 42, '100234')).toBeNull();
    expect(shipToChoiceOf(request(), 42, '100234')).toBeNull();
  });
});

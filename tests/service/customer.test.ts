/** Customer paths: sales reps acting for customers, and the login flows over the database. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../../demo-host/service/passwords';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

describe('sales rep', () => {
  test('searches the customers in their book by name or number', async () => {
    const byName = await h.call('Customer/Search', { customerNumber: '100388', companyUserId: 61, searchTerm: 'sunshine', shipTo: null }, { as: 'salesRep' });
    expect(byName.body.customers.map((c) => c.customerNumber)).toEqual(['100512']);
    const all = await h.call('Customer/Search', { customerNumber: '100388', companyUserId: 61, searchTerm: '', shipTo: null }, { as: 'salesRep' });
    expect(all.body.customers.length).toBeGreaterThan(10);
    expect(all.body.customers.some((c) => c.customerNumber === '200877')).toBe(false);
  });

  test('a buyer finds only their own customer', async () => {
    const result = await h.call('Customer/Search', { customerNumber: '100234', companyUserId: 42, searchTerm: '', shipTo: null });
    expect(result.body.customers.map((c) => c.customerNumber)).toEqual(['100234']);
  });

  test('switches the customer acted for with newCustomerNumber, within the book only', async () => {
    const switched = await h.call('Customer/CompanyUsers', { customerNumber: '100388', companyUserId: 61, newCustomerNumber: '100512' }, { as: 'salesRep' });
    expect(switched.body.customer?.customerNumber).toBe('100512');
    expect(switched.body.companyUsers.map((u) => u.companyUserId)).toContain(51);
    const statements = await h.call('Customer/GetStatements', { customerNumber: '100512' }, { as: 'salesRep' });
    expect(statements.status).toBe(200);
    const outside = await h.call('Customer/CompanyUsers', { customerNumber: '100512', companyUserId: 61, newCustomerNumber: '200877' }, { as: 'salesRep' });
    expect(outside.status).toBe(403);
  });
});

describe('logins', () => {
  test('a login request needs a ship-to zip of the customer and creates a pending login', async () => {
    const body = { customerNumber: '100234', zipCode: '44024', firstName: 'Ari', lastName: 'Lind', email: 'ari@maplehollow.example', password: 'lath house in the fog' };
    expect((await h.call('Customer/CreateLogin', { ...body, zipCode: '93901' }, { as: null })).status).toBe(400);
    expect((await h.call('Customer/CreateLogin', body, { as: null })).status).toBe(200);
    const row = h.service.db.prepare("SELECT status, password_hash FROM company_users WHERE email = 'ari@maplehollow.example'").get() as { status: string; password_hash: string };
    expect(row.status).toBe('pending');
    expect(verifyPassword('lath house in the fog', row.password_hash)).toBe(true);
    const again = await h.call('Customer/CreateLogin', body, { as: null });
    expect(again.status).toBe(400);
    expect(again.error?.Message).toContain('already exists');
  });

  test('recovery answers the same for unknown addresses and mails a token only to known ones', async () => {
    const before = h.service.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
    const unknown = await h.call('Customer/RecoverPassword', { email: 'nobody@nowhere.example' }, { as: null });
    const known = await h.call('Customer/RecoverPassword', { email: 'jordan@pacificcoastprop.example' }, { as: null });
    expect(unknown.body).toEqual(known.body);
    expect(h.service.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(before + 1);
    const stored = h.service.db.prepare('SELECT reset_token_hash FROM company_users WHERE id = 71').pluck().get() as string;
    const mailed = /token=([\w-]+)/.exec(h.service.db.prepare('SELECT body FROM outbox ORDER BY id DESC LIMIT 1').pluck().get() as string)?.[1] ?? '';
    expect(mailed).not.toBe('');
    expect(stored).not.toContain(mailed);
  });

  test('a reset token sets the password once and then stops working', async () => {
    await h.call('Customer/RecoverPassword', { email: 'morgan@riversidelandscape.example' }, { as: null });
    const token = /token=([\w-]+)/.exec(h.service.db.prepare('SELECT body FROM outbox ORDER BY id DESC LIMIT 1').pluck().get() as string)?.[1] ?? '';
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password: 'copper trowel seventeen' }, { as: null })).status).toBe(200);
    const hash = h.service.db.prepare('SELECT password_hash FROM company_users WHERE id = 62').pluck().get() as string;
    expect(verifyPassword('copper trowel seventeen', hash)).toBe(true);
    const reused = await h.call('Customer/ResetPassword', { resetToken: token, password: 'another walnut ladder' }, { as: null });
    expect(reused.status).toBe(410);
    expect(reused.error?.Message).toContain('expired or was already used');
  });
});

test('contact messages are stored', async () => {
  await h.call('Customer/SendContactUsInfo', { name: 'Visitor', email: 'v@example.com', phone: '', company: '', customerNumber: null, message: 'Do you ship to Maine?' }, { as: null });
  expect(h.service.db.prepare('SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1').pluck().get()).toBe('Do you ship to Maine?');
});

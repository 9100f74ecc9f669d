import { describe, expect, it } from 'vitest';
import { ServiceError } from '../api/errors';
import type { ServicePath } from '../contract/paths';
import type { PasswordEstimator } from '../domain/passwordEstimator';
import { anonymousPageContext, createFakeServiceClient, testPageContext } from '../testing';
import { classifyFailure } from './accountForm';
import { contactFormServices } from '../connect/contactForm/start';
import { createLoginServices } from '../connect/createLogin/start';
import { recoverPasswordServices } from '../connect/recoverPassword/start';
import { resetPasswordServices } from '../connect/resetPassword/start';
import { createContactForm, createCreateLoginForm, createRecoverForm, createResetForm } from './accountForms';

const ack = (message: string) => ({ ok: true as const, message });
const httpError = (path: ServicePath, status: number, message: string) => new ServiceError({ kind: 'http', path, status, message, error: 'X' });
const strongEstimator: PasswordEstimator = () => ({ score: 4, warning: null });
const commonEstimator: PasswordEstimator = () => ({ score: 0, warning: 'common' });

function fillContact(form: ReturnType<typeof createContactForm>) {
  form.set('name', 'Visitor');
  form.set('email', 'v@example.com');
  form.set('company', 'Acme Nursery');
  form.set('topic', 'orders');
  form.set('message', 'Do you ship to Maine?');
}

describe('contact form store', () => {
  it('sends nothing while fields have problems and counts the attempt', async () => {
    const client = createFakeServiceClient();
    const form = createContactForm(contactFormServices(client), () => anonymousPageContext());
    expect(await form.submit()).toBe('invalid');
    expect(client.calls).toEqual([]);
    expect(form.getState().attempt).toBe(1);
    expect(form.getState().problems.map((p) => p.field)).toEqual(['name', 'company', 'email', 'topic', 'message']);
  });

  it('clears a field\'s problem as soon as it is fixed, after the first attempt', async () => {
    const form = createContactForm(contactFormServices(createFakeServiceClient()), () => anonymousPageContext());
    await form.submit();
    form.set('name', 'Visitor');
    expect(form.getState().problems.map((p) => p.field)).not.toContain('name');
  });

  it('sends once however often it is submitted while sending, with topic and an empty honeypot', async () => {
    let release: () => void = () => undefined;
    const client = createFakeServiceClient({
      'Customer/SendContactUsInfo': () => new Promise((resolve) => (release = () => resolve(ack('Thank you.')))),
    });
    const form = createContactForm(contactFormServices(client), () => anonymousPageContext());
    fillContact(form);
    const first = form.submit();
    expect(await form.submit()).toBe('busy');
    await Promise.resolve();
    release();
    expect(await first).toBe('sent');
    expect(client.bodiesOf('Customer/SendContactUsInfo')).toEqual([
      { name: 'Visitor', email: 'v@example.com', phone: '', company: 'Acme Nursery', customerNumber: null, topic: 'orders', message: 'Do you ship to Maine?', website: '' },
    ]);
    expect(form.getState()).toMatchObject({ status: 'sent', sent: { message: 'Thank you.' } });
  });

  it('fixes the customer number to the signed-in customer and follows a switch on refresh', async () => {
    let context = testPageContext();
    const client = createFakeServiceClient({ 'Customer/SendContactUsInfo': () => ack('ok') });
    const form = createContactForm(contactFormServices(client), () => context);
    expect(form.customerFixed()).toBe(true);
    expect(form.getState().values.customerNumber).toBe('100234');
    context = testPageContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true } });
    form.refresh();
    expect(form.getState().values.customerNumber).toBe('100512');
    fillContact(form);
    await form.submit();
    expect(client.bodiesOf('Customer/SendContactUsInfo')[0]?.customerNumber).toBe('100512');
  });

  it('keeps everything typed after a failure and says what to do', async () => {
    const client = createFakeServiceClient({
      'Customer/SendContactUsInfo': () => {
        throw new ServiceError({ kind: 'network', path: 'Customer/SendContactUsInfo', message: '', error: new TypeError('offline') });
      },
    });
    const form = createContactForm(contactFormServices(client), () => anonymousPageContext());
    fillContact(form);
    expect(await form.submit()).toBe('failed');
    expect(form.getState().values.message).toBe('Do you ship to Maine?');
    expect(form.getState().status).toBe('editing');
    expect(form.getState().failure).toEqual({
      kind: 'unavailable',
      message: 'Could not reach the store to send your message. Check your connection and try again. Nothing you typed is lost.',
    });
  });
});

describe('contact form: what the page knows of the sender', () => {
  const users = {
    companyUsers: [
      { companyUserId: 44, name: 'Sam Reyes', email: 'sam@maplehollow.example', customerNumber: '100234' },
      { companyUserId: 42, name: 'Dana Whitfield', email: 'dana@maplehollow.example', customerNumber: '100234' },
    ],
    customer: { customerNumber: '100234', name: 'Maple Hollow Greenhouses', customerType: 'Grower', ecomCustomer: false, warehouseCode: '1001' },
  };

  it("fills in the signed-in user's name and e-mail from the page context (userName, userEmail) without asking the service", async () => {
    const client = createFakeServiceClient();
    const form = createContactForm(contactFormServices(client), () => testPageContext({ userName: 'Dana Whitfield', userEmail: 'dana@maplehollow.example' }));
    await form.prefillSender();
    expect(form.getState().values).toMatchObject({ name: 'Dana Whitfield', email: 'dana@maplehollow.example', customerNumber: '100234' });
    expect(client.calls).toEqual([]);
  });

  it('without them in the context, finds the user among the customer\'s users (Customer/CompanyUsers, no switch) and fills in name and e-mail', async () => {
    const client = createFakeServiceClient({ 'Customer/CompanyUsers': () => users });
    const form = createContactForm(contactFormServices(client), () => testPageContext());
    expect(form.getState().values.name).toBe('');
    await form.prefillSender();
    expect(client.bodiesOf('Customer/CompanyUsers')).toEqual([{ customerNumber: '100234', companyUserId: 42, newCustomerNumber: null }]);
    expect(form.getState().values).toMatchObject({ name: 'Dana Whitfield', email: 'dana@maplehollow.example' });
  });

  it('never overwrites what the buyer typed, an emptied field included; fills only what is still untouched', async () => {
    const client = createFakeServiceClient({ 'Customer/CompanyUsers': () => users });
    const form = createContactForm(contactFormServices(client), () => testPageContext());
    const asked = form.prefillSender();
    form.set('name', 'D. Whitfield (greenhouse 2)');
    await asked;
    expect(form.getState().values).toMatchObject({ name: 'D. Whitfield (greenhouse 2)', email: 'dana@maplehollow.example' });

    const second = createContactForm(contactFormServices(client), () => testPageContext());
    second.set('email', 'x');
    second.set('email', '');
    await second.prefillSender();
    expect(second.getState().values).toMatchObject({ name: 'Dana Whitfield', email: '' });
  });

  it('fills nothing for a user who is not one of the customer\'s users (a sales rep), and asks nothing for an anonymous visitor', async () => {
    const client = createFakeServiceClient({ 'Customer/CompanyUsers': () => users });
    const rep = createContactForm(contactFormServices(client), () => testPageContext({ companyUserId: 61, salesRep: true }));
    await rep.prefillSender();
    expect(rep.getState().values).toMatchObject({ name: '', email: '' });
    const anonymous = createContactForm(contactFormServices(client), () => anonymousPageContext());
    await anonymous.prefillSender();
    expect(client.bodiesOf('Customer/CompanyUsers')).toHaveLength(1);
  });

  it('a failed look-up loses nothing and leaves the fields to be typed', async () => {
    const client = createFakeServiceClient({
      'Customer/CompanyUsers': () => {
        throw httpError('Customer/CompanyUsers', 500, 'down');
      },
    });
    const form = createContactForm(contactFormServices(client), () => testPageContext());
    form.set('message', 'Hello');
    await form.prefillSender();
    expect(form.getState().values).toMatchObject({ name: '', email: '', message: 'Hello' });
    expect(form.getState().failure).toBeNull();
  });
});

describe('failures', () => {
  it('shows a 429 and a 410 as the service wrote them', () => {
    expect(classifyFailure(httpError('Customer/RecoverPassword', 429, 'Too many attempts to reset a password. Wait 15 minutes and try again.'), 'x'))
      .toEqual({ kind: 'limited', message: 'Too many attempts to reset a password. Wait 15 minutes and try again.' });
    expect(classifyFailure(httpError('Customer/ResetPassword', 410, 'This reset link has expired or was already used. Ask for a new one.'), 'x').kind).toBe('gone');
    expect(classifyFailure(httpError('Customer/CreateLogin', 400, 'A login already exists for this email address.'), 'x'))
      .toEqual({ kind: 'refused', message: 'A login already exists for this email address.' });
    expect(classifyFailure(httpError('Customer/CreateLogin', 500, ''), 'create your login').kind).toBe('unavailable');
  });
});

describe('create login store', () => {
  const fill = (form: ReturnType<typeof createCreateLoginForm>, password: string) => {
    form.set('customerNumber', '100234');
    form.set('zipCode', '44021');
    form.set('firstName', 'Ari');
    form.set('lastName', 'Lind');
    form.set('email', 'ari@maplehollow.example');
    form.set('password', password);
    form.set('confirmation', password);
  };

  it('refuses a common password before any request, once the estimator has loaded', async () => {
    const client = createFakeServiceClient({ 'Customer/CreateLogin': () => ack('pending') });
    const form = createCreateLoginForm(createLoginServices(client), { loadEstimator: async () => commonEstimator });
    form.prepare();
    fill(form, 'password1234');
    expect(await form.submit()).toBe('invalid');
    expect(client.calls).toEqual([]);
    expect(form.getState().password).toMatchObject({ ok: false, problem: 'common', score: 0 });
  });

  it('passes the person\'s own details to the estimator', async () => {
    const seen: (readonly string[] | undefined)[] = [];
    const form = createCreateLoginForm(createLoginServices(createFakeServiceClient()), {
      loadEstimator: async () => (_p, inputs) => {
        seen.push(inputs);
        return { score: 4, warning: null };
      },
    });
    form.prepare();
    fill(form, 'tulip mulch trellis');
    await Promise.resolve();
    await Promise.resolve();
    form.set('password', 'tulip mulch trellis!');
    expect(seen.at(-1)).toEqual(['ari@maplehollow.example', 'Ari', 'Lind', '100234']);
  });

  it('shows the service\'s answer in place: pending approval or email already used', async () => {
    let answer: () => { ok: true; message: string } = () => ack('Your login request was received. You will get an email when it is approved.');
    const client = createFakeServiceClient({ 'Customer/CreateLogin': () => answer() });
    const form = createCreateLoginForm(createLoginServices(client), { loadEstimator: async () => strongEstimator });
    form.prepare();
    fill(form, 'tulip mulch trellis');
    answer = () => {
      throw httpError('Customer/CreateLogin', 400, 'A login already exists for this email address. Use "Forgot password" to get into it.');
    };
    expect(await form.submit()).toBe('failed');
    expect(form.getState().failure?.message).toBe('A login already exists for this email address. Use "Forgot password" to get into it.');
    answer = () => ack('Your login request was received. You will get an email when it is approved.');
    expect(await form.submit()).toBe('sent');
    expect(form.getState().sent?.message).toBe('Your login request was received. You will get an email when it is approved.');
    expect(client.bodiesOf('Customer/CreateLogin')[0]).toEqual({
      customerNumber: '100234', zipCode: '44021', firstName: 'Ari', lastName: 'Lind', email: 'ari@maplehollow.example', password: 'tulip mulch trellis',
    });
  });

  it('checks by length alone when the estimator cannot load, and the service decides the rest', async () => {
    const client = createFakeServiceClient({ 'Customer/CreateLogin': () => ack('pending') });
    const form = createCreateLoginForm(createLoginServices(client), { loadEstimator: () => Promise.reject(new Error('offline')) });
    form.prepare();
    fill(form, 'password1234');
    expect(await form.submit()).toBe('sent');
  });
});

describe('recover and reset stores', () => {
  it('recover sends the trimmed address once', async () => {
    const client = createFakeServiceClient({ 'Customer/RecoverPassword': () => ack('If a login exists for this address, we sent it a link to reset the password.') });
    const form = createRecoverForm(recoverPasswordServices(client));
    form.set('email', ' dana@maplehollow.example ');
    expect(await form.submit()).toBe('sent');
    expect(client.bodiesOf('Customer/RecoverPassword')).toEqual([{ email: 'dana@maplehollow.example' }]);
  });

  it('reset refuses a mismatch without a request and sends the token from the address', async () => {
    const client = createFakeServiceClient({ 'Customer/ResetPassword': () => ack('Your password was changed.') });
    const form = createResetForm(resetPasswordServices(client), 'tok-123', { loadEstimator: async () => strongEstimator });
    form.prepare();
    form.set('password', 'tulip mulch trellis');
    form.set('confirmation', 'tulip mulch trellis?');
    expect(await form.submit()).toBe('invalid');
    expect(client.calls).toEqual([]);
    form.set('confirmation', 'tulip mulch trellis');
    expect(await form.submit()).toBe('sent');
    expect(client.bodiesOf('Customer/ResetPassword')).toEqual([{ resetToken: 'tok-123', password: 'tulip mulch trellis' }]);
  });

  it('reset says a used link is gone', async () => {
    const client = createFakeServiceClient({
      'Customer/ResetPassword': () => {
        throw httpError('Customer/ResetPassword', 410, 'This reset link has expired or was already used. Ask for a new one.');
      },
    });
    const form = createResetForm(resetPasswordServices(client), 'used', { loadEstimator: async () => strongEstimator });
    form.set('password', 'tulip mulch trellis');
    form.set('confirmation', 'tulip mulch trellis');
    await form.submit();
    expect(form.getState().failure).toEqual({ kind: 'gone', message: 'This reset link has expired or was already used. Ask for a new one.' });
  });
});

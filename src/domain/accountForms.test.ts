import { describe, expect, it } from 'vitest';
import { checkContact, checkCreateLogin, checkRecover, checkReset, CONTACT_MESSAGE_MAX, emailMessage, isContactTopic } from './accountForms';

const contact = {
  name: 'Dana Whitfield', email: 'dana@maplehollow.example', phone: '', company: 'Maple Hollow Greenhouses',
  customerNumber: '', topic: 'orders', message: 'Where is my order?',
};
const login = {
  customerNumber: '100234', zipCode: '44021', firstName: 'Ada', lastName: 'Moss', email: 'ada@maplehollow.example',
  password: 'tulip mulch trellis', confirmation: 'tulip mulch trellis',
};
const strong = { score: 4, warning: null } as const;

describe('email rule', () => {
  it('asks for an address, then for one like name@example.com', () => {
    expect(emailMessage(' ')).toBe('Enter your email address.');
    expect(emailMessage('dana@maplehollow')).toBe('Enter an email address like name@example.com.');
    expect(emailMessage('dana maple@x.com')).not.toBeNull();
    expect(emailMessage(' dana@maplehollow.example ')).toBeNull();
  });
});

describe('contact form rules', () => {
  it('accepts a complete message with no phone and no customer number', () => {
    expect(checkContact(contact)).toEqual([]);
  });

  it('lists every missing required field in the order of the form', () => {
    const problems = checkContact({ name: '', email: '', phone: '', company: '', customerNumber: '', topic: '', message: '' });
    expect(problems.map((p) => p.field)).toEqual(['name', 'company', 'email', 'topic', 'message']);
    expect(problems[0]?.message).toBe('Enter your name.');
  });

  it('refuses a phone with letters but accepts +1 (440) 555-0100', () => {
    expect(checkContact({ ...contact, phone: 'call me' }).map((p) => p.field)).toEqual(['phone']);
    expect(checkContact({ ...contact, phone: '+1 (440) 555-0100' })).toEqual([]);
  });

  it('refuses a customer number that is not digits', () => {
    expect(checkContact({ ...contact, customerNumber: 'ABC' }).map((p) => p.field)).toEqual(['customerNumber']);
  });

  it(`refuses a message over ${CONTACT_MESSAGE_MAX} characters and accepts exactly ${CONTACT_MESSAGE_MAX}`, () => {
    expect(checkContact({ ...contact, message: 'x'.repeat(CONTACT_MESSAGE_MAX) })).toEqual([]);
    const problems = checkContact({ ...contact, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(problems).toEqual([{ field: 'message', message: `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer (now ${CONTACT_MESSAGE_MAX + 1}).` }]);
  });

  it('accepts only the listed topics', () => {
    expect(isContactTopic('orders')).toBe(true);
    expect(isContactTopic('spam')).toBe(false);
    expect(checkContact({ ...contact, topic: 'spam' }).map((p) => p.field)).toEqual(['topic']);
  });
});

describe('create login rules', () => {
  it('accepts a complete request', () => {
    expect(checkCreateLogin(login, strong)).toEqual([]);
  });

  it('asks for the customer number and a 5-digit or ZIP+4 zip', () => {
    expect(checkCreateLogin({ ...login, customerNumber: '', zipCode: '4402' }, strong).map((p) => p.field)).toEqual(['customerNumber', 'zipCode']);
    expect(checkCreateLogin({ ...login, zipCode: '44021-1234' }, strong)).toEqual([]);
  });

  it('refuses a short password and a confirmation that differs', () => {
    const problems = checkCreateLogin({ ...login, password: 'short', confirmation: 'shorter' }, strong);
    expect(problems.map((p) => p.field)).toEqual(['password', 'confirmation']);
  });

  it('refuses a common password with the estimator\'s reason', () => {
    const problems = checkCreateLogin({ ...login, password: 'password1234', confirmation: 'password1234' }, { score: 0, warning: 'common' });
    expect(problems[0]?.message).toContain('on a list of commonly used passwords');
  });
});

describe('recover and reset rules', () => {
  it('recover needs a valid email', () => {
    expect(checkRecover({ email: 'nope' }).map((p) => p.field)).toEqual(['email']);
    expect(checkRecover({ email: 'a@b.example' })).toEqual([]);
  });

  it('reset refuses a mismatch before any request', () => {
    expect(checkReset({ password: 'tulip mulch trellis', confirmation: 'tulip mulch trellis!' }, strong).map((p) => p.field)).toEqual(['confirmation']);
    expect(checkReset({ password: 'tulip mulch trellis', confirmation: 'tulip mulch trellis' }, strong)).toEqual([]);
  });
});

/**
 * The rules of the account forms (contact, create login, recover and reset password): what
 * each field must hold, checked before anything is sent. Each `check…` returns the problems
 * in the order of the form's fields, so the error summary lists them as a person meets them.
 * The password fields defer to password.ts.
 */
import { CONTACT_COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, CONTACT_TOPICS, EMAIL_MAX, isEmailAddress, ZIP_CODE_PATTERN, type ContactTopic } from '../contract/fieldRules';
import { checkPassword, confirmationMessage, type PasswordEstimate } from './password';

export { CONTACT_COMPANY_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, CONTACT_TOPICS, EMAIL_MAX, type ContactTopic } from '../contract/fieldRules';

export function isContactTopic(value: string): value is ContactTopic {
  return CONTACT_TOPICS.some((t) => t.value === value);
}

/** One problem of a form: which field and the sentence shown beside it and in the summary. */
export type FormProblem<F extends string> = { field: F; message: string };

// One @, something on both sides, a dot in the domain, no spaces: what a person can fix.
const PHONE_PATTERN = /^[0-9 +().\-/x]*$/i;
const CUSTOMER_NUMBER_PATTERN = /^\d{4,10}$/;

export function emailMessage(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your email address.';
  if (value.length > EMAIL_MAX) return `Enter an email address of at most ${EMAIL_MAX} characters.`;
  if (!isEmailAddress(value)) return 'Enter an email address like name@example.com.';
  return null;
}

function required(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

function atMost(value: string, max: number, what: string): string | null {
  return value.trim().length > max ? `${what} must be ${max} characters or fewer.` : null;
}

function collect<F extends string>(checks: readonly [F, string | null][]): FormProblem<F>[] {
  return checks.filter((c): c is [F, string] => c[1] !== null).map(([field, message]) => ({ field, message }));
}

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  customerNumber: string;
  topic: string;
  message: string;
};
export type ContactField = keyof ContactValues;

/** In the order the form shows the fields: name and company, email and phone, then the rest. */
export function checkContact(values: ContactValues): FormProblem<ContactField>[] {
  const phone = values.phone.trim();
  const customerNumber = values.customerNumber.trim();
  return collect<ContactField>([
    ['name', required(values.name, 'Enter your name.') ?? atMost(values.name, CONTACT_NAME_MAX, 'Your name')],
    ['company', required(values.company, 'Enter your company name.') ?? atMost(values.company, CONTACT_COMPANY_MAX, 'Company name')],
    ['email', emailMessage(values.email)],
    ['phone', phone !== '' && (!PHONE_PATTERN.test(phone) || phone.length > CONTACT_PHONE_MAX)
      ? 'Enter a phone number using digits, spaces, + ( ) and -, or leave it empty.'
      : null],
    ['customerNumber', customerNumber !== '' && !CUSTOMER_NUMBER_PATTERN.test(customerNumber)
      ? 'Enter your customer number as it is on your invoices (digits only), or leave it empty.'
      : null],
    ['topic', isContactTopic(values.topic) ? null : 'Choose what your message is about.'],
    ['message', required(values.message, 'Enter your message.') ??
      (values.message.length > CONTACT_MESSAGE_MAX
        ? `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer (now ${values.message.length}).`
        : null)],
  ]);
}

export type CreateLoginValues = {
  customerNumber: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
};
export type CreateLoginField = keyof CreateLoginValues;

export function checkCreateLogin(values: CreateLoginValues, estimate: PasswordEstimate | null): FormProblem<CreateLoginField>[] {
  const customerNumber = values.customerNumber.trim();
  const zip = values.zipCode.trim();
  return collect<CreateLoginField>([
    ['customerNumber', customerNumber === ''
      ? 'Enter your customer number.'
      : CUSTOMER_NUMBER_PATTERN.test(customerNumber) ? null : 'Enter your customer number as it is on your invoices (digits only).'],
    ['zipCode', zip === '' ? 'Enter the zip code of one of your ship-to addresses.' : ZIP_CODE_PATTERN.test(zip) ? null : 'Enter a zip code like 44021 or 44021-1234.'],
    ['firstName', required(values.firstName, 'Enter your first name.') ?? atMost(values.firstName, 50, 'First name')],
    ['lastName', required(values.lastName, 'Enter your last name.') ?? atMost(values.lastName, 50, 'Last name')],
    ['email', emailMessage(values.email)],
    ['password', checkPassword(values.password, estimate).message],
    ['confirmation', confirmationMessage(values.password, values.confirmation)],
  ]);
}

export type RecoverValues = { email: string };
export function checkRecover(values: RecoverValues): FormProblem<'email'>[] {
  return collect<'email'>([['email', emailMessage(values.email)]]);
}

export type ResetValues = { password: string; confirmation: string };
export type ResetField = keyof ResetValues;
export function checkReset(values: ResetValues, estimate: PasswordEstimate | null): FormProblem<ResetField>[] {
  return collect<ResetField>([
    ['password', checkPassword(values.password, estimate).message],
    ['confirmation', confirmationMessage(values.password, values.confirmation)],
  ]);
}

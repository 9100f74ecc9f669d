/**
 * Field rules that the request schemas (requests.ts), the form rules (src/domain) and the
 * reference service all apply: one home, below all of them, so a value the form accepts is
 * one the service accepts (tests/service/fieldRules.test.ts pins both sides).
 */
import { EMAIL_REGEX } from 'valibot';

/** A US zip code: five digits, or ZIP+4 with its hyphen (44021, 44021-1234). */
export const ZIP_CODE_PATTERN = /^(\d{5})(?:-(\d{4}))?$/;

/** The email rule of the request schemas (valibot's `email()`), for the forms to apply first. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_REGEX.test(value);
}

export const CONTACT_NAME_MAX = 100;
export const CONTACT_COMPANY_MAX = 100;
export const CONTACT_PHONE_MAX = 30;
/** The message box's limit, shown as a counter under it; the service refuses longer ones. */
export const CONTACT_MESSAGE_MAX = 2000;
export const EMAIL_MAX = 254;

/** What a contact message is about; the service accepts exactly these values. */
export const CONTACT_TOPICS = [
  { value: 'orders', label: 'Orders and delivery' },
  { value: 'pricing', label: 'Pricing and quotes' },
  { value: 'account', label: 'My account and invoices' },
  { value: 'website', label: 'Using this website' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const PASSWORD_MIN_LENGTH = 12;
/** Longer than anyone types, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

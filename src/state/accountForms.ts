/**
 * The four account forms as stores (accountForm.ts) with their service calls, which come in
 * as `services` (each widget's src/connect/<widget>/start.ts binds them). The contact form
 * reads the signed-in customer through a getter at creation and on `refresh()`, so a
 * customer switch on the page (issue 25) updates its fixed customer number, and fills in
 * what the page knows of the sender (`prefillSender`, issue 41).
 */
import type { CallOptions } from '../api/client';
import type { PageContext } from '../contract/pageData';
import type { CompanyUsersRequest, CreateLoginRequest, RecoverPasswordRequest, ResetPasswordRequest, SendContactUsInfoRequest } from '../contract/requests';
import type { Acknowledgement, CompanyUsers } from '../contract/responses';
import {
  checkContact, checkCreateLogin, checkRecover, checkReset,
  type ContactField, type ContactValues, type CreateLoginField, type CreateLoginValues, type RecoverValues, type ResetField, type ResetValues,
} from '../domain/accountForms';
import { loadPasswordEstimator, type PasswordEstimator } from '../domain/passwordEstimator';
import { createAccountForm, type AccountFormStore } from './accountForm';

/** The account forms' calls (SPEC section 7); each form takes the one it sends. */
export type AccountFormServices = {
  sendContactUsInfo(body: SendContactUsInfoRequest, options: CallOptions): Promise<Acknowledgement>;
  /** The contact form's look-up of the sender's name and e-mail when the page context has none. */
  companyUsers(body: CompanyUsersRequest, options: CallOptions): Promise<CompanyUsers>;
  createLogin(body: CreateLoginRequest, options: CallOptions): Promise<Acknowledgement>;
  recoverPassword(body: RecoverPasswordRequest, options: CallOptions): Promise<Acknowledgement>;
  resetPassword(body: ResetPasswordRequest, options: CallOptions): Promise<Acknowledgement>;
};

export type ContactFormStore = AccountFormStore<ContactValues & { website: string }, ContactField> & {
  /** The customer number is the signed-in customer's and cannot be changed. */
  customerFixed(): boolean;
  /** Re-reads the signed-in customer (after a customer switch). */
  refresh(): void;
  /**
   * Fills in the signed-in sender's name and e-mail: the page context's `userName` and
   * `userEmail` when it has them (no request), else the user's entry in Customer/CompanyUsers
   * (`newCustomerNumber` null: no switch). Only fields the buyer has not touched and that
   * are still empty; nothing for an anonymous visitor or a user the customer does not list
   * (a sales rep). A failed look-up changes nothing: the fields are there to be typed.
   */
  prefillSender(options?: CallOptions): Promise<void>;
};

const signedInCustomer = (context: PageContext): string | null =>
  context.companyUserId > 0 ? (context.customer?.customerNumber ?? null) : null;

type SenderFields = Pick<ContactValues, 'name' | 'email'>;

/** The sender as the page context knows it (signed in only); '' where it does not. */
function contextSender(context: PageContext): SenderFields {
  const signedIn = context.companyUserId > 0;
  return { name: signedIn ? (context.userName ?? '') : '', email: signedIn ? (context.userEmail ?? '') : '' };
}

export function createContactForm(services: Pick<AccountFormServices, 'sendContactUsInfo' | 'companyUsers'>, getContext: () => PageContext): ContactFormStore {
  const known = contextSender(getContext());
  const store = createAccountForm<ContactValues & { website: string }, ContactField>({
    initial: {
      ...known, phone: '', company: '', customerNumber: signedInCustomer(getContext()) ?? '', topic: '', message: '',
      website: '',
    },
    check: (values) => checkContact(values),
    action: 'send your message',
    send: (values, options) => {
      const fixed = signedInCustomer(getContext());
      const customerNumber = fixed ?? values.customerNumber.trim();
      return services.sendContactUsInfo(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          company: values.company.trim(),
          customerNumber: customerNumber === '' ? null : customerNumber,
          topic: values.topic as NonNullable<SendContactUsInfoRequest['topic']>,
          message: values.message,
          website: values.website,
        },
        options,
      );
    },
  });
  // Fields the buyer changed: a late look-up never writes over them, even emptied.
  const touched = new Set<string>();
  const prefill = (sender: Partial<SenderFields>) => {
    const { values, status } = store.getState();
    if (status !== 'editing') return;
    const fill: Partial<SenderFields> = {};
    for (const field of ['name', 'email'] as const) {
      const value = sender[field]?.trim();
      if (value && !touched.has(field) && values[field] === '') fill[field] = value;
    }
    if (Object.keys(fill).length > 0) store.replaceValues(fill);
  };
  return {
    ...store,
    set(field, value) {
      touched.add(field);
      store.set(field, value);
    },
    customerFixed: () => signedInCustomer(getContext()) !== null,
    refresh() {
      const fixed = signedInCustomer(getContext());
      if (fixed !== null) store.replaceValues({ customerNumber: fixed });
    },
    async prefillSender(options = {}) {
      const context = getContext();
      const customerNumber = signedInCustomer(context);
      if (customerNumber === null) return;
      const fromContext = contextSender(context);
      prefill(fromContext);
      if (fromContext.name !== '' && fromContext.email !== '') return;
      try {
        const answer = await services.companyUsers({ customerNumber, companyUserId: context.companyUserId, newCustomerNumber: null }, options);
        const user = answer.companyUsers.find((u) => u.companyUserId === context.companyUserId);
        if (user) prefill({ name: user.name, email: user.email });
      } catch {
        // A convenience only: the fields stay empty for the buyer to type.
      }
    },
  };
}

export type PasswordFormOptions = {
  /** @default loadPasswordEstimator (a dynamic import of zxcvbn-ts) */
  loadEstimator?: () => Promise<PasswordEstimator>;
};

export type CreateLoginFormStore = AccountFormStore<CreateLoginValues, CreateLoginField>;

export function createCreateLoginForm(services: Pick<AccountFormServices, 'createLogin'>, options: PasswordFormOptions = {}): CreateLoginFormStore {
  return createAccountForm<CreateLoginValues, CreateLoginField>({
    initial: { customerNumber: '', zipCode: '', firstName: '', lastName: '', email: '', password: '', confirmation: '' },
    check: checkCreateLogin,
    action: 'create your login',
    passwordField: 'password',
    userInputs: (v) => [v.email, v.firstName, v.lastName, v.customerNumber],
    loadEstimator: options.loadEstimator ?? loadPasswordEstimator,
    send: (v, callOptions) =>
      services.createLogin(
        {
          customerNumber: v.customerNumber.trim(), zipCode: v.zipCode.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim(),
          email: v.email.trim(), password: v.password,
        },
        callOptions,
      ),
  });
}

export type RecoverFormStore = AccountFormStore<RecoverValues, 'email'>;

export function createRecoverForm(services: Pick<AccountFormServices, 'recoverPassword'>): RecoverFormStore {
  return createAccountForm<RecoverValues, 'email'>({
    initial: { email: '' },
    check: checkRecover,
    action: 'send a reset link',
    send: (v, callOptions) => services.recoverPassword({ email: v.email.trim() }, callOptions),
  });
}

export type ResetFormStore = AccountFormStore<ResetValues, ResetField>;

export function createResetForm(services: Pick<AccountFormServices, 'resetPassword'>, resetToken: string, options: PasswordFormOptions = {}): ResetFormStore {
  return createAccountForm<ResetValues, ResetField>({
    initial: { password: '', confirmation: '' },
    check: checkReset,
    action: 'set your new password',
    passwordField: 'password',
    loadEstimator: options.loadEstimator ?? loadPasswordEstimator,
    send: (v, callOptions) => services.resetPassword({ resetToken, password: v.password }, callOptions),
  });
}

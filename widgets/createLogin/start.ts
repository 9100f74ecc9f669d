/** The login request form's start, React-free (loaded with its view): its store with Customer/CreateLogin bound to the widget's client. */
import type { ServiceClient } from '../../src/api/client';
import { createLogin } from '../../src/api/customer';
import { createCreateLoginForm, type AccountFormServices, type CreateLoginFormStore, type PasswordFormOptions } from '../../src/state/accountForms';

export function createLoginServices(client: ServiceClient): Pick<AccountFormServices, 'createLogin'> {
  return { createLogin: (body, options) => createLogin(client, body, options) };
}

export function createLoginFormFor(client: ServiceClient, options?: PasswordFormOptions): CreateLoginFormStore {
  return createCreateLoginForm(createLoginServices(client), options);
}

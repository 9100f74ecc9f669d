/** The new-password form's start, React-free (loaded with its view): its store with Customer/ResetPassword bound to the widget's client. */
import type { ServiceClient } from '../../src/api/client';
import { resetPassword } from '../../src/api/customer';
import { createResetForm, type AccountFormServices, type PasswordFormOptions, type ResetFormStore } from '../../src/state/accountForms';

export function resetPasswordServices(client: ServiceClient): Pick<AccountFormServices, 'resetPassword'> {
  return { resetPassword: (body, options) => resetPassword(client, body, options) };
}

export function resetFormFor(client: ServiceClient, token: string, options?: PasswordFormOptions): ResetFormStore {
  return createResetForm(resetPasswordServices(client), token, options);
}

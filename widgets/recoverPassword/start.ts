/** "Forgot password"'s start, React-free (loaded with its view): its store with Customer/RecoverPassword bound to the widget's client. */
import type { ServiceClient } from '../../src/api/client';
import { recoverPassword } from '../../src/api/customer';
import { createRecoverForm, type AccountFormServices, type RecoverFormStore } from '../../src/state/accountForms';

export function recoverPasswordServices(client: ServiceClient): Pick<AccountFormServices, 'recoverPassword'> {
  return { recoverPassword: (body, options) => recoverPassword(client, body, options) };
}

export function recoverFormFor(client: ServiceClient): RecoverFormStore {
  return createRecoverForm(recoverPasswordServices(client));
}

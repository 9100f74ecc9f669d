/** "Forgot password"'s start, React-free (loaded with its view): its store with Customer/RecoverPassword bound to the widget's client. */
import type { ServiceClient } from '../../api/client';
import { recoverPassword } from '../../api/customer';
import { createRecoverForm, type AccountFormServices, type RecoverFormStore } from '../../state/accountForms';

export function recoverPasswordServices(client: ServiceClient): Pick<AccountFormServices, 'recoverPassword'> {
  return { recoverPassword: (body, options) => recoverPassword(client, body, options) };
}

export function recoverFormFor(client: ServiceClient): RecoverFormStore {
  return createRecoverForm(recoverPasswordServices(client));
}
